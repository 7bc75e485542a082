import { screen, waitFor, within } from '@testing-library/react';
import { fill, imageFile, renderApp } from '../../../test/renderApp';
import { ADMIN, userWith } from '../../../test/fixtures';
import { db, failNext, hits, lastCall, useMockApi } from '../../../test/server';
import { warmImports } from '../../../test/warm';

useMockApi();
warmImports(
  () => import('./EditCoverPage'),
  () => import('../../dashboard/DashboardLayout'),
);

const PATH = '/installer/dashboard/editcover';

describe('change client details', () => {
  it('lists client cards with logo, title-cased name and Total Sites, and filters case-insensitively', async () => {
    renderApp(PATH, { user: ADMIN });
    const acme = await screen.findByRole('article', { name: 'Acme Corp' });
    expect(within(acme).getByText('Total Sites: 2')).toBeInTheDocument();
    expect(within(acme).getByAltText('Acme Corp logo')).toHaveAttribute('src', '/uploads/acme.png');
    fill(screen.getByPlaceholderText('Search clients...'), 'BETA');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Acme Corp' })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Beta Builders' })).toBeInTheDocument();
    fill(screen.getByPlaceholderText('Search clients...'), 'zzz');
    expect(await screen.findByText('No matching clients found.')).toBeInTheDocument();
  });

  it('shows a page of cards and the page links when there are many clients, searching on the server', async () => {
    db.clients = Array.from({ length: 30 }, (_, i) => ({
      _id: `k${i}`,
      name: `client ${String(i).padStart(2, '0')}`,
      coverPhoto: null,
      totalSites: 1,
      sites: [],
    }));
    const { ui } = renderApp(PATH, { user: ADMIN });
    expect(await screen.findByRole('article', { name: 'Client 00' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(24);
    expect(screen.getByText('30 in all')).toBeInTheDocument();
    await ui.click(within(screen.getByRole('navigation', { name: 'Client pages' })).getByText('2'));
    expect(await screen.findByRole('article', { name: 'Client 29' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(6);

    const before = hits('GET', '/api/v1/clients/searchClients');
    fill(screen.getByPlaceholderText('Search clients...'), '07');
    expect(await screen.findByRole('article', { name: 'Client 07' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    // One request for the search (typing pauses are debounced), back on page 1.
    expect(hits('GET', '/api/v1/clients/searchClients')).toBe(before + 1);
  });

  it('opens client/{name} when a card is clicked', async () => {
    const { ui, router } = renderApp(PATH, { user: ADMIN });
    const acme = await screen.findByRole('article', { name: 'Acme Corp' });
    await ui.click(within(acme).getByText('Acme Corp'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/installer/dashboard/client/acme%20corp'));
    expect(await screen.findByRole('heading', { name: 'Acme Corp', level: 2 })).toBeInTheDocument();
  });

  it('shows Edit only with edit-cover-details and Remove only with remove-client', async () => {
    renderApp(PATH, { user: userWith({ powers: { 'edit-site-details': true } }) });
    const acme = await screen.findByRole('article', { name: 'Acme Corp' });
    expect(within(acme).queryByRole('button', { name: 'Edit Acme Corp' })).not.toBeInTheDocument();
    expect(within(acme).queryByRole('button', { name: 'Remove Acme Corp' })).not.toBeInTheDocument();
  });

  it.each([
    ['edit-cover-details', 'Edit Acme Corp', 'Remove Acme Corp'],
    ['remove-client', 'Remove Acme Corp', 'Edit Acme Corp'],
  ] as const)('with %s shows %s but not %s', async (power, shown, hidden) => {
    renderApp(PATH, { user: userWith({ powers: { [power]: true } }) });
    const acme = await screen.findByRole('article', { name: 'Acme Corp' });
    expect(within(acme).getByRole('button', { name: shown })).toBeInTheDocument();
    expect(within(acme).queryByRole('button', { name: hidden })).not.toBeInTheDocument();
  });

  it('edits the name and logo through the modal, then reloads the list', async () => {
    const { ui } = renderApp(PATH, { user: ADMIN });
    await ui.click(await screen.findByRole('button', { name: 'Edit Acme Corp' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Client' });
    expect(within(dialog).getByLabelText('Client Name')).toHaveValue('Acme Corp');
    fill(within(dialog).getByLabelText('Client Name'), 'Acme Group');
    await ui.upload(within(dialog).getByLabelText('Logo Image'), imageFile('logo.png'));
    const before = hits('GET', '/api/v1/clients/searchClients');
    await ui.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('article', { name: 'Acme Group' })).toBeInTheDocument();
    // The panel above the list leads on to the client's page under its new name (the toast is its text alone).
    const panel = (await screen.findByText('Acme Group saved')).closest('.dash-saved-panel') as HTMLElement;
    expect(within(panel).getByRole('link', { name: /View on website/ })).toHaveAttribute(
      'href',
      '/projects/client/acme-group',
    );
    // The next edit clears it.
    await ui.click(screen.getByRole('button', { name: 'Edit Acme Group' }));
    await waitFor(() => expect(screen.queryByText('Acme Group saved')).not.toBeInTheDocument());
    const body = lastCall('PATCH', '/api/v1/clients/updateClient/c1')?.body as Record<string, unknown[]>;
    expect(body.name).toEqual(['Acme Group']);
    expect(body.coverPhoto).toHaveLength(1);
    expect(hits('GET', '/api/v1/clients/searchClients')).toBeGreaterThan(before);
  });

  it("refuses another client's name and toasts 'Failed to update client.' on failure", async () => {
    failNext('patch', '/api/v1/clients/updateClient/:id', 500);
    const { ui } = renderApp(PATH, { user: ADMIN });
    await ui.click(await screen.findByRole('button', { name: 'Edit Acme Corp' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Client' });
    fill(within(dialog).getByLabelText('Client Name'), 'beta builders');
    await ui.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(
      await within(dialog).findByText('Client already exists. Please select from existing clients.'),
    ).toBeInTheDocument();
    fill(within(dialog).getByLabelText('Client Name'), 'Acme 2');
    await ui.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Failed to update client.')).toBeInTheDocument();
  });

  it('removes a client after confirmation, toasts, and reloads', async () => {
    const { ui } = renderApp(PATH, { user: ADMIN });
    await ui.click(await screen.findByRole('button', { name: 'Remove Beta Builders' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Deletion' });
    await ui.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Client deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Beta Builders' })).not.toBeInTheDocument());
    expect(lastCall('DELETE', '/api/v1/clients/deleteClient')?.body).toEqual({ clientId: 'c2' });
  });

  it("toasts 'Failed to delete client.' when removal fails", async () => {
    failNext('delete', '/api/v1/clients/deleteClient', 500);
    const { ui } = renderApp(PATH, { user: ADMIN });
    await ui.click(await screen.findByRole('button', { name: 'Remove Beta Builders' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Deletion' });
    await ui.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete client.')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Beta Builders' })).toBeInTheDocument();
  });
});
