import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, DASHBOARD_TEXT, type ClientTableRow, type ProjectTableRow } from '@portfolio/contract';
import { choose, renderApp } from '../../test/renderApp';
import { ADMIN, userWith } from '../../test/fixtures';
import { server, useMockApi } from '../../test/server';
import { warmImports } from '../../test/warm';

useMockApi();
warmImports(
  () => import('./ProjectsPage'),
  () => import('./ClientsTablePage'),
  () => import('../dashboard/DashboardLayout'),
);

const PATH = '/installer/dashboard/projects';

const row = (i: number, extra: Partial<ProjectTableRow> = {}): ProjectTableRow => ({
  _id: `s${i}`,
  name: `Project ${String(i).padStart(2, '0')}`,
  slug: `project-${i}`,
  client: { _id: 'c1', name: 'acme corp', displayName: 'Acme Corp', slug: 'acme-corp' },
  cover: `/uploads/s${i}-thumb.jpg`,
  locations: 'bengaluru',
  state: 'Karnataka',
  industry: 'corporate',
  services: ['interiors'],
  ongoing: false,
  siteStart: 2019,
  area: 12000,
  valueBand: '₹1–5 crore',
  draft: false,
  featured: false,
  lastChange: { by: 'staff@example.com', at: new Date(Date.now() - 2 * 3600_000).toISOString() },
  ...extra,
});

/** The table's server: 45 projects, the page asked for; every query it was asked is kept. */
let asked: URLSearchParams[] = [];
beforeEach(() => {
  asked = [];
  const all = Array.from({ length: 45 }, (_, i) =>
    row(
      i,
      i === 0 ? { draft: true, featured: true, ongoing: true, name: 'Harbour Clinic', industry: 'healthcare' } : {},
    ),
  );
  server.use(
    http.get(`*${API.projectTable}`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(params);
      const q = (params.get('q') ?? '').toLowerCase();
      const industry = params.get('industry');
      const matching = all.filter(
        (r) => (!q || r.name.toLowerCase().includes(q)) && (!industry || r.industry === industry),
      );
      const page = Number(params.get('page') ?? 1);
      const pageSize = Number(params.get('pageSize') ?? 20);
      return HttpResponse.json({
        items: matching.slice((page - 1) * pageSize, page * pageSize),
        total: matching.length,
        page,
        pageSize,
      });
    }),
  );
});
const lastAsked = () => Object.fromEntries(asked[asked.length - 1]);

describe('the Projects table', () => {
  it('shows a page of projects with cover, client, status tags and last change', async () => {
    renderApp(PATH, { user: ADMIN });
    expect(await screen.findByRole('heading', { name: 'Projects', level: 2 })).toBeInTheDocument();
    const first = (await screen.findByRole('link', { name: 'Harbour Clinic' })).closest('tr')!;
    expect(within(first).getByText('Acme Corp')).toBeInTheDocument();
    expect(within(first).getByText('Ongoing')).toBeInTheDocument();
    expect(within(first).getByText('Draft')).toBeInTheDocument();
    expect(within(first).getByText('Featured')).toBeInTheDocument();
    expect(within(first).getByText('staff@example.com')).toBeInTheDocument();
    expect(within(first).getByText('2 h ago')).toBeInTheDocument();
    expect(first.querySelector('img')).toHaveAttribute('src', '/uploads/s0-thumb.jpg');
    const second = screen.getByRole('link', { name: 'Project 01' }).closest('tr')!;
    expect(within(second).getByText('Published')).toBeInTheDocument();
    expect(screen.getByText('45 projects')).toBeInTheDocument();
    expect(lastAsked()).toMatchObject({ sort: 'updated', order: 'desc' });
  });

  it('asks the server for the search, a filter, a sort and a page, and keeps them in the address', async () => {
    const { ui, router } = renderApp(PATH, { user: ADMIN });
    await screen.findByRole('link', { name: 'Harbour Clinic' });

    await ui.click(screen.getByRole('listitem', { name: '3' }));
    await screen.findByRole('link', { name: 'Project 40' });
    expect(lastAsked()).toMatchObject({ page: '3' });

    await ui.type(screen.getByRole('searchbox', { name: 'Search projects' }), 'harbour{Enter}');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Project 40' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Harbour Clinic' })).toBeInTheDocument();
    expect(lastAsked()).toMatchObject({ q: 'harbour' });
    expect(lastAsked()).not.toHaveProperty('page');

    await choose(ui, 'Sector', 'Healthcare');
    await waitFor(() => expect(lastAsked()).toMatchObject({ q: 'harbour', industry: 'healthcare' }));

    await ui.click(screen.getByText('Area'));
    await waitFor(() => expect(lastAsked()).toMatchObject({ sort: 'area', order: 'asc', industry: 'healthcare' }));
    expect(router.state.location.search).toContain('sort=area');
    expect(router.state.location.search).toContain('industry=healthcare');
  });

  it('opens with the query its address holds (Back from a project returns to the same page)', async () => {
    renderApp(`${PATH}?q=project&sort=name&order=asc&page=2&publishing=published`, { user: ADMIN });
    await screen.findByRole('link', { name: 'Project 21' });
    expect(lastAsked()).toMatchObject({ q: 'project', sort: 'name', order: 'asc', page: '2', publishing: 'published' });
    expect(screen.getByRole('searchbox', { name: 'Search projects' })).toHaveValue('project');
  });

  it('offers only the actions the user has the power for', async () => {
    renderApp(PATH, { user: userWith({ powers: { 'edit-site-details': true } }) });
    await screen.findByRole('link', { name: 'Harbour Clinic' });
    expect(screen.queryByRole('button', { name: /New project/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Project 01' })).toHaveAttribute(
      'href',
      '/installer/dashboard/projects/s1',
    );
    expect(screen.getByRole('button', { name: 'Preview Project 01' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View on website: Project 01' })).toHaveAttribute(
      'href',
      '/projects/client/acme-corp/project-1',
    );
    // A draft has no public page yet.
    expect(screen.queryByRole('link', { name: 'View on website: Harbour Clinic' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove / })).not.toBeInTheDocument();
  });

  it('removes a project after confirming, with remove-project', async () => {
    const { ui } = renderApp(PATH, { user: userWith({ powers: { 'remove-project': true } }) });
    await screen.findByRole('link', { name: 'Harbour Clinic' });
    await ui.click(screen.getByRole('button', { name: 'Remove Harbour Clinic' }));
    // (The test ids antd's tooltips and dialog share in jsdom hide the dialog's name: find it by its title.)
    const dialog = (await screen.findByText('Confirm Deletion')).closest<HTMLElement>('[role="dialog"]')!;
    expect(within(dialog).getByText('Harbour Clinic')).toBeInTheDocument();
    server.use(http.delete(`*${API.removeSite}`, () => HttpResponse.json({ message: 'Site deleted.', trashId: 't1' })));
    await ui.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(DASHBOARD_TEXT.siteDeleted)).toBeInTheDocument();
  });
});

describe('the Clients table', () => {
  it('shows logo, name, projects, published and last change, sorted on the server', async () => {
    let params: URLSearchParams | undefined;
    const acme: ClientTableRow = {
      _id: 'c1',
      name: 'acme corp',
      displayName: 'Acme Corp',
      slug: 'acme-corp',
      logo: '/uploads/acme-thumb.png',
      projects: 5,
      published: 3,
      lastChange: { by: null, at: new Date().toISOString() },
    };
    server.use(
      http.get(`*${API.clientTable}`, ({ request }) => {
        params = new URL(request.url).searchParams;
        return HttpResponse.json({ items: [acme], total: 1, page: 1, pageSize: 20 });
      }),
    );
    const { ui } = renderApp('/installer/dashboard/clients', { user: ADMIN });
    const link = await screen.findByRole('link', { name: 'Acme Corp' });
    const tr = link.closest('tr')!;
    expect(link).toHaveAttribute('href', '/installer/dashboard/client/acme%20corp');
    expect(within(tr).getByText('5')).toBeInTheDocument();
    expect(within(tr).getByText('3')).toBeInTheDocument();
    expect(within(tr).getByText('Outside the dashboard')).toBeInTheDocument();
    expect(tr.querySelector('img')).toHaveAttribute('src', '/uploads/acme-thumb.png');
    await ui.click(screen.getByText('Published'));
    await waitFor(() => expect(params?.get('sort')).toBe('published'));
  });
});
