import { screen, waitFor } from '@testing-library/react';
import { fill, renderApp } from '../../test/renderApp';
import { ADMIN } from '../../test/fixtures';
import { lastCall, useMockApi } from '../../test/server';

useMockApi();
// Load the lazy chunks once up front so the first test does not pay for transforming antd.
beforeAll(() => Promise.all([import('./AddUserPage'), import('../dashboard/DashboardLayout')]), 60000);

describe('add user', () => {
  it('requires email and password', async () => {
    const { ui } = renderApp('/installer/dashboard/adduser', { user: ADMIN });
    await ui.click(await screen.findByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Email and password are required')).toBeInTheDocument();
    expect(lastCall('POST', '/api/v1/user/register')).toBeUndefined();
  });

  it('registers, toasts the message and returns to the dashboard', async () => {
    const { ui, router } = renderApp('/installer/dashboard/adduser', { user: ADMIN });
    fill(await screen.findByLabelText('Email'), 'new@example.com');
    fill(screen.getByLabelText('Password'), 'long-enough-1');
    await ui.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('User registered')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/installer/dashboard'));
    expect(lastCall('POST', '/api/v1/user/register')?.body).toEqual({ email: 'new@example.com', password: 'long-enough-1' });
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
