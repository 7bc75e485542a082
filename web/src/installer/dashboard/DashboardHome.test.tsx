import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../test/renderApp';
import { ADMIN, userWith } from '../../test/fixtures';
import { hits, useMockApi } from '../../test/server';

useMockApi();
beforeAll(() => Promise.all([import('./DashboardLayout'), import('./DashboardHome')]), 60000);

const stat = (list: HTMLElement, title: string) => within(list).getByText(title).closest('li')!;

describe('dashboard home', () => {
  it('keeps the welcome and shows every count from one overview request', async () => {
    renderApp('/installer/dashboard', { user: userWith({ email: 'staff@example.com' }) });
    expect(await screen.findByRole('heading', { name: 'Welcome, staff@example.com' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Overview' });
    const expected = { Clients: '2', 'Ongoing sites': '1', 'Completed sites': '1', 'Client logos': '2', Press: '1', Awards: '1', Testimonials: '0', Users: '2' };
    for (const [title, value] of Object.entries(expected)) expect(within(stat(list, title)).getByText(value)).toBeInTheDocument();
    expect(hits('GET', '/api/v1/dashboard/overview')).toBe(1);
    expect(hits('GET', '/api/v1/clients/getClients')).toBe(0);
    // Without the status flag there is no staff log.
    expect(screen.queryByRole('heading', { name: 'Latest staff changes' })).not.toBeInTheDocument();
  });

  it('shows status users the latest staff changes: who, what, which record (linked), when', async () => {
    const { ui, router } = renderApp('/installer/dashboard', { user: ADMIN });
    expect(await screen.findByRole('heading', { name: 'Latest staff changes' })).toBeInTheDocument();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('admin@example.com')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Changed site')).toBeInTheDocument();
    expect(within(rows[0]).getByRole('time')).toHaveAttribute('datetime', '2026-11-20T10:30:00.000Z');
    // A removed record is named but not linked.
    expect(within(rows[1]).getByText('old client')).not.toHaveAttribute('href');
    await ui.click(within(rows[0]).getByRole('link', { name: 'city hospital' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/installer/dashboard/client/acme%20corp'));
  });
});
