import { screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from '@portfolio/contract';
import { fill, findNav, renderApp } from '../../test/renderApp';
import { ADMIN } from '../../test/fixtures';
import { failNext, hits, useMockApi } from '../../test/server';
import { warmImports } from '../../test/warm';

useMockApi();
warmImports(
  () => import('../projects/add-client/AddClientPage'),
  () => import('../projects/sites/ClientSitesPage'),
  () => import('../accounts/add-user/AddUserPage'),
  () => import('../posts/AddPressPage'),
  () => import('./DashboardHome'),
  () => import('./DashboardLayout'),
);

const HOME = '/installer/dashboard';
const navLink = async (name: string) => within(await findNav()).getByRole('link', { name });
const beforeUnloadPrevented = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('leaving a form with unsaved input', () => {
  it('a nav link asks first: Stay keeps the input, Leave goes', async () => {
    const { ui, router } = renderApp(`${HOME}/addclient`, { user: ADMIN });
    fill(await screen.findByLabelText('Site Name'), 'Half typed');
    await ui.click(await navLink('Home'));
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    expect(within(dialog).getByText(MESSAGES.unsavedChanges)).toBeInTheDocument();
    await ui.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Unsaved changes' })).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe(`${HOME}/addclient`);
    expect(screen.getByLabelText('Site Name')).toHaveValue('Half typed');

    await ui.click(await navLink('Home'));
    await ui.click(
      within(await screen.findByRole('dialog', { name: 'Unsaved changes' })).getByRole('button', { name: 'Leave' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(HOME));
  });

  it('an untouched form lets a nav link through without asking, and the tab closes without a prompt', async () => {
    const { ui, router } = renderApp(`${HOME}/addclient`, { user: ADMIN });
    await screen.findByLabelText('Site Name');
    expect(beforeUnloadPrevented()).toBe(false);
    await ui.click(await navLink('Home'));
    await waitFor(() => expect(router.state.location.pathname).toBe(HOME));
    expect(screen.queryByRole('dialog', { name: 'Unsaved changes' })).not.toBeInTheDocument();
  });

  it("closing or reloading the tab gets the browser's own prompt while input is unsaved", async () => {
    renderApp(`${HOME}/add-press`, { user: ADMIN });
    fill(await screen.findByLabelText('Title'), 'A draft');
    expect(beforeUnloadPrevented()).toBe(true);
    fill(screen.getByLabelText('Title'), '');
    await waitFor(() => expect(beforeUnloadPrevented()).toBe(false));
  });

  it('the back button with an open edit modal holding changes asks first', async () => {
    const { ui, router } = renderApp(`${HOME}/addclient`, { user: ADMIN });
    await screen.findByLabelText('Site Name');
    await router.navigate(`${HOME}/client/acme corp`);
    await ui.click(await screen.findByRole('button', { name: 'Edit Head Office' }));
    const modal = await screen.findByRole('dialog', { name: 'Edit Site Details' });
    fill(within(modal).getByLabelText('Site Name'), 'Renamed office');
    void router.navigate(-1);
    // (Two antd dialogs share one test id in jsdom, so this one is found by its text.)
    const ask = (await screen.findByText(MESSAGES.unsavedChanges)).closest<HTMLElement>('[role="dialog"]')!;
    await ui.click(within(ask).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe(`${HOME}/client/acme corp`);
    expect(within(modal).getByLabelText('Site Name')).toHaveValue('Renamed office');
  });

  it('a form that navigates after saving is not held back (Add User lands on the new user in Users)', async () => {
    const { ui, router } = renderApp(`${HOME}/adduser`, { user: ADMIN });
    fill(await screen.findByLabelText('Email'), 'new.person@example.com');
    fill(screen.getByLabelText('Password'), 'password-123');
    await ui.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${HOME}/users`));
    expect(hits('POST', '/api/v1/user/register')).toBe(1);
    expect(screen.queryByRole('dialog', { name: 'Unsaved changes' })).not.toBeInTheDocument();
  });

  it('a session that ended (401) leaves for the home page without asking', async () => {
    failNext('post', '/api/v1/user/register', 401, 'Please sign in.');
    const { ui, router } = renderApp(`${HOME}/adduser`, { user: ADMIN });
    fill(await screen.findByLabelText('Email'), 'late.person@example.com');
    fill(screen.getByLabelText('Password'), 'password-123');
    await ui.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByText(MESSAGES.unsavedChanges)).not.toBeInTheDocument();
  });
});
