import { screen, waitFor, within } from '@testing-library/react';
import { MESSAGES, TWO_FACTOR_API, TWO_FACTOR_MESSAGES as M } from '@portfolio/contract';
import { fill, renderApp } from '../../../test/renderApp';
import { ADMIN, userWith } from '../../../test/fixtures';
import { db, lastCall, useMockApi } from '../../../test/server';
import { MOCK_TWO_FACTOR, twoFactorState } from '../../../test/two-factor-handlers';
import { warmImports } from '../../../test/warm';

useMockApi();
warmImports(
  () => import('../account/AccountPage'),
  () => import('../../dashboard/DashboardLayout'),
);

const openAccount = async (user = userWith({ email: 'staff@example.com' })) => {
  const r = renderApp('/installer/dashboard/account', { user });
  await screen.findByRole('heading', { name: 'Two-factor sign-in', level: 3 });
  return r;
};

describe('My Account › Two-factor sign-in: setup', () => {
  it('asks for the password, shows the QR code and the secret, and turns it on with a code', async () => {
    const { ui } = await openAccount();
    await ui.click(await screen.findByRole('button', { name: /Set up two-factor sign-in/ }));

    // A wrong password: the server's message, and no QR code yet.
    fill(screen.getByLabelText('Current password', { selector: '#two-factor-password' }), 'wrong');
    await ui.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(MESSAGES.currentPasswordWrong)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();

    fill(screen.getByLabelText('Current password', { selector: '#two-factor-password' }), MOCK_TWO_FACTOR.password);
    await ui.click(screen.getByRole('button', { name: 'Continue' }));
    const qr = await screen.findByRole('img', { name: 'QR code to scan with your authenticator app' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByLabelText('Secret key')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(lastCall('POST', TWO_FACTOR_API.setup)?.body).toEqual({ password: MOCK_TWO_FACTOR.password });

    // A malformed code is refused on the screen; a wrong one by the server.
    const code = screen.getByLabelText(/Enter the 6-digit code/);
    fill(code, '12');
    await ui.click(screen.getByRole('button', { name: 'Turn on two-factor' }));
    expect(await screen.findByText(M.codeFormat)).toBeInTheDocument();
    fill(code, '654321');
    await ui.click(screen.getByRole('button', { name: 'Turn on two-factor' }));
    expect(await screen.findByText(M.codeWrong)).toBeInTheDocument();

    fill(code, '123 456');
    await ui.click(screen.getByRole('button', { name: 'Turn on two-factor' }));
    const codes = await screen.findByRole('region', { name: 'Recovery codes' });
    expect(lastCall('POST', TWO_FACTOR_API.enable)?.body).toEqual({ code: MOCK_TWO_FACTOR.code });
    expect(within(codes).getAllByRole('listitem')).toHaveLength(10);
    expect(within(codes).getByText(MOCK_TWO_FACTOR.recoveryCodes[0])).toBeInTheDocument();
    expect(within(codes).getByText(M.recoveryCodesShownOnce)).toBeInTheDocument();
    expect(within(codes).getByRole('button', { name: /Copy codes/ })).toBeInTheDocument();
    expect(within(codes).getByRole('button', { name: /Download/ })).toBeInTheDocument();

    await ui.click(within(codes).getByRole('button', { name: 'I have saved them' }));
    expect(await screen.findByText(M.enabled)).toBeInTheDocument();
    expect(await screen.findByText(/Recovery codes left:/)).toHaveTextContent('Recovery codes left: 10 of 10');
    expect(screen.queryByRole('region', { name: 'Recovery codes' })).not.toBeInTheDocument();
  });

  it('when on: shows the codes left, makes new ones with the password, turns off with the password and a code', async () => {
    Object.assign(twoFactorState(db), { enabled: true, recoveryCodesLeft: 2 });
    const { ui } = await openAccount();
    expect(await screen.findByText(/Recovery codes left:/)).toHaveTextContent('Recovery codes left: 2 of 10');
    expect(screen.getByText(new RegExp(M.recoveryCodesLow(2)))).toBeInTheDocument();

    await ui.click(screen.getByRole('button', { name: 'New recovery codes' }));
    const dialog = await screen.findByRole('dialog', { name: 'New recovery codes' });
    fill(within(dialog).getByLabelText('Current password'), MOCK_TWO_FACTOR.password);
    await ui.click(within(dialog).getByRole('button', { name: 'Make new codes' }));
    const codes = await screen.findByRole('region', { name: 'Recovery codes' });
    expect(within(codes).getByText('CODE-0000-ZZZZ-BBBB')).toBeInTheDocument();
    await ui.click(within(codes).getByRole('button', { name: 'I have saved them' }));
    expect(await screen.findByText(/Recovery codes left:/)).toHaveTextContent('Recovery codes left: 10 of 10');

    await ui.click(screen.getByRole('button', { name: 'Turn off two-factor' }));
    const off = await screen.findByRole('dialog', { name: 'Turn off two-factor sign-in' });
    fill(within(off).getByLabelText('Current password'), MOCK_TWO_FACTOR.password);
    fill(within(off).getByLabelText('Code from your authenticator app'), '000000');
    await ui.click(within(off).getByRole('button', { name: 'Turn off' }));
    expect(await within(off).findByText(M.codeWrong)).toBeInTheDocument();
    fill(within(off).getByLabelText('Code from your authenticator app'), MOCK_TWO_FACTOR.code);
    await ui.click(within(off).getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText(M.disabled)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Set up two-factor sign-in/ })).toBeInTheDocument();
  });

  it('lets status users require it for all admins (once their own is on)', async () => {
    const { ui } = await openAccount(ADMIN);
    const toggle = await screen.findByRole('switch', { name: 'Require two-factor sign-in for all admins' });
    await ui.click(toggle);
    expect(await screen.findByText(M.policyNeedsOwn)).toBeInTheDocument();
    twoFactorState(db).enabled = true;
    await ui.click(toggle);
    expect(await screen.findByText(M.policyOn)).toBeInTheDocument();
    await waitFor(() => expect(toggle).toBeChecked());
  });

  it('a status user the site requires it of sees only the setup until it is done', async () => {
    twoFactorState(db).requiredForAdmins = true;
    const { ui } = renderApp('/installer/dashboard', { user: { ...ADMIN, twoFactorSetupRequired: true } });
    expect(await screen.findByRole('heading', { name: /Set up two-factor sign-in/ })).toBeInTheDocument();
    expect(screen.getByText(M.setupFirst)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Dashboard' })).not.toBeInTheDocument();

    fill(screen.getByLabelText('Current password'), MOCK_TWO_FACTOR.password);
    await ui.click(screen.getByRole('button', { name: 'Continue' }));
    fill(await screen.findByLabelText(/Enter the 6-digit code/), MOCK_TWO_FACTOR.code);
    await ui.click(screen.getByRole('button', { name: 'Turn on two-factor' }));
    await ui.click(await screen.findByRole('button', { name: 'I have saved them' }));
    expect(await screen.findByRole('navigation', { name: 'Dashboard' })).toBeInTheDocument();
  });
});
