import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mutate } from 'swr';
import { API, MESSAGES, POWERS, type Power } from '@portfolio/contract';
import { findNav, renderApp } from '../../test/renderApp';
import { ADMIN, userWith, type UserOverrides } from '../../test/fixtures';
import { db, hits, server, siteSettings, useMockApi } from '../../test/server';
import { warmImports } from '../../test/warm';

useMockApi();
// Load the lazy chunks once up front so the first test does not pay for transforming antd.
warmImports(
  () => import('./DashboardLayout'),
  () => import('./DashboardHome'),
);

const linkNames = async () => {
  const nav = await findNav();
  return (
    within(nav)
      .getAllByRole('link')
      // The links' words, without the count badges (DashboardHome.test checks those).
      .map((a) =>
        [...a.childNodes]
          .filter((n) => !(n instanceof HTMLElement && n.classList.contains('dash-nav-badge')))
          .map((n) => n.textContent)
          .join(''),
      )
  );
};

describe('dashboard navigation', () => {
  it('shows every link to an admin with all powers, and a welcome message with the email', async () => {
    renderApp('/installer/dashboard', { user: ADMIN });
    expect(await linkNames()).toEqual([
      'Home',
      'Projects',
      'Clients',
      'Edit',
      'Add Client',
      'Client Logos',
      'Featured',
      'Tenders',
      'Fire doors',
      'Add Press',
      'Add Awards',
      'Add Testimonials',
      'Careers',
      'Certificates',
      'Enquiries',
      'Reports',
      'Applications',
      'Users',
      'Add User',
      'Trash',
      'My Account',
    ]);
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: /Welcome, admin@example.com/ })).toBeInTheDocument();
  });

  it("carries the company's name and logo from Site settings in the brand, its initial without a logo", async () => {
    renderApp('/installer/dashboard', { user: ADMIN });
    const brand = await screen.findByRole('link', { name: 'Test Builders Dashboard' });
    expect(brand.querySelector('[aria-hidden="true"]')?.textContent).toBe('T');

    server.use(
      siteSettings({
        companyName: 'Acme Interiors',
        logo: { url: '/uploads/acme.png', width: 64, height: 64, mime: 'image/png', formats: {} },
      }),
    );
    await mutate(() => true, undefined, { revalidate: true });
    const logoBrand = await screen.findByRole('link', { name: 'Acme Interiors Dashboard' });
    expect(logoBrand.querySelector('img')).toHaveAttribute('src', '/uploads/acme.png');
  });

  it('shows only Home to a user without status or powers', async () => {
    renderApp('/installer/dashboard', { user: userWith() });
    expect(await linkNames()).toEqual(['Home', 'My Account']);
  });

  it('shows the status links for the status flag alone', async () => {
    renderApp('/installer/dashboard', { user: userWith({ status: true }) });
    expect(await linkNames()).toEqual([
      'Home',
      'Client Logos',
      'Featured',
      'Tenders',
      'Fire doors',
      'Add Press',
      'Add Awards',
      'Add Testimonials',
      'Careers',
      'Certificates',
      'Enquiries',
      'Reports',
      'Applications',
      'Users',
      'Trash',
      'My Account',
    ]);
  });

  it.each<[Power, string[]]>([
    ['add-user', ['Home', 'Add User', 'My Account']],
    ['add-client', ['Home', 'Projects', 'Clients', 'Add Client', 'My Account']],
    ['edit-cover-details', ['Home', 'Projects', 'Clients', 'Edit', 'My Account']],
    ['edit-site-details', ['Home', 'Projects', 'Clients', 'Edit', 'Fire doors', 'My Account']],
    ['edit-site-photos', ['Home', 'Projects', 'Clients', 'Edit', 'My Account']],
    ['remove-client', ['Home', 'Projects', 'Clients', 'Edit', 'My Account']],
    ['remove-project', ['Home', 'Projects', 'Clients', 'Edit', 'My Account']],
  ])('with only %s shows %j', async (power, expected) => {
    renderApp('/installer/dashboard', { user: userWith({ powers: { [power]: true } }) });
    expect(await linkNames()).toEqual(expected);
  });

  it('collapses into a toggle menu on small screens', async () => {
    const { ui } = renderApp('/installer/dashboard', { user: ADMIN, width: 500 });
    const toggle = await screen.findByRole('button', { name: 'Toggle menu' });
    expect(screen.queryByRole('navigation', { name: 'Dashboard' })).not.toBeInTheDocument();
    await ui.click(toggle);
    const nav = await findNav();
    expect(within(nav).getByRole('link', { name: 'Add Testimonials' })).toBeInTheDocument();
  });

  it('logs out and goes to the home page', async () => {
    const { ui, router } = renderApp('/installer/dashboard', { user: ADMIN });
    await findNav();
    await ui.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(hits('POST', '/api/v1/user/logout')).toBe(1);
  });

  it('signs out everywhere from the menu and shows the sign-in screen saying so', async () => {
    const { ui, router } = renderApp('/installer/dashboard', { user: ADMIN });
    await findNav();
    await ui.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/installer'));
    expect(hits('POST', API.logoutEverywhere)).toBe(1);
    expect(await screen.findByText(MESSAGES.signedOutEverywhere)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('offers Sign out everywhere in the small-screen menu too', async () => {
    const { ui } = renderApp('/installer/dashboard', { user: ADMIN, width: 500 });
    await ui.click(await screen.findByRole('button', { name: 'Toggle menu' }));
    expect(within(await findNav()).getByRole('button', { name: 'Sign out everywhere' })).toBeInTheDocument();
  });

  it('sends a user signed out after inactivity to the sign-in screen, which says why', async () => {
    const { router } = renderApp('/installer/dashboard/users', { user: ADMIN });
    expect(await screen.findByText('staff@example.com')).toBeInTheDocument();
    // The session goes idle server-side: every call with its cookie answers the inactivity 401.
    const idle = () => HttpResponse.json({ message: MESSAGES.signedOutIdle }, { status: 401 });
    server.use(http.get(`*${API.getAllUsers}`, idle), http.get(`*${API.getUser}`, idle));
    await mutate(API.getAllUsers);
    await waitFor(() => expect(router.state.location.pathname).toBe('/installer'));
    expect(await screen.findByText(MESSAGES.signedOutIdle)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor (getUser 401) to the home page', async () => {
    const { router } = renderApp('/installer/dashboard/users', { user: null });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows the loading state while getUser runs', async () => {
    renderApp('/installer/dashboard', { user: ADMIN });
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    await findNav();
  });

  it('sends the user to the home page on a 401 from any dashboard call', async () => {
    const { router } = renderApp('/installer/dashboard/users', { user: ADMIN });
    await findNav();
    expect(await screen.findByText('staff@example.com')).toBeInTheDocument();
    db.me = null;
    db.users = [];
    // the session ends server-side; the next call answers 401
    const { server } = await import('../../test/server');
    const { http, HttpResponse } = await import('msw');
    server.use(
      http.get('*/api/v1/user/getAllUsers', () => HttpResponse.json({ message: 'Please sign in.' }, { status: 401 })),
    );
    const { mutate } = await import('swr');
    await mutate('/api/v1/user/getAllUsers');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('dashboard route guards', () => {
  it.each([
    ['users', 'status'],
    ['addclient-logo', 'status'],
    ['add-press', 'status'],
    ['add-awards', 'status'],
    ['add-testimonials', 'status'],
    ['adduser', 'add-user'],
    ['addclient', 'add-client'],
    ['editcover', 'any edit/remove power'],
    ['client/acme corp', 'a site power'],
  ])('redirects %s to the dashboard home without %s', async (path) => {
    const { router } = renderApp(`/installer/dashboard/${path}`, { user: userWith() });
    await screen.findByRole('heading', { name: /Welcome/ });
    expect(router.state.location.pathname).toBe('/installer/dashboard');
  });

  it.each<[string, UserOverrides, string | RegExp]>([
    ['users', { status: true }, 'staff@example.com'],
    ['adduser', { powers: { 'add-user': true } }, 'Register'],
    ['addclient', { powers: { 'add-client': true } }, 'Submit'],
    ['editcover', { powers: { 'remove-project': true } }, 'Total Sites: 2'],
    ['client/acme corp', { powers: { 'edit-site-photos': true } }, 'Head Office'],
  ])('opens %s for a user with the power', async (path, who, text) => {
    const { router } = renderApp(`/installer/dashboard/${path}`, { user: userWith(who) });
    expect((await screen.findAllByText(text)).length).toBeGreaterThan(0);
    expect(router.state.location.pathname).toBe(`/installer/dashboard/${path}`);
  });

  it('keeps the edit-cover-details power out of the client sites screen', async () => {
    const { router } = renderApp('/installer/dashboard/client/acme corp', {
      user: userWith({ powers: { 'edit-cover-details': true } }),
    });
    await screen.findByRole('heading', { name: /Welcome/ });
    expect(router.state.location.pathname).toBe('/installer/dashboard');
  });

  it('lists every power in the contract', () => {
    expect(POWERS).toHaveLength(7);
  });
});
