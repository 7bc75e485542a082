import { screen, waitFor, within } from '@testing-library/react';
import { data, renderAt, useMockApi } from '../test/server';

useMockApi();

describe('the public layout', () => {
  it('shows the company name, contact details and social links from the site settings', async () => {
    renderAt('/test');
    const header = (await screen.findAllByRole('banner'))[0];
    expect(await within(header).findByText('Test Builders Pvt Ltd')).toBeInTheDocument();
    await screen.findByRole('link', { name: '+91 80 1234 5678' });
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: '+91 80 1234 5678' })).toHaveAttribute('href', 'tel:+918012345678');
    expect(within(footer).getByRole('link', { name: 'hello@test-builders.example' })).toHaveAttribute(
      'href',
      'mailto:hello@test-builders.example',
    );
    expect(within(footer).getByRole('link', { name: 'LinkedIn' })).toHaveAttribute(
      'href',
      'https://www.linkedin.com/company/test',
    );
    expect(footer.querySelector('address')?.textContent).toBe(
      '1 Test Road\nPeenya\nBengaluru, Karnataka 560058\nIndia',
    );
    expect(within(footer).getByText(/© \d{4} Test Builders Pvt Ltd/)).toBeInTheDocument();
  });

  it('has no "Follow us" column when the company has set no social profiles', async () => {
    data.settings = { ...data.settings!, social: [] };
    renderAt('/test');
    const footer = await screen.findByRole('contentinfo');
    await within(footer).findByText('Test Builders Pvt Ltd');
    expect(within(footer).queryByRole('heading', { name: 'Follow us' })).toBeNull();
  });

  it('sets the page title with the company name and the meta description', async () => {
    renderAt('/about-us');
    await waitFor(() => expect(document.title).toBe('About Us | Test Builders Pvt Ltd'));
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'About Us description for search engines. Default description from the site settings.',
    );
  });

  it('still renders the pages when the settings are missing', async () => {
    data.settings = null;
    renderAt('/test');
    expect(await screen.findByRole('heading', { level: 1, name: 'Test' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('shows a clear not-found page for unknown URLs', async () => {
    renderAt('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toMatch(/^Page not found/));
  });
});
