import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, TWO_FACTOR_API, TWO_FACTOR_MESSAGES as M } from '@portfolio/contract';
import { fill, renderApp } from '../../../test/renderApp';
import { db, lastCall, server, useMockApi } from '../../../test/server';
import { MOCK_TWO_FACTOR } from '../../../test/two-factor-handlers';
import { warmImports } from '../../../test/warm';

useMockApi();
warmImports(
  () => import('../login/LoginPage'),
  () => import('../../dashboard/DashboardLayout'),
  () => import('../../dashboard/DashboardHome'),
);

/** The password step answers "a code is needed" and signs nobody in, as the server does for a user with two-factor. */
const passwordStepAsksForCode = () =>
  server.use(
    http.post(`*${API.login}`, async () => {
      db.me = null;
      return HttpResponse.json({ message: M.codeNeeded, twoFactorRequired: true });
    }),
  );

const signInWithPassword = async () => {
  passwordStepAsksForCode();
  const r = renderApp('/installer', { user: null });
  fill(await screen.findByLabelText('Email'), 'admin@example.com');
  fill(screen.getByLabelText('Password'), 'correct-password');
  await r.ui.click(screen.getByRole('button', { name: 'Sign in' }));
  await screen.findByLabelText('Authentication code');
  return r;
};

describe('sign-in code step', () => {
  it('asks for the code after the password and signs in with it', async () => {
    const { ui, router } = await signInWithPassword();
    expect(screen.getByText(M.codeNeeded)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/installer');

    fill(screen.getByLabelText('Authentication code'), '000000');
    await ui.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(M.codeWrong)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/installer');

    fill(screen.getByLabelText('Authentication code'), MOCK_TWO_FACTOR.code);
    await ui.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/installer/dashboard'));
    expect(lastCall('POST', TWO_FACTOR_API.login)?.body).toEqual({ code: MOCK_TWO_FACTOR.code });
    expect(await screen.findByRole('heading', { name: /Welcome, admin@example.com/ })).toBeInTheDocument();
  });

  it('refuses a malformed code on the screen without asking the server', async () => {
    const { ui } = await signInWithPassword();
    fill(screen.getByLabelText('Authentication code'), '12a');
    await ui.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(M.codeFormat)).toBeInTheDocument();
    expect(lastCall('POST', TWO_FACTOR_API.login)).toBeUndefined();
  });

  it('signs in with a recovery code instead', async () => {
    const { ui, router } = await signInWithPassword();
    await ui.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    fill(await screen.findByLabelText('Recovery code'), MOCK_TWO_FACTOR.recoveryCode);
    await ui.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/installer/dashboard'));
    expect(lastCall('POST', TWO_FACTOR_API.login)?.body).toEqual({ recoveryCode: MOCK_TWO_FACTOR.recoveryCode });
  });

  it('goes back to the password when the attempt has ended (five wrong codes)', async () => {
    const { ui } = await signInWithPassword();
    server.use(
      http.post(`*${TWO_FACTOR_API.login}`, () => HttpResponse.json({ message: M.tooManyCodes }, { status: 401 })),
    );
    fill(screen.getByLabelText('Authentication code'), '000000');
    await ui.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(M.tooManyCodes)).toBeInTheDocument();
    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
    expect(screen.queryByLabelText('Authentication code')).not.toBeInTheDocument();
  });
});
