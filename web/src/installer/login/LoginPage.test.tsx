import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MESSAGES } from '@portfolio/contract';
import { renderApp } from '../../test/renderApp';
import { ADMIN } from '../../test/fixtures';
import { lastCall, server, useMockApi } from '../../test/server';

useMockApi();
// Load the lazy chunks once up front so the first test does not pay for transforming antd.
beforeAll(() => Promise.all([import('./LoginPage'), import('../dashboard/DashboardLayout'), import('../dashboard/DashboardHome')]), 60000);

describe('login', () => {
  it('redirects straight to the dashboard when already signed in', async () => {
    const { router } = renderApp('/installer', { user: ADMIN });
    await waitFor(() => expect(router.state.location.pathname).toBe('/installer/dashboard'));
    expect(await screen.findByRole('heading', { name: /Welcome, admin@example.com/ })).toBeInTheDocument();
  });

  it('signs in and goes to the dashboard', async () => {
    const { ui, router } = renderApp('/installer', { user: null });
    await ui.type(await screen.findByLabelText('Email'), 'admin@example.com');
    await ui.type(screen.getByLabelText('Password'), 'correct-password');
    await ui.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/installer/dashboard'));
    expect(lastCall('POST', '/api/v1/user/login')?.body).toEqual({ email: 'admin@example.com', password: 'correct-password' });
    expect(await screen.findByRole('heading', { name: /Welcome, admin@example.com/ })).toBeInTheDocument();
  });

  it("shows the server's message on failure", async () => {
    const { ui } = renderApp('/installer', { user: null });
    await ui.type(await screen.findByLabelText('Email'), 'admin@example.com');
    await ui.type(screen.getByLabelText('Password'), 'wrong-password');
    await ui.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Invalid email or password.')).toBeInTheDocument();
  });

  it("falls back to 'An unexpected error occurred' without a server message", async () => {
    server.use(http.post('*/api/v1/user/login', () => new HttpResponse('oops', { status: 500 })));
    const { ui } = renderApp('/installer', { user: null });
    await ui.type(await screen.findByLabelText('Email'), 'a@example.com');
    await ui.type(screen.getByLabelText('Password'), 'whatever1');
    await ui.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('An unexpected error occurred')).toBeInTheDocument();
  });

  it('says the session ended after inactivity when the server does, and not otherwise', async () => {
    server.use(http.get('*/api/v1/user/getUser', () => HttpResponse.json({ message: MESSAGES.signedOutIdle }, { status: 401 })));
    renderApp('/installer', { user: null });
    expect(await screen.findByText(MESSAGES.signedOutIdle)).toBeInTheDocument();
  });

  it('shows no notice to a visitor who was not signed in', async () => {
    renderApp('/installer', { user: null });
    await screen.findByRole('button', { name: 'Sign in' });
    expect(screen.queryByText(MESSAGES.signedOutIdle)).not.toBeInTheDocument();
  });

  it('asks for both fields', async () => {
    const { ui } = renderApp('/installer', { user: null });
    await ui.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email and password are required')).toBeInTheDocument();
  });
});
