import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, DRAFT_TEXT } from '@portfolio/contract';
import { choose, fill, imageFile, renderApp } from '../../../test/renderApp';
import { ADMIN, userWith } from '../../../test/fixtures';
import { testClock } from '../../../test/clock';
import { db, hits, lastCall, server, useMockApi } from '../../../test/server';
import { warmImports } from '../../../test/warm';

/** Drafts: the add and edit forms' Save as draft / Preview / Publish, and the card's Draft tag. */
useMockApi();
const clock = testClock();
afterEach(() => clock.stop());
warmImports(
  () => import('../add-client/AddClientPage'),
  () => import('../sites/ClientSitesPage'),
  () => import('../../dashboard/DashboardLayout'),
);

const PREVIEW_URL = '/projects/client/acme-corp/head-office-2?preview=signed';
/** The Preview link call (the server mints it) and the tab the preview opens in. */
const mockPreview = () => {
  const asked: unknown[] = [];
  server.use(
    http.post(`*${API.previewSite}`, async ({ request }) => {
      asked.push(await request.json());
      return HttpResponse.json({ url: PREVIEW_URL });
    }),
  );
  const tab = { location: { href: '' }, closed: false, close: vi.fn() };
  const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  return { asked, tab, open };
};
afterEach(() => vi.restoreAllMocks());

const addBody = () => lastCall('POST', '/api/v1/clients/addClient')?.body as Record<string, string[]>;
const updateBody = () => lastCall('PATCH', '/api/v1/clients/updateSite')?.body as Record<string, string[]>;

const openAddForm = async () => {
  const r = renderApp('/installer/dashboard/addclient', { user: ADMIN });
  await screen.findByRole('button', { name: 'Submit' }, { timeout: 60_000 });
  await choose(r.ui, 'Client', 'Acme Corp');
  fill(screen.getByLabelText('Site Name'), 'Head Office 2');
  fill(screen.getByLabelText('Area (sq ft)'), '5000');
  await choose(r.ui, 'Industry', 'Corporate');
  fill(screen.getByLabelText('Project Scope'), 'Interiors');
  await choose(r.ui, 'State', 'Kerala');
  fill(screen.getByLabelText('Site Start Year'), '2020');
  await r.ui.upload(screen.getByLabelText('Photos'), [imageFile('a.png')]);
  return r;
};

// Each test fills the whole form: generous timeouts for a busy machine.
describe('the add form', { timeout: 120_000 }, () => {
  it('Submit publishes as the spec does (no draft field sent)', async () => {
    const { ui } = await openAddForm();
    await ui.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Client/Site added successfully!')).toBeInTheDocument();
    expect(addBody().draft).toBeUndefined();
  });

  it('Save as draft sends draft=true, says visitors cannot see it and offers its preview instead of the website', async () => {
    const { ui } = await openAddForm();
    expect(screen.getByText(DRAFT_TEXT.submitHint)).toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: DRAFT_TEXT.saveDraft }));
    expect(await screen.findByText(DRAFT_TEXT.draftSaved)).toBeInTheDocument();
    expect(addBody().draft).toEqual(['true']);
    expect(screen.getByRole('button', { name: DRAFT_TEXT.openPreview })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View on website' })).not.toBeInTheDocument();
  });

  it('Preview saves a draft, then opens its Preview link in a new tab', async () => {
    const preview = mockPreview();
    const { ui } = await openAddForm();
    await ui.click(screen.getByRole('button', { name: DRAFT_TEXT.preview }));
    expect(await screen.findByText(DRAFT_TEXT.draftSaved)).toBeInTheDocument();
    expect(addBody().draft).toEqual(['true']);
    expect(preview.open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(preview.tab.location.href).toBe(PREVIEW_URL));
    const acme = db.clients.find((c) => c.name === 'acme corp')!;
    expect(preview.asked).toEqual([{ clientId: acme._id, siteId: acme.sites.at(-1)!._id }]);
  });

  it('after Preview the form keeps what was typed, as the saved draft; Submit then publishes that draft, not a second project', async () => {
    const preview = mockPreview();
    const { ui } = await openAddForm();
    fill(screen.getByLabelText('Description'), 'Two floors of offices.');
    await ui.click(screen.getByRole('button', { name: DRAFT_TEXT.preview }));
    expect(await screen.findByText(DRAFT_TEXT.draftSaved)).toBeInTheDocument();
    // The tab was opened at the click, then sent to the preview.
    expect(preview.open).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(preview.tab.location.href).toBe(PREVIEW_URL));
    expect(screen.getByText(DRAFT_TEXT.previewing('Head Office 2'))).toBeInTheDocument();
    expect(screen.getByLabelText('Site Name')).toHaveValue('Head Office 2');
    expect(screen.getByLabelText('Area (sq ft)')).toHaveValue('5000');
    expect(screen.getByLabelText('Project Scope')).toHaveValue('Interiors');
    expect(screen.getByLabelText('Site Start Year')).toHaveValue('2020');
    expect(screen.getByLabelText('Description')).toHaveValue('Two floors of offices.');
    expect(within(screen.getByRole('list', { name: 'Photos in order' })).getAllByRole('listitem')).toHaveLength(1);
    // The client stays chosen and can no longer be changed (the draft is that client's).
    expect(screen.getAllByTitle('Acme Corp').length).toBeGreaterThan(0);
    expect(screen.getByLabelText('Client')).toBeDisabled();
    const acme = () => db.clients.find((c) => c.name === 'acme corp')!;
    const sitesBefore = acme().sites.length;
    const draftId = acme().sites.at(-1)!._id;

    fill(screen.getByLabelText('Site Name'), 'Head Office Two');
    await ui.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Client/Site added successfully!')).toBeInTheDocument();
    expect(addBody()).toMatchObject({
      name: ['acme corp'],
      draftOf: [draftId],
      draftKey: [`key-${draftId}`],
      siteName: ['Head Office Two'],
    });
    expect(addBody().draft).toBeUndefined();
    expect(acme().sites).toHaveLength(sitesBefore);
    expect(acme().sites.at(-1)).toMatchObject({ _id: draftId, displayName: 'Head Office Two', draft: false });
    // Done: the form is empty again for the next project.
    await waitFor(() => expect(screen.getByLabelText('Site Name')).toHaveValue(''));
  });

  it('Preview with the form incomplete saves nothing and closes the tab it opened', async () => {
    const preview = mockPreview();
    const { ui } = await openAddForm();
    fill(screen.getByLabelText('Area (sq ft)'), '');
    await ui.click(screen.getByRole('button', { name: DRAFT_TEXT.preview }));
    expect(await screen.findByText('Area is required.')).toBeInTheDocument();
    expect(preview.tab.close).toHaveBeenCalled();
    expect(hits('POST', '/api/v1/clients/addClient')).toBe(0);
    expect(preview.asked).toEqual([]);
  });
});

describe('the project card and the edit form', { timeout: 120_000 }, () => {
  const PATH = '/installer/dashboard/client/acme corp';

  it('a draft is tagged Draft; its form offers Save as draft, Preview and Publish; Publish sends draft=false', async () => {
    db.clients[0].sites[0].draft = true;
    const { ui } = renderApp(PATH, { user: ADMIN });
    const office = await screen.findByRole('article', { name: 'Head Office' });
    expect(within(office).getByText(DRAFT_TEXT.tag)).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'City Hospital' })).queryByText(DRAFT_TEXT.tag),
    ).not.toBeInTheDocument();

    await ui.click(within(office).getByRole('button', { name: 'Edit Head Office' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Site Details' });
    for (const name of ['Cancel', DRAFT_TEXT.saveDraft, DRAFT_TEXT.preview, DRAFT_TEXT.publish])
      expect(within(dialog).getByRole('button', { name })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    await ui.click(within(dialog).getByRole('button', { name: DRAFT_TEXT.publish }));
    expect(await screen.findByText(DRAFT_TEXT.published)).toBeInTheDocument();
    expect(updateBody().draft).toEqual(['false']);
  });

  it('Preview on a draft saves it as a draft and opens its Preview link', async () => {
    db.clients[0].sites[0].draft = true;
    const preview = mockPreview();
    const { ui } = renderApp(PATH, { user: ADMIN });
    await ui.click(await screen.findByRole('button', { name: 'Edit Head Office' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Site Details' });
    await ui.click(within(dialog).getByRole('button', { name: DRAFT_TEXT.preview }));
    expect(await screen.findByText(DRAFT_TEXT.draftSaved)).toBeInTheDocument();
    expect(updateBody().draft).toEqual(['true']);
    await waitFor(() => expect(preview.tab.location.href).toBe(PREVIEW_URL));
    expect(preview.asked).toEqual([{ clientId: db.clients[0]._id, siteId: db.clients[0].sites[0]._id }]);
  });

  it("a published project keeps the spec's Save (no draft field) and can be taken back to a draft", async () => {
    const { ui } = renderApp(PATH, { user: ADMIN });
    const office = await screen.findByRole('article', { name: 'Head Office' });
    expect(within(office).queryByText(DRAFT_TEXT.tag)).not.toBeInTheDocument();
    await ui.click(within(office).getByRole('button', { name: 'Edit Head Office' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit Site Details' });
    expect(within(dialog).queryByRole('button', { name: DRAFT_TEXT.publish })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: DRAFT_TEXT.preview })).not.toBeInTheDocument();
    await ui.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Site updated successfully.')).toBeInTheDocument();
    expect(updateBody().draft).toBeUndefined();

    await ui.click(await screen.findByRole('button', { name: 'Edit Head Office' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit Site Details' });
    await ui.click(within(dialog).getByRole('button', { name: DRAFT_TEXT.saveDraft }));
    expect(await screen.findByText(DRAFT_TEXT.draftSaved)).toBeInTheDocument();
    expect(updateBody().draft).toEqual(['true']);
  });

  it('without edit-site-details (draft is a detail) the form has only Save, and sends no draft', async () => {
    db.clients[0].sites[0].draft = true;
    const { ui } = renderApp(PATH, { user: userWith({ powers: { 'edit-site-photos': true } }) });
    await ui.click(await screen.findByRole('button', { name: 'Edit Head Office' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Site Details' });
    for (const name of [DRAFT_TEXT.saveDraft, DRAFT_TEXT.preview, DRAFT_TEXT.publish])
      expect(within(dialog).queryByRole('button', { name })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });
});
