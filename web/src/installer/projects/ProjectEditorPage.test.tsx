import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, API_PREFIX, DRAFT_TEXT, MESSAGES, type ProjectEditorResponse, type Site } from '@portfolio/contract';
import { fill, findNav, renderApp } from '../../test/renderApp';
import { ADMIN, site as siteOf, userWith } from '../../test/fixtures';
import { server, useMockApi } from '../../test/server';
import { warmImports } from '../../test/warm';

useMockApi();
warmImports(
  () => import('./ProjectEditorPage'),
  () => import('../dashboard/DashboardLayout'),
);

const PATH = '/installer/dashboard/projects/s1';
const PREVIEW_URL = '/projects/client/acme-corp/head-office?preview=signed';

/** The project the editor's server holds; a save applies the draft flag and the contract value it was sent. */
let stored: Site;
let previews = 0;
let sent: Record<string, string[]> | undefined;
beforeEach(() => {
  sent = undefined;
  stored = siteOf('s1', 'head office', { displayName: 'Head Office', slug: 'head-office', draft: true });
  previews = 0;
  server.use(
    http.get(`*${API_PREFIX}/dashboard/projects/:id`, ({ params }) =>
      params.id === 's1'
        ? HttpResponse.json({
            client: { _id: 'c1', name: 'acme corp', displayName: 'Acme Corp', slug: 'acme-corp' },
            site: stored,
          } satisfies ProjectEditorResponse)
        : HttpResponse.json({ message: 'Site not found.' }, { status: 404 }),
    ),
    http.patch(`*${API.updateSite}`, async ({ request }) => {
      const form = await request.formData();
      sent = {};
      form.forEach((v, k) => (sent![k] ??= []).push(typeof v === 'string' ? v : (v as File).name));
      const value = form.get('contractValue');
      const draft = form.get('draft');
      stored = {
        ...stored,
        ...(value !== null ? { contractValue: value === '' ? null : Number(value) } : {}),
        ...(draft !== null ? { draft: draft === 'true' } : {}),
      };
      return HttpResponse.json({ message: 'Site updated successfully.', site: stored });
    }),
    http.post(`*${API.previewSite}`, () => {
      previews += 1;
      return HttpResponse.json({ url: PREVIEW_URL });
    }),
  );
});
afterEach(() => vi.restoreAllMocks());

const updateBody = () => sent;
const bar = () => screen.getByRole('region', { name: 'Save bar' });
const contractValue = () => screen.findByLabelText('Contract value (₹)');

describe('the project editor page', () => {
  it('shows the project in sections with headings and an in-page index, and its state in the bar', async () => {
    renderApp(PATH, { user: ADMIN });
    expect(await screen.findByRole('heading', { name: 'Head Office', level: 2 })).toBeInTheDocument();
    const index = screen.getByRole('navigation', { name: 'Sections of this page' });
    const sections = ['Details', 'Key facts', 'Case study', 'Photos', 'Video', 'Documents', 'Publishing'];
    expect(
      within(index)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(sections);
    for (const name of sections) expect(screen.getByRole('heading', { name, level: 3 })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Details' })).getByLabelText('Site Name')).toHaveValue(
      'Head Office',
    );
    expect(within(bar()).getByText('Draft')).toBeInTheDocument();
    expect(within(bar()).getByRole('button', { name: DRAFT_TEXT.publish })).toBeEnabled();
    expect(screen.getByText('Drop a video here, or click to choose it')).toBeInTheDocument();
  });

  it('marks unsaved changes and asks before leaving with them', async () => {
    const { ui, router } = renderApp(PATH, { user: ADMIN });
    fill(await contractValue(), '25000000');
    expect(await within(bar()).findByText('Unsaved changes')).toBeInTheDocument();
    await ui.click(within(await findNav()).getByRole('link', { name: 'Home' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    expect(within(dialog).getByText(MESSAGES.unsavedChanges)).toBeInTheDocument();
    await ui.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Unsaved changes' })).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe(PATH);
    expect(await contractValue()).toHaveValue('2,50,00,000');
  });

  it('Preview saves the draft, opens its preview in a new tab, and the editor stays as it was', async () => {
    const tab = { location: { href: '' }, closed: false, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { ui, router } = renderApp(PATH, { user: ADMIN });
    fill(await contractValue(), '25000000');
    await ui.click(within(bar()).getByRole('button', { name: DRAFT_TEXT.preview }));
    await waitFor(() => expect(tab.location.href).toBe(PREVIEW_URL));
    expect(open).toHaveBeenCalledTimes(1);
    expect(previews).toBe(1);
    expect(updateBody()).toMatchObject({
      clientId: ['c1'],
      siteId: ['s1'],
      contractValue: ['25000000'],
      draft: ['true'],
    });
    expect(router.state.location.pathname).toBe(PATH);
    expect(await contractValue()).toHaveValue('2,50,00,000');
    expect(within(bar()).getByText('Draft')).toBeInTheDocument();
    expect(within(bar()).queryByText('Unsaved changes')).not.toBeInTheDocument();
  });

  it('Publish saves it published; the bar then says so', async () => {
    const { ui } = renderApp(PATH, { user: ADMIN });
    await contractValue();
    await ui.click(within(bar()).getByRole('button', { name: DRAFT_TEXT.publish }));
    expect(await within(bar()).findByText('Published')).toBeInTheDocument();
    expect(updateBody()?.draft).toEqual(['false']);
    expect(await screen.findByText(DRAFT_TEXT.published)).toBeInTheDocument();
    expect(within(bar()).getByRole('button', { name: 'Publish changes' })).toBeInTheDocument();
  });

  it('disables the fields a power is needed for, and says which power', async () => {
    renderApp(PATH, { user: userWith({ powers: { 'edit-site-photos': true } }) });
    expect(await contractValue()).toBeDisabled();
    const details = screen.getByRole('region', { name: 'Details' });
    expect(within(details).getByLabelText('Site Name')).toBeDisabled();
    expect(
      within(details).getByText('You can read these fields; changing them needs the “Edit site details” power.'),
    ).toBeInTheDocument();
    const photos = screen.getByRole('region', { name: 'Photos' });
    expect(within(photos).queryByText(/changing them needs/)).not.toBeInTheDocument();
    expect(within(bar()).getByRole('button', { name: DRAFT_TEXT.publish })).toBeDisabled();
    expect(within(bar()).getByText('Publishing needs the “Edit site details” power.')).toBeInTheDocument();
    // Tender documents are for status users.
    expect(screen.queryByRole('heading', { name: 'Documents' })).not.toBeInTheDocument();
  });

  it('says so when the project does not exist', async () => {
    renderApp('/installer/dashboard/projects/gone', { user: ADMIN });
    expect(await screen.findByText('Project not found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the projects' })).toHaveAttribute(
      'href',
      '/installer/dashboard/projects',
    );
  });
});
