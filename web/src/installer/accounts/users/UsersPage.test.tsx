import { screen, waitFor, within } from '@testing-library/react';
import { ADMIN_FLAG_TEXT, MESSAGES, POWER_TEXT, POWERS } from '@portfolio/contract';
import { fill, renderApp } from '../../../test/renderApp';
import { ADMIN } from '../../../test/fixtures';
import { http, HttpResponse, delay } from 'msw';
import { db, failNext, hits, lastCall, server, useMockApi } from '../../../test/server';
import { warmImports } from '../../../test/warm';

useMockApi();
// Load the lazy chunks once up front so the first test does not pay for transforming antd.
warmImports(
  () => import('./UsersPage'),
  () => import('../../dashboard/DashboardLayout'),
);

const row = async (email: string) => screen.findByRole('row', { name: email });
const box = (r: HTMLElement, power: keyof typeof POWER_TEXT) =>
  within(r).getByRole('checkbox', { name: POWER_TEXT[power].label });
const applyButton = () => screen.queryByRole('button', { name: 'Apply Changes' });
const pendingCells = (r: HTMLElement) => r.querySelectorAll('.perm-cell--pending').length;

describe('users screen: the permissions table', () => {
  it('shows one row per user with the admin flag and the seven powers as columns in plain words', async () => {
    renderApp('/installer/dashboard/users', { user: ADMIN });
    const staff = await row('staff@example.com');
    expect(await row('admin@example.com')).toBeInTheDocument();
    const headings = screen.getAllByRole('columnheader').map((h) => h.textContent?.trim());
    expect(headings).toEqual(
      expect.arrayContaining([
        ADMIN_FLAG_TEXT.label,
        'Add users',
        'Remove projects',
        'Edit site photos',
        ...POWERS.map((p) => POWER_TEXT[p].label),
      ]),
    );
    expect(within(staff).getAllByRole('checkbox')).toHaveLength(7);
    expect(box(staff, 'add-client')).toBeChecked();
    expect(box(staff, 'add-user')).not.toBeChecked();
    expect(within(staff).getByRole('switch', { name: 'Admin flag of staff@example.com' })).not.toBeChecked();
    expect(applyButton()).not.toBeInTheDocument();
  });

  it('says what a power allows in its heading tooltip', async () => {
    const { ui } = renderApp('/installer/dashboard/users', { user: ADMIN });
    await row('staff@example.com');
    const heading = screen
      .getAllByRole('columnheader')
      .find((h) => h.textContent?.trim() === POWER_TEXT['remove-project'].label)!;
    await ui.hover(within(heading).getByText(POWER_TEXT['remove-project'].label));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(POWER_TEXT['remove-project'].help);
  });

  it('highlights pending changes; one Apply Changes sends every changed user (powers and admin flag) and reloads', async () => {
    const { ui } = renderApp('/installer/dashboard/users', { user: ADMIN });
    const staff = await row('staff@example.com');
    const admin = await row('admin@example.com');
    await ui.click(box(staff, 'remove-client'));
    await ui.click(box(staff, 'add-user'));
    await ui.click(box(staff, 'add-user')); // back to the stored value: not a change
    await ui.click(within(staff).getByRole('switch', { name: 'Admin flag of staff@example.com' }));
    await ui.click(box(admin, 'edit-site-photos'));
    expect(pendingCells(staff)).toBe(2);
    expect(pendingCells(admin)).toBe(1);
    expect(screen.getByRole('region', { name: 'Unsaved changes' })).toHaveTextContent('3 changes for 2 users');
    expect(hits('PUT', '/api/v1/user/updatePowers/u2')).toBe(0);

    const before = hits('GET', '/api/v1/user/getAllUsers');
    await ui.click(applyButton()!);
    await waitFor(() => expect(applyButton()).not.toBeInTheDocument());
    expect(lastCall('PUT', '/api/v1/user/updatePowers/u2')?.body).toEqual({ 'remove-client': true });
    expect(lastCall('PUT', '/api/v1/user/updateStatus/u2')?.body).toEqual({ status: true });
    expect(lastCall('PUT', '/api/v1/user/updatePowers/me')?.body).toEqual({ 'edit-site-photos': false });
    expect(hits('GET', '/api/v1/user/getAllUsers')).toBeGreaterThan(before);
    const after = await row('staff@example.com');
    await waitFor(() => expect(box(after, 'remove-client')).toBeChecked());
    expect(within(after).getByRole('switch', { name: 'Admin flag of staff@example.com' })).toBeChecked();
    expect(pendingCells(after)).toBe(0);
  });

  it('Cancel reverts every pending change without a call', async () => {
    const { ui } = renderApp('/installer/dashboard/users', { user: ADMIN });
    const staff = await row('staff@example.com');
    await ui.click(box(staff, 'add-client'));
    await ui.click(box(staff, 'edit-site-details'));
    expect(box(staff, 'add-client')).not.toBeChecked();
    await ui.click(
      within(screen.getByRole('region', { name: 'Unsaved changes' })).getByRole('button', { name: 'Cancel' }),
    );
    expect(applyButton()).not.toBeInTheDocument();
    expect(box(staff, 'add-client')).toBeChecked();
    expect(box(staff, 'edit-site-details')).not.toBeChecked();
    expect(pendingCells(staff)).toBe(0);
    expect(hits('PUT', '/api/v1/user/updatePowers/u2')).toBe(0);
  });

  it('only logs a failed apply (no message) and keeps the pending change', async () => {
    failNext('put', '/api/v1/user/updatePowers/:id', 500);
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { ui } = renderApp('/installer/dashboard/users', { user: ADMIN });
    const staff = await row('staff@example.com');
    await ui.click(box(staff, 'remove-project'));
    await ui.click(applyButton()!);
    await waitFor(() => expect(log).toHaveBeenCalled());
    await waitFor(() => expect(applyButton()).toBeEnabled());
    expect(box(staff, 'remove-project')).toBeChecked();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    log.mockRestore();
  });

  it("locks one's own admin flag on", async () => {
    renderApp('/installer/dashboard/users', { user: ADMIN });
    const own = within(await row('admin@example.com')).getByRole('switch', { name: 'Admin flag of admin@example.com' });
    expect(own).toBeChecked();
    expect(own).toBeDisabled();
  });

  it('marks the row of a user just added', async () => {
    renderApp('/installer/dashboard/users?new=u2', { user: ADMIN });
    const staff = await row('staff@example.com');
    expect(within(staff).getByText('New')).toBeInTheDocument();
    expect(within(await row('admin@example.com')).queryByText('New')).not.toBeInTheDocument();
  });

  it('shows a loading state while the list loads', async () => {
    server.use(
      http.get('*/api/v1/user/getAllUsers', async () => {
        await delay(300);
        return HttpResponse.json(db.users);
      }),
    );
    renderApp('/installer/dashboard/users', { user: ADMIN });
    expect(await screen.findByText('Loading users...')).toBeInTheDocument();
    expect(await row('staff@example.com')).toBeInTheDocument();
    expect(screen.queryByText('Loading users...')).not.toBeInTheDocument();
  });
});

describe('users screen: reset, email, delete', () => {
  it('sends a user a password reset email and toasts the answer', async () => {
    const { ui } = renderApp('/installer/dashboard/users', { user: ADMIN });
    const staff = await row('staff@example.com');
    await ui.click(within(staff).getByRole('button', { name: 'Reset password of staff@example.com' }));
    expect(await screen.findByText('A password reset email has been sent to staff@example.com.')).toBeInTheDocument();
    expect(hits('POST', '/api/v1/user/sendPasswordReset/u2')).toBe(1);
  });

  it("changes a user's email, showing the server's 409 when it is taken and a malformed one before sending", async () => {
    const { ui } = renderApp('/installer/dashboard/users', { user: ADMIN });
    const staff = await row('staff@example.com');
    await ui.click(within(staff).getByRole('button', { name: 'Change email of staff@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change email of staff@example.com' });
    const input = within(dialog).getByLabelText('New email');
    fill(input, 'not-an-email');
    await ui.click(within(dialog).getByRole('button', { name: 'Save email' }));
    expect(await within(dialog).findByText(MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(hits('PUT', '/api/v1/user/updateEmail/u2')).toBe(0);

    fill(input, 'ADMIN@example.com');
    await ui.click(within(dialog).getByRole('button', { name: 'Save email' }));
    expect(await within(dialog).findByText(MESSAGES.emailTaken)).toBeInTheDocument();

    fill(input, ' Site.Lead@Example.com ');
    await ui.click(within(dialog).getByRole('button', { name: 'Save email' }));
    expect(await row('site.lead@example.com')).toBeInTheDocument();
    expect(lastCall('PUT', '/api/v1/user/updateEmail/u2')?.body).toEqual({ email: 'site.lead@example.com' });
    expect(screen.queryByRole('row', { name: 'staff@example.com' })).not.toBeInTheDocument();
  });

  it('asks to Confirm Deletion; Cancel keeps the user', async () => {
    const { ui } = renderApp('/installer/dashboard/users', { user: ADMIN });
    await row('staff@example.com');
    await ui.click(screen.getByRole('button', { name: 'Delete staff@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Deletion' });
    expect(within(dialog).getByText('Are you sure you want to delete this user?')).toBeInTheDocument();
    await ui.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirm Deletion' })).not.toBeInTheDocument());
    expect(hits('DELETE', '/api/v1/user/deleteUser/u2')).toBe(0);
    expect(screen.getByRole('row', { name: 'staff@example.com' })).toBeInTheDocument();
  });

  it('deletes the confirmed user and reloads the list', async () => {
    const { ui } = renderApp('/installer/dashboard/users', { user: ADMIN });
    await row('staff@example.com');
    await ui.click(screen.getByRole('button', { name: 'Delete staff@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Deletion' });
    await ui.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: 'staff@example.com' })).not.toBeInTheDocument());
    expect(hits('DELETE', '/api/v1/user/deleteUser/u2')).toBe(1);
    expect(hits('GET', '/api/v1/user/getAllUsers')).toBeGreaterThan(1);
  });
});
