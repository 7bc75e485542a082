import { screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from '@portfolio/contract';
import { fill, renderApp } from '../../test/renderApp';
import { ADMIN } from '../../test/fixtures';
import { http, HttpResponse, delay } from 'msw';
import { db, failNext, hits, lastCall, server, useMockApi } from '../../test/server';

useMockApi();
// Load the lazy chunks once up front so the first test does not pay for transforming antd.
beforeAll(() => Promise.all([import('./UsersPage'), import('../dashboard/DashboardLayout')]), 60000);

const card = async (email: string) => screen.findByRole('group', { name: email });

describe('users screen', () => {
  it('lists users with seven labelled power checkboxes; Apply Changes sends only the changed powers and reloads', async () => {
    const { ui } = renderApp('/installer/dashboard/users', { user: ADMIN });
    const staff = await card('staff@example.com');
    expect(await card('admin@example.com')).toBeInTheDocument();
    expect(within(staff).getAllByRole('checkbox')).toHaveLength(7);
    expect(within(staff).getByLabelText('add-client')).toBeChecked();
    expect(within(staff).queryByRole('button', { name: 'Apply Changes' })).not.toBeInTheDocument();

    await ui.click(within(staff).getByLabelText('remove-client'));
    await ui.click(within(staff).getByLabelText('add-user'));
    await ui.click(within(staff).getByLabelText('add-user')); // back to the stored value: not a change
    const apply = within(staff).getByRole('button', { name: 'Apply Changes' });
    const before = hits('GET', '/api/v1/user/getAllUsers');
    await ui.click(apply);

    await waitFor(() => expect(lastCall('PUT', '/api/v1/user/updatePowers/u2')?.body).toEqual({ 'remove-client': true }));
    await waitFor(() => expect(within(staff).queryByRole('button', { name: 'Apply Changes' })).not.toBeInTheDocument());
    expect(hits('GET', '/api/v1/user/getAllUsers')).toBeGreaterThan(before);
    expect(within(staff).getByLabelText('remove-client')).toBeChecked();
  });

  it('sends a user a password reset email and toasts the answer', async () => {
    const { ui } = renderApp('/installer/dashboard/users', { user: ADMIN });
    const staff = await card('staff@example.com');
    await ui.click(within(staff).getByRole('button', { name: 'Reset password of staff@example.com' }));
    expect(await screen.findByText('A password reset email has been sent to staff@example.com.')).toBeInTheDocument();
    expect(hits('POST', '/api/v1/user/sendPasswordReset/u2')).toBe(1);
  });

  it('keeps pending changes per user', async () => {
    const { ui } = renderApp('/installer/dashboard/users', { user: ADMIN });
    const staff = await card('staff@example.com');
    const admin = await card('admin@example.com');
    await ui.click(within(staff).getByLabelText('edit-site-photos'));
    expect(within(staff).getByRole('button', { name: 'Apply Changes' })).toBeInTheDocument();
    expect(within(admin).queryByRole('button', { name: 'Apply Changes' })).not.toBeInTheDocument();
  });

  it('asks to Confirm Deletion; Cancel keeps the user', async () => {
    const { ui } = renderApp('/installer/dashboard/users', { user: ADMIN });
    await card('staff@example.com');
    await ui.click(screen.getByRole('button', { name: 'Delete staff@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Deletion' });
    expect(within(dialog).getByText('Are you sure you want to delete this user?')).toBeInTheDocument();
    await ui.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirm Deletion' })).not.toBeInTheDocument());
    expect(hits('DELETE', '/api/v1/user/deleteUser/u2')).toBe(0);
    expect(screen.getByRole('group', { name: 'staff@example.com' })).toBeInTheDocument();
  });

  it('deletes the confirmed user and reloads the list', async () => {
    const { ui } = renderApp('/installer/dashboard/users', { user: ADMIN });
    await card('staff@example.com');
    await ui.click(screen.getByRole('button', { name: 'Delete staff@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Deletion' });
    await ui.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'staff@example.com' })).not.toBeInTheDocument());
    expect(hits('DELETE', '/api/v1/user/deleteUser/u2')).toBe(1);
    expect(hits('GET', '/api/v1/user/getAllUsers')).toBeGreaterThan(1);
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
    expect(await card('staff@example.com')).toBeInTheDocument();
    expect(screen.queryByText('Loading users...')).not.toBeInTheDocument();
  });

  it('only logs a failed apply (no message) and keeps the pending change', async () => {
    failNext('put', '/api/v1/user/updatePowers/:id', 500);
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { ui } = renderApp('/installer/dashboard/users', { user: ADMIN });
    const staff = await card('staff@example.com');
    await ui.click(within(staff).getByLabelText('remove-project'));
    await ui.click(within(staff).getByRole('button', { name: 'Apply Changes' }));
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(within(staff).getByRole('button', { name: 'Apply Changes' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    log.mockRestore();
  });
});

describe('admin flag and email (status users)', () => {
  it("turns another user's admin flag on; one's own is locked on", async () => {
    const { ui } = renderApp('/installer/dashboard/users', { user: ADMIN });
    const staff = await card('staff@example.com');
    const own = within(await card('admin@example.com')).getByRole('switch', { name: 'Admin flag of admin@example.com' });
    expect(own).toBeChecked();
    expect(own).toBeDisabled();
    const flag = within(staff).getByRole('switch', { name: 'Admin flag of staff@example.com' });
    expect(flag).not.toBeChecked();
    await ui.click(flag);
    await waitFor(() => expect(lastCall('PUT', '/api/v1/user/updateStatus/u2')?.body).toEqual({ status: true }));
    await waitFor(() => expect(within(staff).getByRole('switch', { name: 'Admin flag of staff@example.com' })).toBeChecked());
  });

  it("changes a user's email, showing the server's 409 when it is taken and a malformed one before sending", async () => {
    const { ui } = renderApp('/installer/dashboard/users', { user: ADMIN });
    const staff = await card('staff@example.com');
    await ui.click(within(staff).getByRole('button', { name: 'Change email of staff@example.com' }));
    const input = within(staff).getByLabelText('New email');
    fill(input, 'not-an-email');
    await ui.click(within(staff).getByRole('button', { name: 'Save email' }));
    expect(await within(staff).findByText(MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(hits('PUT', '/api/v1/user/updateEmail/u2')).toBe(0);

    fill(input, 'ADMIN@example.com');
    await ui.click(within(staff).getByRole('button', { name: 'Save email' }));
    expect(await within(staff).findByText(MESSAGES.emailTaken)).toBeInTheDocument();

    fill(input, ' Site.Lead@Example.com ');
    await ui.click(within(staff).getByRole('button', { name: 'Save email' }));
    expect(await card('site.lead@example.com')).toBeInTheDocument();
    expect(lastCall('PUT', '/api/v1/user/updateEmail/u2')?.body).toEqual({ email: 'site.lead@example.com' });
    expect(screen.queryByRole('group', { name: 'staff@example.com' })).not.toBeInTheDocument();
  });
});
