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
    expect(within(footer).getByRole('link', { name: 'hello@test-builders.example' })).toHaveAttribute('href', 'mailto:hello@test-builders.example');
    expect(within(footer).getByRole('link', { name: 'LinkedIn' })).toHaveAttribute('href', 'https://www.linkedin.com/company/test');
    expect(within(footer).getByText(/1 Test Road/)).toBeInTheDocument();
    expect(within(footer).getByText(/© \d{4} Test Builders Pvt Ltd/)).toBeInTheDocument();
  });

  it('links every public page from the main navigation', async () => {
    renderAt('/test');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const hrefs = within(nav).getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['/', '/about-us', '/designandbuild', '/manufacturing', '/firedoors', '/projects', '/press-awards-testimonials', '/career', '/contact']);
  });

  it('opens and closes the mobile menu with the toggle, and closes it on navigation', async () => {
    const { ui } = renderAt('/test');
    const toggle = await screen.findByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await ui.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('navigation', { name: 'Main' })).toHaveClass('is-open');
    await ui.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Career' }));
    await screen.findByRole('heading', { level: 1, name: 'Career' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false'));
  });

  it('sets the page title with the company name and the meta description', async () => {
    renderAt('/about-us');
    await waitFor(() => expect(document.title).toBe('About Us | Test Builders Pvt Ltd'));
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'About Us description for search engines.');
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
