import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { MESSAGES, SITE_FIELDS, currentYear } from '@portfolio/contract';
import { StyleProvider } from '@ant-design/cssinjs';
import { choose, fill, imageFile, renderApp } from '../../../test/renderApp';
import { ADMIN, userWith } from '../../../test/fixtures';
import { testClock } from '../../../test/clock';
import { db, failNext, hits, lastCall, useMockApi } from '../../../test/server';
import { EditSiteModal } from './EditSiteModal';
import { warmImports } from '../../../test/warm';

useMockApi();
const clock = testClock();
afterEach(() => clock.stop());
warmImports(
  () => import('./ClientSitesPage'),
  () => import('../../dashboard/DashboardLayout'),
);

const PATH = '/installer/dashboard/client/acme corp';
const body = () => lastCall('PATCH', '/api/v1/clients/updateSite')?.body as Record<string, string[]>;

describe('client sites', () => {
  it('shows the client name as title and each site card’s details', async () => {
    renderApp(PATH, { user: ADMIN });
    expect(await screen.findByRole('heading', { name: 'Acme Corp', level: 2 })).toBeInTheDocument();
    const office = await screen.findByRole('article', { name: 'Head Office' });
    expect(within(office).getByAltText('Head Office cover')).toHaveAttribute('src', '/uploads/s1-1.jpg');
    for (const text of ['Karnataka', 'Bengaluru', 'interiors', '12,34,567 sq ft', '2019 – 2021', '2019', 'Corporate'])
      expect(within(office).getByText(text)).toBeInTheDocument();
    const hospital = screen.getByRole('article', { name: 'City Hospital' });
    expect(within(hospital).getByText('On Going')).toBeInTheDocument();
  });

  it('shows a Completed site without a stored completion date with its start year only, never a question mark', async () => {
    db.clients[0].sites[0].site_end = null;
    renderApp(PATH, { user: ADMIN });
    const office = await screen.findByRole('article', { name: 'Head Office' });
    expect(within(office).getAllByText('2019')).toHaveLength(2);
    expect(within(office).queryByText(/\?/)).not.toBeInTheDocument();
  });

  it('searches site name, industry, location and state', async () => {
    renderApp(PATH, { user: ADMIN });
    await screen.findByRole('article', { name: 'Head Office' });
    const search = screen.getByPlaceholderText('Search sites...');
    for (const q of ['HOSPITAL', 'healthcare', 'kochi', 'kerala']) {
      fill(search, q);
      await waitFor(() => expect(screen.queryByRole('article', { name: 'Head Office' })).not.toBeInTheDocument());
      expect(screen.getByRole('article', { name: 'City Hospital' })).toBeInTheDocument();
      fill(search, '');
      expect(await screen.findByRole('article', { name: 'Head Office' })).toBeInTheDocument();
    }
    fill(search, 'nothing like this');
    expect(await screen.findByText('No matching sites found.')).toBeInTheDocument();
  });

  it.each([
    ['edit-site-details', true, false],
    ['edit-site-photos', true, false],
    ['remove-project', false, true],
  ] as const)('with %s: Edit %s, Remove %s', async (power, edit, remove) => {
    renderApp(PATH, { user: userWith({ powers: { [power]: true } }) });
    const office = await screen.findByRole('article', { name: 'Head Office' });
    expect(!!within(office).queryByRole('button', { name: 'Edit Head Office' })).toBe(edit);
    expect(!!within(office).queryByRole('button', { name: 'Remove Head Office' })).toBe(remove);
  });

  it('photos-only editors: text fields disabled; reorder, caption, remove and add photos, sent as keepPhotos with the words', async () => {
    const { ui } = renderApp(PATH, { user: userWith({ powers: { 'edit-site-photos': true } }) });
    await ui.click(await screen.findByRole('button', { name: 'Edit Head Office' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Site Details' });
    expect(within(dialog).getByLabelText('Site Name')).toBeDisabled();
    expect(within(dialog).getByLabelText('Site Start Year')).toBeDisabled();
    expect(within(dialog).getByLabelText('Photos')).toBeEnabled();
    const list = within(dialog).getByRole('list', { name: 'Photos in order' });
    const srcs = () =>
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('img')?.getAttribute('src'));
    expect(srcs()).toEqual(['/uploads/s1-1.jpg', '/uploads/s1-2.jpg']);
    // Move up makes photo 2 the cover.
    await ui.click(within(dialog).getByRole('button', { name: 'Move photo 2 up' }));
    expect(srcs()).toEqual(['/uploads/s1-2.jpg', '/uploads/s1-1.jpg']);
    expect(within(list).getByRole('listitem', { name: 'Photo 1 (cover)' }).querySelector('img')).toHaveAttribute(
      'src',
      '/uploads/s1-2.jpg',
    );
    await ui.click(within(dialog).getByRole('button', { name: 'Remove photo 2' }));
    await ui.upload(within(dialog).getByLabelText('Photos'), imageFile('new.png'));
    expect(within(list).getByRole('listitem', { name: 'Photo 2, new: new.png' })).toBeInTheDocument();
    // The new photo becomes the cover, with words; the kept one gets a caption.
    await ui.click(within(dialog).getByRole('button', { name: 'Move photo 2 up' }));
    await ui.type(within(dialog).getByLabelText('Caption of photo 1'), 'New entrance');
    await ui.type(within(dialog).getByLabelText('Alt text of photo 1'), 'Glass entrance with a canopy');
    await ui.type(within(dialog).getByLabelText('Caption of photo 2'), 'Lobby');
    await ui.upload(within(dialog).getByLabelText('Site Video'), new File(['v'], 'clip.mp4', { type: 'video/mp4' }));
    expect(await within(dialog).findByLabelText('Video preview')).toBeInTheDocument();
    await ui.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Site updated successfully.')).toBeInTheDocument();
    expect(body().keepPhotos).toEqual([JSON.stringify(['new:0', '/uploads/s1-2.jpg'])]);
    expect(body().photoCaptions).toEqual([JSON.stringify(['New entrance', 'Lobby'])]);
    expect(body().photoAlts).toEqual([JSON.stringify(['Glass entrance with a canopy', ''])]);
    expect(body().photos).toHaveLength(1);
    expect(body().video).toHaveLength(1);
    expect(body().siteName).toBeUndefined();
    // No field of the other power (contract SITE_FIELDS) is sent: the server would refuse it.
    expect(Object.keys(body()).filter((name) => SITE_FIELDS[name]?.power === 'edit-site-details')).toEqual([]);
    expect(body()).toMatchObject({ clientId: ['c1'], siteId: ['s1'] });
  }, 90_000);

  it('shows the stored captions and alt texts for editing, refuses a caption that is too long, and sends cleared words', async () => {
    db.clients[0].sites[0].photoCaptions = ['Lobby', 'Atrium'];
    db.clients[0].sites[0].photoAlts = ['Lobby with a timber screen', ''];
    const { ui } = renderApp(PATH, { user: ADMIN });
    await ui.click(await screen.findByRole('button', { name: 'Edit Head Office' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Site Details' });
    expect(within(dialog).getByLabelText('Caption of photo 1')).toHaveValue('Lobby');
    expect(within(dialog).getByLabelText('Alt text of photo 1')).toHaveValue('Lobby with a timber screen');
    expect(within(dialog).getByLabelText('Caption of photo 2')).toHaveValue('Atrium');
    fill(within(dialog).getByLabelText('Caption of photo 2'), 'x'.repeat(201));
    await ui.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('At most 200 characters.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Caption of photo 2')).toHaveAttribute('aria-invalid', 'true');
    expect(hits('PATCH', '/api/v1/clients/updateSite')).toBe(0);
    fill(within(dialog).getByLabelText('Caption of photo 2'), '');
    fill(within(dialog).getByLabelText('Caption of photo 1'), '');
    fill(within(dialog).getByLabelText('Alt text of photo 1'), '');
    await ui.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Site updated successfully.')).toBeInTheDocument();
    expect(body().photoCaptions).toEqual([JSON.stringify(['', ''])]);
    expect(body().photoAlts).toEqual([JSON.stringify(['', ''])]);
    expect(body().keepPhotos).toEqual([JSON.stringify(['/uploads/s1-1.jpg', '/uploads/s1-2.jpg'])]);
  }, 90_000);

  it('requires at least one photo', async () => {
    const { ui } = renderApp(PATH, { user: ADMIN });
    await ui.click(await screen.findByRole('button', { name: 'Edit Head Office' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Site Details' });
    await ui.click(within(dialog).getByRole('button', { name: 'Remove photo 2' }));
    await ui.click(within(dialog).getByRole('button', { name: 'Remove photo 1' }));
    await ui.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please upload at least one photo.')).toBeInTheDocument();
    expect(hits('PATCH', '/api/v1/clients/updateSite')).toBe(0);
  });

  it('details-only editors: photo inputs disabled; Completed asks the completion month and year and sends them; the list reloads', async () => {
    const { ui } = renderApp(PATH, { user: userWith({ powers: { 'edit-site-details': true } }) });
    await ui.click(await screen.findByRole('button', { name: 'Edit City Hospital' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Site Details' });
    expect(within(dialog).getByLabelText('Photos')).toBeDisabled();
    expect(within(dialog).getByLabelText('Caption of photo 1')).toBeDisabled();
    expect(within(dialog).getByLabelText('Site Video')).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Remove photo 1' })).toBeDisabled();
    fill(within(dialog).getByLabelText('Site Name'), 'General Hospital');
    fill(within(dialog).getByLabelText('Project Scope'), '');
    await ui.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Project Scope is required.')).toBeInTheDocument();
    fill(within(dialog).getByLabelText('Project Scope'), 'design and build');
    await ui.click(within(dialog).getByLabelText('Completed'));
    // Completed needs its date: the message shows on the completion field and nothing is sent.
    await ui.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(MESSAGES.siteEndRequired)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Completion Year')).toHaveAttribute('aria-invalid', 'true');
    expect(hits('PATCH', '/api/v1/clients/updateSite')).toBe(0);
    // Completed asks when: not before the start year (2023), not in the future, month and year together.
    fill(within(dialog).getByLabelText('Completion Year'), '2022');
    await ui.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(MESSAGES.siteEndIncomplete)).toBeInTheDocument();
    await choose(ui, 'Completion Month', 'March');
    await ui.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(MESSAGES.siteEndBeforeStart)).toBeInTheDocument();
    fill(within(dialog).getByLabelText('Completion Year'), String(currentYear() + 1));
    await ui.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(MESSAGES.siteEndInFuture)).toBeInTheDocument();
    fill(within(dialog).getByLabelText('Completion Year'), '2024');
    await ui.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Site updated successfully.')).toBeInTheDocument();
    // The panel above the list leads on to the project's page under its new name (the toast is its text alone).
    const panel = (await screen.findByText('General Hospital saved')).closest('.dash-saved-panel') as HTMLElement;
    expect(within(panel).getByRole('link', { name: /View on website/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/projects\/client\/[a-z0-9-]+\/general-hospital$/),
    );
    expect(body()).toMatchObject({
      siteName: ['General Hospital'],
      site_ongoing: ['false'],
      site_end: ['2024-03'],
      project_scope: ['design and build'],
    });
    expect(body().keepPhotos).toBeUndefined();
    expect(Object.keys(body()).filter((name) => SITE_FIELDS[name]?.power === 'edit-site-photos')).toEqual([]);
    expect(await screen.findByRole('article', { name: 'General Hospital' })).toBeInTheDocument();
  }, 90_000);

  it('the saved toast closes after 1500 ms; the panel above the list stays until the next edit', async () => {
    const { ui } = renderApp(PATH, { user: ADMIN });
    await ui.click(await screen.findByRole('button', { name: 'Edit City Hospital' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Site Details' });
    fill(within(dialog).getByLabelText('Project Scope'), 'Fit-out');
    clock.start();
    await ui.click(within(dialog).getByRole('button', { name: 'Save' }));
    const toast = () => screen.queryByText('Site updated successfully.');
    await clock.settle(() => !!toast() && !!screen.queryByText('City Hospital saved'));
    expect(within(toast()!.closest('.ant-notification-notice')!).queryByRole('link')).not.toBeInTheDocument();
    await clock.advance(1400);
    expect(toast()).toBeInTheDocument();
    await clock.advance(200);
    await clock.settle(() => !toast());
    await clock.advance(60_000);
    const panel = screen.getByText('City Hospital saved').closest('.dash-saved-panel') as HTMLElement;
    expect(within(panel).getByRole('link', { name: /View on website/ })).toHaveAttribute('target', '_blank');
    clock.stop();
    await ui.click(screen.getByRole('button', { name: 'Edit City Hospital' }));
    await waitFor(() => expect(screen.queryByText('City Hospital saved')).not.toBeInTheDocument());
  }, 90_000);

  it('shows the stored key facts in the edit form and sends a cleared contract value as blank', async () => {
    const site = db.clients[0].sites.find((s) => s.siteName === 'city hospital')!;
    Object.assign(site, {
      contractValue: 45_000_000,
      valueBand: '₹1–5 crore',
      deliveryModel: 'turnkey',
      greenRating: 'GRIHA 4 star',
      safeManHours: 90_000,
      referenceAllowed: true,
    });
    const { ui } = renderApp(PATH, { user: ADMIN });
    await ui.click(await screen.findByRole('button', { name: 'Edit City Hospital' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Site Details' });
    const facts = within(dialog).getByRole('group', { name: 'Key facts (optional)' });
    expect(within(facts).getByLabelText('Contract value (₹)')).toHaveValue('4,50,00,000');
    expect(within(facts).getByText('Visitors see only the band: ₹1–5 crore.')).toBeInTheDocument();
    expect(within(facts).getByTitle('Turnkey')).toBeInTheDocument();
    expect(within(facts).getByLabelText('Green rating')).toHaveValue('GRIHA 4 star');
    expect(within(facts).getByLabelText('Safe man-hours')).toHaveValue('90,000');
    expect(within(facts).getByLabelText('The client agreed to be named as a reference')).toBeChecked();
    fill(within(facts).getByLabelText('Contract value (₹)'), '');
    await ui.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Site updated successfully.')).toBeInTheDocument();
    expect(body()).toMatchObject({
      contractValue: [''],
      deliveryModel: ['turnkey'],
      greenRating: ['GRIHA 4 star'],
      safeManHours: ['90000'],
      referenceAllowed: ['true'],
    });
  });

  it('shows whether a project is featured in the edit form and sends the changed flag', async () => {
    const site = db.clients[0].sites.find((s) => s.siteName === 'city hospital')!;
    Object.assign(site, { featured: true });
    const { ui } = renderApp(PATH, { user: ADMIN });
    await ui.click(await screen.findByRole('button', { name: 'Edit City Hospital' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Site Details' });
    const featured = within(dialog).getByRole('checkbox', { name: 'Featured' });
    expect(featured).toBeChecked();
    await ui.click(featured);
    expect(featured).not.toBeChecked();
    await ui.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Site updated successfully.')).toBeInTheDocument();
    expect(body()).toMatchObject({ featured: ['false'] });
  });

  it("toasts 'Site update failed.' on failure", async () => {
    failNext('patch', '/api/v1/clients/updateSite', 500);
    const { ui } = renderApp(PATH, { user: ADMIN });
    await ui.click(await screen.findByRole('button', { name: 'Edit Head Office' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Site Details' });
    await ui.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Site update failed.')).toBeInTheDocument();
    // a completed site keeps its stored completion month and year
    expect(body().site_end).toEqual(['2021-03']);
  });

  it('removes a site after confirmation and reloads; a failure toasts', async () => {
    const { ui } = renderApp(PATH, { user: ADMIN });
    await ui.click(await screen.findByRole('button', { name: 'Remove Head Office' }));
    let dialog = await screen.findByRole('dialog', { name: 'Confirm Deletion' });
    await ui.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Site deleted successfully.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Head Office' })).not.toBeInTheDocument());
    expect(lastCall('DELETE', '/api/v1/clients/removeSite')?.body).toEqual({ clientId: 'c1', siteId: 's1' });

    failNext('delete', '/api/v1/clients/removeSite', 500);
    await ui.click(screen.getByRole('button', { name: 'Remove City Hospital' }));
    await waitFor(() => expect(screen.getAllByRole('dialog', { name: 'Confirm Deletion' }).length).toBeGreaterThan(0));
    dialog = screen.getAllByRole('dialog', { name: 'Confirm Deletion' }).at(-1)!;
    await ui.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete site.')).toBeInTheDocument();
  });
});

describe('edit site modal guard', () => {
  it("says 'Missing site or client information.' without a site or client", async () => {
    const ui = userEvent.setup({ pointerEventsCheck: 0 });
    // The modal guards unsaved input with React Router's blocker, which needs a data router.
    const modal = <EditSiteModal client={undefined} site={undefined} canDetails canPhotos onClose={() => {}} />;
    render(
      <StyleProvider mock="server">
        <App>
          <RouterProvider router={createMemoryRouter([{ path: '/', element: modal }])} />
        </App>
      </StyleProvider>,
    );
    await ui.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Missing site or client information.')).toBeInTheDocument();
  });
});
