import { screen, waitFor, within } from '@testing-library/react';
import { fill, renderApp } from '../../../test/renderApp';
import { ADMIN, userWith } from '../../../test/fixtures';
import { lastCall, useMockApi } from '../../../test/server';
import { warmImports } from '../../../test/warm';

useMockApi();
// Load the lazy chunks once up front so the first test does not pay for transforming antd.
warmImports(
  () => import('./AddUserPage'),
  () => import('../../dashboard/DashboardLayout'),
);

describe('add user', () => {
  it('requires email and password', async () => {
    const { ui } = renderApp('/installer/dashboard/adduser', { user: ADMIN });
    await ui.click(await screen.findByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Email and password are required')).toBeInTheDocument();
    expect(lastCall('POST', '/api/v1/user/register')).toBeUndefined();
  });

  it("registers, toasts the message and lands on the new user's row", async () => {
    const { ui, router } = renderApp('/installer/dashboard/adduser', { user: ADMIN });
    fill(await screen.findByLabelText('Email'), 'new@example.com');
    fill(screen.getByLabelText('Password'), 'long-enough-1');
    await ui.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('User registered')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/installer/dashboard/users'));
    expect(within(await screen.findByRole('row', { name: 'new@example.com' })).getByText('New')).toBeInTheDocument();
    expect(lastCall('POST', '/api/v1/user/register')?.body).toEqual({
      email: 'new@example.com',
      password: 'long-enough-1',
    });
    // The toast is the message alone (it closes after 1500 ms): no links in it.
    expect(screen.queryByRole('navigation', { name: 'Next steps' })).not.toBeInTheDocument();
    // Nothing chosen: no access calls.
    expect(lastCall('PUT', '/api/v1/user/updatePowers/u9')).toBeUndefined();
    expect(lastCall('PUT', '/api/v1/user/updateStatus/u9')).toBeUndefined();
  });

  it('sets the chosen powers and admin flag with the new account', async () => {
    const { ui } = renderApp('/installer/dashboard/adduser', { user: ADMIN });
    fill(await screen.findByLabelText('Email'), 'lead@example.com');
    fill(screen.getByLabelText('Password'), 'long-enough-1');
    await ui.click(screen.getByRole('checkbox', { name: /Add clients/ }));
    await ui.click(screen.getByRole('checkbox', { name: /Edit site photos/ }));
    await ui.click(screen.getByRole('switch', { name: 'Admin' }));
    await ui.click(screen.getByRole('button', { name: 'Register' }));
    const newRow = await screen.findByRole('row', { name: 'lead@example.com' });
    expect(lastCall('PUT', '/api/v1/user/updatePowers/u9')?.body).toEqual({
      'add-client': true,
      'edit-site-photos': true,
    });
    expect(lastCall('PUT', '/api/v1/user/updateStatus/u9')?.body).toEqual({ status: true });
    await waitFor(() => expect(within(newRow).getByRole('checkbox', { name: 'Add clients' })).toBeChecked());
  });

  it('offers no powers to a user who may add users but not manage them (no status flag), and returns home', async () => {
    const { ui, router } = renderApp('/installer/dashboard/adduser', {
      user: userWith({ powers: { 'add-user': true } }),
    });
    fill(await screen.findByLabelText('Email'), 'new@example.com');
    expect(screen.queryByRole('checkbox', { name: /Add clients/ })).not.toBeInTheDocument();
    fill(screen.getByLabelText('Password'), 'long-enough-1');
    await ui.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/installer/dashboard'));
  });

  it("shows the server's message on failure", async () => {
    const { ui } = renderApp('/installer/dashboard/adduser', { user: ADMIN });
    fill(await screen.findByLabelText('Email'), 'staff@example.com');
    fill(screen.getByLabelText('Password'), 'long-enough-1');
    await ui.click(screen.getByRole('button', { name: 'Register' }));
    expect((await screen.findAllByText('A user with this email already exists.')).length).toBeGreaterThan(0);
  });

  it('checks the email format and the password length (contract rules)', async () => {
    const { ui } = renderApp('/installer/dashboard/adduser', { user: ADMIN });
    fill(await screen.findByLabelText('Email'), 'not-an-email');
    fill(screen.getByLabelText('Password'), 'long-enough-1');
    await ui.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    fill(screen.getByLabelText('Email'), 'new@example.com');
    fill(screen.getByLabelText('Password'), 'short');
    await ui.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Password must be at least 8 characters.')).toBeInTheDocument();
    expect(lastCall('POST', '/api/v1/user/register')).toBeUndefined();
  });
});
