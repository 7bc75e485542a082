import { screen, waitFor } from '@testing-library/react';
import { MESSAGES } from '@portfolio/contract';
import { fill, renderApp } from '../../../test/renderApp';
import { hits, lastCall, useMockApi } from '../../../test/server';
import { warmImports } from '../../../test/warm';

useMockApi();
warmImports(
  () => import('./ForgotPasswordPage'),
  () => import('./ResetPasswordPage'),
  () => import('../login/LoginPage'),
);

describe('forgot password', () => {
  it("is linked from the sign-in screen as 'Forgot password?'", async () => {
    const { ui, router } = renderApp('/installer', { user: null });
    await ui.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/installer/forgot-password'));
    expect(await screen.findByRole('heading', { name: 'Forgot password' })).toBeInTheDocument();
  });

  it('sends the email and shows the same answer whatever the email', async () => {
    const { ui } = renderApp('/installer/forgot-password', { user: null });
    fill(await screen.findByLabelText('Email'), ' someone@example.com ');
    await ui.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(MESSAGES.resetRequested)).toBeInTheDocument();
    expect(lastCall('POST', '/api/v1/user/forgotPassword')?.body).toEqual({ email: 'someone@example.com' });
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  });

  it('asks for a well-formed email before sending anything', async () => {
    const { ui } = renderApp('/installer/forgot-password', { user: null });
    await ui.click(await screen.findByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(MESSAGES.resetEmailRequired)).toBeInTheDocument();
    fill(screen.getByLabelText('Email'), 'not-an-email');
    await ui.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(hits('POST', '/api/v1/user/forgotPassword')).toBe(0);
  });
});

describe('reset password', () => {
  it('sets the new password with the token from the link, then offers to sign in', async () => {
    const { ui, router } = renderApp('/installer/reset-password?token=good-token', { user: null });
    fill(await screen.findByLabelText('New password'), 'fresh-password-1');
    fill(screen.getByLabelText('Repeat the new password'), 'fresh-password-1');
    await ui.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText(MESSAGES.resetDone)).toBeInTheDocument();
    expect(lastCall('POST', '/api/v1/user/resetPassword')?.body).toEqual({
      token: 'good-token',
      password: 'fresh-password-1',
      confirmPassword: 'fresh-password-1',
    });
    await ui.click(screen.getByRole('link', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/installer'));
  });

  it('checks the two passwords before sending', async () => {
    const { ui } = renderApp('/installer/reset-password?token=good-token', { user: null });
    fill(await screen.findByLabelText('New password'), 'short');
    await ui.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText(MESSAGES.passwordTooShort)).toBeInTheDocument();
    fill(screen.getByLabelText('New password'), 'fresh-password-1');
    fill(screen.getByLabelText('Repeat the new password'), 'fresh-password-2');
    await ui.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText(MESSAGES.passwordsDoNotMatch)).toBeInTheDocument();
    expect(hits('POST', '/api/v1/user/resetPassword')).toBe(0);
  });

  it('explains a used or expired link and links to a new one', async () => {
    const { ui, router } = renderApp('/installer/reset-password?token=used-token', { user: null });
    fill(await screen.findByLabelText('New password'), 'fresh-password-1');
    fill(screen.getByLabelText('Repeat the new password'), 'fresh-password-1');
    await ui.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText(MESSAGES.resetTokenInvalid)).toBeInTheDocument();
    await ui.click(screen.getByRole('link', { name: 'New link' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/installer/forgot-password'));
  });

  it('says so at once when the link has no token', async () => {
    renderApp('/installer/reset-password', { user: null });
    expect(await screen.findByText(MESSAGES.resetTokenInvalid)).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });
});
