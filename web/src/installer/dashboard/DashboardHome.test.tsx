import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../test/renderApp';
import { ADMIN, userWith } from '../../test/fixtures';
import { http, HttpResponse } from 'msw';
import { API, FUNNEL_STEPS, reportPresets, todayInZone, type InsightsReport } from '@portfolio/contract';
import { hits, server, useMockApi } from '../../test/server';
import { warmImports } from '../../test/warm';

useMockApi();
warmImports(
  () => import('./DashboardLayout'),
  () => import('./DashboardHome'),
);

const stat = (list: HTMLElement, title: string) => within(list).getByText(title).closest('li')!;

describe('dashboard home', () => {
  it('keeps the welcome and shows every count from one overview request', async () => {
    renderApp('/installer/dashboard', { user: userWith({ email: 'staff@example.com' }) });
    expect(await screen.findByRole('heading', { name: 'Welcome, staff@example.com' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Overview' });
    const expected = {
      Clients: '2',
      'Ongoing sites': '1',
      'Completed sites': '1',
      'Client logos': '2',
      Press: '1',
      Awards: '1',
      Testimonials: '0',
      Users: '2',
    };
    for (const [title, value] of Object.entries(expected))
      expect(within(stat(list, title)).getByText(value)).toBeInTheDocument();
    expect(hits('GET', '/api/v1/dashboard/overview')).toBe(1);
    expect(hits('GET', '/api/v1/clients/getClients')).toBe(0);
    // Without the status flag there is no staff log.
    expect(screen.queryByRole('heading', { name: 'Latest staff changes' })).not.toBeInTheDocument();
  });

  it('shows status users the latest staff changes as sentences with the one date format, records linked', async () => {
    const { ui, router } = renderApp('/installer/dashboard', { user: ADMIN });
    expect(await screen.findByRole('heading', { name: 'Latest staff changes' })).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Latest staff changes' })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      // 10:30 UTC is 16:00 in the company's time zone (India).
      'admin@example.com changed the site City Hospital20 Nov 2026, 16:00',
      'asha@example.com restored NCB from the Trash19 Nov 2026, 17:30',
      'admin@example.com moved the client Old Client to the Trash19 Nov 2026, 14:30',
    ]);
    expect(within(items[0]).getByRole('time')).toHaveAttribute('datetime', '2026-11-20T10:30:00.000Z');
    expect(screen.queryByText(/trash\.restore|site\.update/)).not.toBeInTheDocument();
    // A removed record is named but not linked.
    expect(within(items[2]).queryByRole('link')).not.toBeInTheDocument();
    await ui.click(within(items[0]).getByRole('link', { name: 'City Hospital' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/installer/dashboard/client/acme%20corp'));
  });

  for (const width of [1440, 390]) {
    it(`shows the sales desk at ${width} px: new and unanswered with the oldest's age, follow-ups, mine and the median first response, each linked to the inbox`, async () => {
      const { ui, router } = renderApp('/installer/dashboard', { user: ADMIN, width });
      const desk = await screen.findByRole('list', { name: 'Enquiries at a glance' });
      expect(
        within(desk)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual([
        // 04:30 UTC is 10:00 in India; the server's now is 2 days 4 h 6 min later.
        'New and unanswered3oldest waiting 2 days 4 h (since 24 Nov 2026, 10:00)',
        'Follow-ups due today2',
        'Follow-ups overdue1',
        'My open enquiries4',
        'Median first response (30 days)3 h 20 minover 12 replies',
      ]);
      await ui.click(within(desk).getByRole('link', { name: 'My open enquiries' }));
      await waitFor(() => expect(router.state.location.search).toBe('?owner=me'));
    });
  }

  it('shows enquiries this month against last month and the funnel, loaded after the home screen', async () => {
    server.use(
      http.get(`*${API.reports}`, ({ request }) => {
        const from = new URL(request.url).searchParams.get('from')!;
        const thisMonth = from === reportPresets(todayInZone('Asia/Kolkata')).thisMonth.from;
        return HttpResponse.json({
          from,
          to: from,
          zone: 'Asia/Kolkata',
          ownOnly: false,
          total: thisMonth ? 12 : 9,
          weeks: [],
          byService: [],
          bySector: [],
          funnel: FUNNEL_STEPS.map((step, i) => ({ step, reached: 12 - 3 * i, conversion: null })),
          lostByReason: [],
          winRate: [],
          wonByBand: [],
          firstReply: [],
          topByViews: [],
          topByEnquiries: [],
        } satisfies InsightsReport);
      }),
    );
    renderApp('/installer/dashboard', { user: ADMIN });
    const caption = await screen.findByText(/Enquiries this month:/);
    expect(caption).toHaveTextContent('Enquiries this month: 12 (last month 9)');
    expect(screen.getByText('This month’s funnel')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Reports' })).toHaveAttribute('href', '/installer/dashboard/reports');
  });

  it('badges Enquiries and Applications in the menu with their new counts', async () => {
    renderApp('/installer/dashboard', { user: ADMIN });
    const nav = await screen.findByRole('navigation', { name: 'Dashboard' });
    expect(await within(nav).findByRole('link', { name: /^Enquiries.*3 new and unanswered/ })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: /^Applications.*2 new/ })).toBeInTheDocument();
  });
});
