import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, MESSAGES, TWO_FACTOR_MESSAGES, accentTokens } from '@portfolio/contract';
import { fill, renderApp } from '../../../test/renderApp';
import { ADMIN } from '../../../test/fixtures';
import { db, lastCall, server, siteSettings, useMockApi } from '../../../test/server';
import { MOCK_TWO_FACTOR } from '../../../test/two-factor-handlers';
import { warmImports } from '../../../test/warm';

useMockApi();
// Load the lazy chunks once up front so the first test does not pay for transforming antd.
warmImports(
  () => import('./LoginPage'),
  () => import('../../dashboard/DashboardLayout'),
  () => import('../../dashboard/DashboardHome'),
);

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
    expect(lastCall('POST', '/api/v1/user/login')?.body).toEqual({
      email: 'admin@example.com',
      password: 'correct-password',
    });
    expect(await screen.findByRole('heading', { name: /Welcome, admin@example.com/ })).toBeInTheDocument();
  });

  it('names the firm and takes its accent colour from Site settings (the button in it, darkened for contrast)', async () => {
    server.use(siteSettings({ companyName: 'Acme Interiors', accentColor: '#c9821a' }));
    renderApp('/installer', { user: null });
    expect(await screen.findByText('Acme Interiors')).toBeInTheDocument();
    const main = screen.getByRole('main');
    await waitFor(() =>
      expect(main.style.getPropertyValue('--login-accent')).toBe(accentTokens('#c9821a').colorPrimary),
    );
    expect(accentTokens('#c9821a').colorPrimary).not.toBe('#c9821a');
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
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
    server.use(
      http.get('*/api/v1/user/getUser', () => HttpResponse.json({ message: MESSAGES.signedOutIdle }, { status: 401 })),
    );
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

/** A staff email links to /installer?next=<a dashboard screen>; the sign-in goes there. */
describe('login with next', () => {
  const ACCOUNT = '/installer/dashboard/account';
  const at = (router: ReturnType<typeof renderApp>['router']) =>
    `${router.state.location.pathname}${router.state.location.search}`;

  const signInWithPassword = async (path: string) => {
    const r = renderApp(path, { user: null });
    fill(await screen.findByLabelText('Email'), 'admin@example.com');
    fill(screen.getByLabelText('Password'), 'correct-password');
    await r.ui.click(screen.getByRole('button', { name: 'Sign in' }));
    return r;
  };

  it('goes to next after signing in', async () => {
    const { router } = await signInWithPassword(`/installer?next=${encodeURIComponent(`${ACCOUNT}?tab=security`)}`);
    await waitFor(() => expect(at(router)).toBe(`${ACCOUNT}?tab=security`));
    expect(await screen.findByRole('navigation', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('goes to next after the two-factor code step', async () => {
    server.use(
      http.post(`*${API.login}`, () => {
        db.me = null;
        return HttpResponse.json({ message: TWO_FACTOR_MESSAGES.codeNeeded, twoFactorRequired: true });
      }),
    );
    const { ui, router } = await signInWithPassword(`/installer?next=${ACCOUNT}`);
    fill(await screen.findByLabelText('Authentication code'), MOCK_TWO_FACTOR.code);
    await ui.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(at(router)).toBe(ACCOUNT));
  });

  it('a signed-in visitor goes straight to next', async () => {
    const { router } = renderApp(`/installer?next=${ACCOUNT}`, { user: ADMIN });
    await waitFor(() => expect(at(router)).toBe(ACCOUNT));
  });

  it.each([
    ['another site', '//evil.example/installer/dashboard'],
    ['an absolute URL', 'https://evil.example/installer/dashboard'],
    ['a backslash', '/\\evil.example'],
    ['a public page', '/projects'],
    ['a path that leaves /installer/', '/installer/../projects'],
    ['javascript:', 'javascript:alert(1)'],
  ])('ignores next naming %s and goes to the dashboard home as without it', async (_what, next) => {
    const { router } = await signInWithPassword(`/installer?next=${encodeURIComponent(next)}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/installer/dashboard'));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('heading', { name: /Welcome, admin@example.com/ })).toBeInTheDocument();
  });
});
