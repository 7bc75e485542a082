import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, API_PREFIX, DRAFT_TEXT, MESSAGES, type ProjectEditorResponse } from '@portfolio/contract';
import { choose, fill, imageFile, renderApp } from '../../test/renderApp';
import { ADMIN, userWith } from '../../test/fixtures';
import { db, hits, lastCall, server, useMockApi } from '../../test/server';
import { warmImports } from '../../test/warm';

useMockApi();
warmImports(
  () => import('./NewProjectPage'),
  () => import('./ProjectEditorPage'),
  () => import('./ProjectsPage'),
  () => import('../dashboard/DashboardLayout'),
);

const PATH = '/installer/dashboard/projects/new';
const PREVIEW_URL = '/projects/client/acme-corp/annex?preview=signed';
const ADD = '/api/v1/clients/addClient';

beforeEach(() => {
  // The added project's editor page reads it from the clients the mock server holds.
  server.use(
    http.get(`*${API_PREFIX}/dashboard/projects/:id`, ({ params }) => {
      const client = db.clients.find((c) => c.sites.some((s) => s._id === params.id));
      const site = client?.sites.find((s) => s._id === params.id);
      return client && site
        ? HttpResponse.json({
            client: { _id: client._id, name: client.name, displayName: client.displayName, slug: client.slug },
            site,
          } satisfies ProjectEditorResponse)
        : HttpResponse.json({ message: 'Site not found.' }, { status: 404 });
    }),
    http.post(`*${API.previewSite}`, () => HttpResponse.json({ url: PREVIEW_URL })),
  );
});
afterEach(() => vi.restoreAllMocks());

const bar = () => screen.getByRole('region', { name: 'Save bar' });
const open = async (user = ADMIN) => {
  const r = renderApp(PATH, { user });
  await screen.findByRole('heading', { name: 'New project', level: 2 }, { timeout: 60_000 });
  return r;
};
/** The client select of the Client section (the section itself is labelled Client too). */
const pickClient = async (ui: Awaited<ReturnType<typeof open>>['ui'], name: string) => {
  await ui.click(within(screen.getByRole('region', { name: 'Client' })).getByRole('combobox'));
  const items = await screen.findAllByTitle(name);
  await ui.click(items[items.length - 1]);
};
const fillProject = async (ui: Awaited<ReturnType<typeof open>>['ui']) => {
  await pickClient(ui, 'Acme Corp');
  fill(screen.getByLabelText('Site Name'), 'Annex');
  fill(screen.getByLabelText('Area (sq ft)'), '5000');
  await choose(ui, 'Industry', 'Corporate');
  fill(screen.getByLabelText('Project Scope'), 'Interiors');
  await choose(ui, 'State', 'Kerala');
  fill(screen.getByLabelText('Site Start Year'), '2020');
  await ui.upload(screen.getByLabelText('Photos of the project'), [imageFile('a.png')]);
};

describe('a new project on the editor page', () => {
  it('has the client and the project sections, and needs a project name', async () => {
    const { ui } = await open();
    const index = screen.getByRole('navigation', { name: 'Sections of this page' });
    expect(
      within(index)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Client', 'Details', 'Key facts', 'Case study', 'Photos', 'Video', 'Publishing']);
    expect(within(bar()).getByText('New')).toBeInTheDocument();
    await pickClient(ui, 'Acme Corp');
    await ui.click(within(bar()).getByRole('button', { name: DRAFT_TEXT.saveDraft }));
    expect(await screen.findByText('Site Name is required.')).toBeInTheDocument();
    expect(hits('POST', ADD)).toBe(0);
  });

  it('adds a new client with its logo in the same page', async () => {
    const { ui } = await open();
    await ui.click(screen.getByLabelText('Add New Client'));
    fill(screen.getByLabelText('Client Name'), 'Zenith Labs');
    await ui.click(within(bar()).getByRole('button', { name: DRAFT_TEXT.saveDraft }));
    expect(await screen.findByText(MESSAGES.logoRequired)).toBeInTheDocument();
    expect(hits('POST', ADD)).toBe(0);
  });

  it('Save draft adds it as a draft and moves to its own page, keeping what was typed', async () => {
    const { ui, router } = await open();
    await fillProject(ui);
    await ui.click(within(bar()).getByRole('button', { name: DRAFT_TEXT.saveDraft }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/installer\/dashboard\/projects\/s-new-/));
    expect(lastCall('POST', ADD)?.body).toMatchObject({ name: ['acme corp'], siteName: ['Annex'], draft: ['true'] });
    expect(await screen.findByRole('heading', { name: 'Annex', level: 2 })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Details' })).getByLabelText('Site Name')).toHaveValue('Annex');
    expect(within(bar()).getByText(DRAFT_TEXT.tag)).toBeInTheDocument();
    expect(hits('POST', ADD)).toBe(1);
  }, 90_000);

  it('Preview adds the draft and opens its preview in a new tab; Publish adds it published', async () => {
    const tab = { location: { href: '' }, closed: false, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { ui, router } = await open();
    await fillProject(ui);
    await ui.click(within(bar()).getByRole('button', { name: DRAFT_TEXT.preview }));
    await waitFor(() => expect(tab.location.href).toBe(PREVIEW_URL));
    expect(lastCall('POST', ADD)?.body).toMatchObject({ siteName: ['Annex'], draft: ['true'] });
    await waitFor(() => expect(router.state.location.pathname).toMatch(/projects\/s-new-/));

    await router.navigate(PATH);
    await screen.findByRole('heading', { name: 'New project', level: 2 });
    await fillProject(ui);
    fill(screen.getByLabelText('Site Name'), 'Annex 2');
    await ui.click(within(bar()).getByRole('button', { name: DRAFT_TEXT.publish }));
    expect(await screen.findByText(DRAFT_TEXT.published)).toBeInTheDocument();
    expect(lastCall('POST', ADD)?.body).not.toHaveProperty('draft');
    expect(await screen.findByRole('heading', { name: 'Annex 2', level: 2 })).toBeInTheDocument();
  }, 120_000);

  it('is for those who may add clients; the Projects table links to it', async () => {
    server.use(
      http.get(`*${API.projectTable}`, () => HttpResponse.json({ items: [], total: 0, page: 1, pageSize: 20 })),
    );
    const { ui, router } = renderApp('/installer/dashboard/projects', { user: ADMIN });
    await ui.click(await screen.findByRole('button', { name: /New project/ }, { timeout: 60_000 }));
    await waitFor(() => expect(router.state.location.pathname).toBe(PATH));
    expect(await screen.findByRole('heading', { name: 'New project', level: 2 })).toBeInTheDocument();
  }, 90_000);

  it('sends anyone else to the dashboard home', async () => {
    const { router } = renderApp(PATH, { user: userWith({ powers: { 'edit-site-photos': true } }) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/installer/dashboard'));
  });
});
