import { screen, within } from '@testing-library/react';
import { TWO_FACTOR_API, TWO_FACTOR_MESSAGES as M } from '@portfolio/contract';
import { renderApp } from '../../../test/renderApp';
import { ADMIN } from '../../../test/fixtures';
import { db, lastCall, useMockApi } from '../../../test/server';
import { warmImports } from '../../../test/warm';

useMockApi();
warmImports(
  () => import('../users/UsersPage'),
  () => import('../../dashboard/DashboardLayout'),
);

describe('Users screen › two-factor', () => {
  it("shows who has two-factor on and resets another user's after a confirmation", async () => {
    db.users = db.users.map((u) => ({ ...u, twoFactor: u._id === 'u2' }));
    const { ui } = renderApp('/installer/dashboard/users', { user: ADMIN });
    const staff = await screen.findByRole('row', { name: 'staff@example.com' });
    const me = screen.getByRole('row', { name: 'admin@example.com' });
    expect(within(staff).getByText('Two-factor on')).toBeInTheDocument();
    expect(within(me).getByText('Two-factor off')).toBeInTheDocument();
    expect(within(me).queryByRole('button', { name: /Reset two-factor/ })).not.toBeInTheDocument();

    await ui.click(within(staff).getByRole('button', { name: 'Reset two-factor of staff@example.com' }));
    expect(await screen.findByText(M.resetConfirm('staff@example.com'))).toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText(M.reset('staff@example.com'))).toBeInTheDocument();
    expect(lastCall('POST', TWO_FACTOR_API.reset('u2'))).toBeTruthy();
    expect(await within(staff).findByText('Two-factor off')).toBeInTheDocument();
  });
});
