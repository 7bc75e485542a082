import { screen, waitFor } from '@testing-library/react';
import { data, renderAt, useMockApi } from '../test/server';

useMockApi();

const COMPANY_PAGES = [
  { path: '/about-us', title: 'About Us' },
  { path: '/designandbuild', title: 'Design and Build' },
  { path: '/manufacturing', title: 'Manufacturing' },
  { path: '/firedoors', title: 'Fire Doors' },
  { path: '/career', title: 'Career' },
];

describe.each(COMPANY_PAGES)('$path', ({ path, title }) => {
  it('shows the texts from Strapi: title, heading, intro and the sections', async () => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 2, name: `${title} first section` })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(`${title} heading`)).toBeInTheDocument();
    expect(screen.getByText(`${title} intro.`)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: `${title} second section` })).toBeInTheDocument();
    // markdown: bold and bullet lists
    expect(screen.getByText('bold').tagName).toBe('STRONG');
    expect(screen.getByText('point two').tagName).toBe('LI');
    await waitFor(() => expect(document.title).toBe(`${title} | Test Builders Pvt Ltd`));
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      `${title} description for search engines. Default description from the site settings.`,
    );
  });

  it('shows the loading indicator while the texts load', async () => {
    data.slow = true;
    renderAt(path);
    // The texts load before the page shows: the full-screen indicator until then.
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('heading', { level: 1, name: title })).not.toBeInTheDocument();
  });

  it('says so when the page has no content in Strapi', async () => {
    data.pages = [];
    renderAt(path);
    expect(await screen.findByText('This page has no content yet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('offers a retry when the texts cannot be loaded', async () => {
    data.fail = true;
    const { ui } = renderAt(path);
    expect(await screen.findByRole('alert')).toHaveTextContent('This page could not be loaded.');
    data.fail = false;
    await ui.click(screen.getByRole('link', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: `${title} first section` })).toBeInTheDocument();
  });
});

describe('service pages', () => {
  it('show recent projects with their cover photos', async () => {
    renderAt('/firedoors');
    expect(await screen.findByRole('heading', { level: 2, name: 'Recent projects' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'City Wing' })).toBeInTheDocument();
    // "All projects" leads to this service's projects, not the whole portfolio.
    expect(screen.getByRole('link', { name: 'All fire doors projects' })).toHaveAttribute(
      'href',
      '/projects?service=fire-doors',
    );
  });
});

describe('capability statements', () => {
  it.each([
    ['/designandbuild', '/capability/design-and-build.pdf'],
    ['/manufacturing', '/capability/manufacturing.pdf'],
    ['/firedoors', '/capability/fire-doors.pdf'],
    ['/projects/healthcare', '/capability/healthcare.pdf'],
  ])('%s links its capability statement (PDF)', async (path, pdf) => {
    renderAt(path);
    expect(await screen.findByRole('link', { name: 'Download the capability statement (PDF)' })).toHaveAttribute(
      'href',
      pdf,
    );
  });

  it('is not linked from a page that is neither a service nor a sector', async () => {
    renderAt('/about-us');
    expect(await screen.findByRole('heading', { level: 2, name: 'About Us first section' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download the capability statement (PDF)' })).not.toBeInTheDocument();
  });
});

describe('/test', () => {
  it('renders without any data', async () => {
    renderAt('/test');
    expect(await screen.findByRole('heading', { level: 1, name: 'Test' })).toBeInTheDocument();
  });
});
