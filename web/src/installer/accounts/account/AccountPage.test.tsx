import { screen, waitFor, within } from '@testing-library/react';
import { API, MESSAGES } from '@portfolio/contract';
import { fill, findNav, renderApp } from '../../../test/renderApp';
import { userWith } from '../../../test/fixtures';
import { hits, lastCall, useMockApi } from '../../../test/server';
import { warmImports } from '../../../test/warm';

useMockApi();
warmImports(
  () => import('./AccountPage'),
  () => import('../../dashboard/DashboardLayout'),
);

const open = async () => {
  const r = renderApp('/installer/dashboard/account', { user: userWith({ email: 'staff@example.com' }) });
  await screen.findByRole('heading', { name: 'My Account', level: 2 });
  return r;
};
const fillForm = (current: string, next: string, again: string) => {
  fill(screen.getByLabelText('Current password'), current);
  fill(screen.getByLabelText('New password'), next);
  fill(screen.getByLabelText('Repeat the new password'), again);
};

describe('my account', () => {
  it('is linked from the navigation of every signed-in user and names the account', async () => {
    const { ui, router } = renderApp('/installer/dashboard', { user: userWith({ email: 'staff@example.com' }) });
    await ui.click(within(await findNav()).getByRole('link', { name: 'My Account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/installer/dashboard/account'));
    expect(await screen.findByText('staff@example.com')).toBeInTheDocument();
  });

  it('changes the password: sends the three fields, shows the answer and empties the form', async () => {
    const { ui } = await open();
    fillForm('correct-password', 'new-password-1', 'new-password-1');
    await ui.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(MESSAGES.passwordChanged)).toBeInTheDocument();
    expect(lastCall('POST', '/api/v1/user/changePassword')?.body).toEqual({
      currentPassword: 'correct-password',
      newPassword: 'new-password-1',
      confirmPassword: 'new-password-1',
    });
    expect(screen.getByLabelText('New password')).toHaveValue('');
  });

  it.each([
    ['', 'new-password-1', 'new-password-1', MESSAGES.currentPasswordRequired],
    ['correct-password', 'short', 'short', MESSAGES.passwordTooShort],
    ['correct-password', 'new-password-1', 'new-password-2', MESSAGES.passwordsDoNotMatch],
    ['same-password', 'same-password', 'same-password', MESSAGES.passwordUnchanged],
  ])('checks the form before sending (current %j, new %j, again %j)', async (current, next, again, message) => {
    const { ui } = await open();
    fillForm(current, next, again);
    await ui.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(hits('POST', '/api/v1/user/changePassword')).toBe(0);
  });

  it("shows the server's message for a wrong current password", async () => {
    const { ui } = await open();
    fillForm('not-my-password', 'new-password-1', 'new-password-1');
    await ui.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(MESSAGES.currentPasswordWrong)).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveValue('new-password-1');
  });
});

describe('sessions on my account', () => {
  it('signs out everywhere through the same route as the menu, and the sign-in screen says so', async () => {
    const { ui, router } = await open();
    await ui.click(within(screen.getByRole('main')).getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/installer'));
    expect(hits('POST', API.logoutEverywhere)).toBe(1);
    expect(await screen.findByText(MESSAGES.signedOutEverywhere)).toBeInTheDocument();
  });
});
