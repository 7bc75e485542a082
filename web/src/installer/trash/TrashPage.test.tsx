import { screen, waitFor, within } from '@testing-library/react';
import { DASHBOARD_TEXT as TEXT, MESSAGES } from '@portfolio/contract';
import { renderApp } from '../../test/renderApp';
import { testClock } from '../../test/clock';
import { ADMIN, userWith } from '../../test/fixtures';
import { db, hits, useMockApi } from '../../test/server';
import { warmImports } from '../../test/warm';

useMockApi();
const clock = testClock();
afterEach(() => clock.stop());
warmImports(
  () => import('./TrashPage'),
  () => import('../projects/clients/EditCoverPage'),
  () => import('../posts/AddAwardsPage'),
  () => import('../dashboard/DashboardLayout'),
);

const TRASH = '/installer/dashboard/trash';

describe('the Trash screen', () => {
  it('lists what was removed, by whom and when, and restores a client into the lists', async () => {
    const { ui, router } = renderApp(TRASH, { user: ADMIN });
    const card = await screen.findByRole('article', { name: 'Gamma Homes' });
    expect(within(card).getByText('Client')).toBeInTheDocument();
    expect(within(card).getByText(/Removed by staff@example\.com on/)).toBeInTheDocument();
    expect(within(card).getByText(/4 files, deleted for ever on/)).toBeInTheDocument();

    await ui.click(within(card).getByRole('button', { name: 'Restore Gamma Homes' }));
    expect(await screen.findByText(MESSAGES.restored)).toBeInTheDocument();
    expect(await screen.findByText('The Trash is empty.')).toBeInTheDocument();
    expect(hits('POST', '/api/v1/trash/t1/restore')).toBe(1);

    await router.navigate('/installer/dashboard/editcover');
    expect(await screen.findByRole('article', { name: 'Gamma Homes' })).toBeInTheDocument();
  });

  it("shows the server's 409 when the client's name was taken again, and keeps the item", async () => {
    db.clients.push({ _id: 'c9', name: 'gamma homes', coverPhoto: null, totalSites: 0, sites: [] });
    const { ui } = renderApp(TRASH, { user: ADMIN });
    await ui.click(await screen.findByRole('button', { name: 'Restore Gamma Homes' }));
    expect(await screen.findByText(MESSAGES.restoreNameTaken('gamma homes'))).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Gamma Homes' })).toBeInTheDocument();
  });

  it('deletes for ever only after confirmation', async () => {
    const { ui } = renderApp(TRASH, { user: ADMIN });
    await ui.click(await screen.findByRole('button', { name: 'Delete for ever Gamma Homes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Deletion' });
    expect(
      within(dialog).getByText('Delete "Gamma Homes" and its files for ever? This cannot be undone.'),
    ).toBeInTheDocument();
    await ui.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(hits('DELETE', '/api/v1/trash/t1')).toBe(0);

    await ui.click(screen.getByRole('button', { name: 'Delete for ever Gamma Homes' }));
    await ui.click(
      within(await screen.findByRole('dialog', { name: 'Confirm Deletion' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('The Trash is empty.')).toBeInTheDocument();
    expect(hits('DELETE', '/api/v1/trash/t1')).toBe(1);
  });

  it('is for status users only: others are sent to the dashboard home and see no Trash link', async () => {
    const { router } = renderApp(TRASH, { user: userWith({ powers: { 'remove-client': true } }) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/installer/dashboard'));
    expect(screen.queryByRole('link', { name: 'Trash' })).not.toBeInTheDocument();
    expect(hits('GET', '/api/v1/trash')).toBe(0);
  });
});

describe('Undo after a removal: the toast keeps to 1500 ms, Undo stays on the page', () => {
  it('removing a client toasts with Undo; Undo restores it and it is back in the list', async () => {
    const { ui } = renderApp('/installer/dashboard/editcover', {
      user: userWith({ status: false, powers: { 'remove-client': true } }),
    });
    await ui.click(await screen.findByRole('button', { name: 'Remove Beta Builders' }));
    await ui.click(
      within(await screen.findByRole('dialog', { name: 'Confirm Deletion' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Client deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Beta Builders' })).not.toBeInTheDocument());
    const trashId = db.trash[0].item._id;
    expect(db.trash[0].item).toMatchObject({ kind: 'client', label: 'beta builders' });

    await ui.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('article', { name: 'Beta Builders' })).toBeInTheDocument();
    expect(await screen.findByText(MESSAGES.restored)).toBeInTheDocument();
    expect(hits('POST', `/api/v1/trash/${trashId}/restore`)).toBe(1);
    // The panel closes once Undo is used.
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });

  it('the removal toast closes after 1500 ms while the panel with Undo stays', async () => {
    const { ui } = renderApp('/installer/dashboard/editcover', {
      user: userWith({ status: false, powers: { 'remove-client': true } }),
    });
    await ui.click(await screen.findByRole('button', { name: 'Remove Beta Builders' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Deletion' });
    clock.start();
    await ui.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const toast = () => screen.queryByText('Client deleted successfully');
    await clock.settle(() => !!toast() && !!screen.queryByRole('button', { name: 'Undo' }));
    await clock.advance(1400);
    expect(toast()).toBeInTheDocument();
    await clock.advance(200);
    await clock.settle(() => !toast());
    await clock.advance(60_000);
    expect(screen.getByText(TEXT.inTrash).closest('.dash-undo-panel')).toContainElement(
      screen.getByRole('button', { name: 'Undo' }),
    );
  });

  it('removing a post offers Undo too, and Undo puts the post back', async () => {
    const { ui } = renderApp('/installer/dashboard/add-awards', { user: ADMIN });
    await ui.click(await screen.findByRole('button', { name: /Delete Best builder/ }));
    await ui.click(
      within(await screen.findByRole('dialog', { name: 'Confirm Deletion' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('"Best builder" deleted.')).toBeInTheDocument();
    expect(screen.getByText('Post deleted successfully!')).toBeInTheDocument();
    expect(await screen.findByText('All Posts (0)')).toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('All Posts (1)')).toBeInTheDocument();
    // Both the toast and the page's banner saying it was deleted go away.
    await waitFor(() => expect(screen.queryByText('"Best builder" deleted.')).not.toBeInTheDocument());
    expect(screen.queryByText('Post deleted successfully!')).not.toBeInTheDocument();
  });
});
