import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, LEAD_CHANNELS, type InsightsReport, type LeadChannel } from '@portfolio/contract';
import { ADMIN, userWith } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';
import { server, useMockApi } from '../../test/server';
import { warmImports } from '../../test/warm';

useMockApi();
warmImports(
  () => import('./ReportsPage'),
  () => import('../dashboard/DashboardLayout'),
);

const counts = (some: Partial<Record<LeadChannel, number>>) =>
  Object.fromEntries(LEAD_CHANNELS.map((c) => [c, some[c] ?? 0])) as Record<LeadChannel, number>;

/** The API's answer for the range asked (what cms/tests/reports.test.ts checks on a real server). */
const reportFor = (from: string, to: string): InsightsReport => ({
  from,
  to,
  zone: 'Asia/Kolkata',
  ownOnly: false,
  total: 7,
  weeks: [
    { week: '2026-11-23', total: 3, counts: counts({ campaign: 2, search: 1 }) },
    { week: '2026-11-30', total: 4, counts: counts({ direct: 1, whatsapp: 3 }) },
  ],
  byService: [
    { service: 'fire-doors', count: 5 },
    { service: 'none', count: 2 },
  ],
  bySector: [{ sector: 'healthcare', count: 7 }],
  funnel: [
    { step: 'new', reached: 7, conversion: null },
    { step: 'contacted', reached: 6, conversion: 85.7 },
    { step: 'qualified', reached: 3, conversion: 50 },
    { step: 'proposal', reached: 2, conversion: 66.7 },
    { step: 'won', reached: 1, conversion: 50 },
  ],
  lostByReason: [{ reason: 'price', count: 2 }],
  winRate: [{ channel: 'campaign', enquiries: 2, won: 1, rate: 50 }],
  wonByBand: [
    { band: 'Up to ₹1 crore', won: 0, value: 0 },
    { band: '₹10–25 crore', won: 1, value: 125_000_000 },
    { band: null, won: 1, value: 0 },
  ],
  firstReply: [{ owner: 'seller@example.com', replied: 6, medianMs: 2 * 3600_000, p90Ms: 26 * 3600_000 }],
  topByViews: [{ path: '/firedoors', views: 1200, enquiries: 4, conversion: 0.33 }],
  topByEnquiries: [{ path: '/firedoors', views: 1200, enquiries: 4, conversion: 0.33 }],
});

let asked: URLSearchParams[];
beforeEach(() => {
  asked = [];
  server.use(
    http.get(`*${API.reports}`, ({ request }) => {
      const q = new URL(request.url).searchParams;
      asked.push(q);
      return HttpResponse.json(reportFor(q.get('from')!, q.get('to')!));
    }),
  );
});

/** The rows of a figure's table view, each as its cells' text. */
const tableRows = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));

describe('Reports', () => {
  it('shows each chart’s numbers as a table on request, the same as the API’s', async () => {
    const { ui } = renderApp('/installer/dashboard/reports', { user: ADMIN });
    expect(await screen.findByRole('heading', { name: 'Reports' })).toBeInTheDocument();
    // This month by default: from its first day to today.
    await waitFor(() => expect(asked.length).toBeGreaterThan(0));
    expect(asked[0].get('from')).toMatch(/^\d{4}-\d{2}-01$/);

    await ui.click(within(screen.getByRole('radiogroup', { name: 'Pipeline funnel: show as' })).getByText('Table'));
    expect(tableRows('Pipeline funnel')).toEqual([
      ['Step', 'Reached', 'Conversion from the step before'],
      ['New', '7', '—'],
      ['Contacted', '6', '85.7%'],
      ['Qualified', '3', '50%'],
      ['Proposal sent', '2', '66.7%'],
      ['Won', '1', '50%'],
    ]);

    await ui.click(
      within(screen.getByRole('radiogroup', { name: 'Enquiries per week by source: show as' })).getByText('Table'),
    );
    expect(tableRows('Enquiries per week by source')).toEqual([
      ['Week of', 'Direct', 'Search', 'Social', 'WhatsApp', 'Referral', 'Campaign', 'Email', 'Total'],
      ['2026-11-23', '0', '1', '0', '0', '0', '2', '0', '3'],
      ['2026-11-30', '1', '0', '0', '3', '0', '0', '0', '4'],
    ]);

    // The won value: the total above the chart, the rupees per band in the table.
    expect(screen.getByText('₹12,50,00,000 won in 2 enquiries; bars in ₹ crore.')).toBeInTheDocument();
    await ui.click(
      within(screen.getByRole('radiogroup', { name: 'Won value by contract value band: show as' })).getByText('Table'),
    );
    expect(tableRows('Won value by contract value band')).toEqual([
      ['Contract value band', 'Won', 'Value won (₹)'],
      ['Up to ₹1 crore', '0', '0'],
      ['₹10–25 crore', '1', '12,50,00,000'],
      ['Value not recorded', '1', '0'],
    ]);

    await ui.click(within(screen.getByRole('radiogroup', { name: 'Time to first reply: show as' })).getByText('Table'));
    expect(tableRows('Time to first reply')).toEqual([
      ['Owner', 'Replied', 'Median', '90th percentile'],
      ['seller@example.com', '6', '2 h', '1 day 2 h'],
    ]);

    await ui.click(within(screen.getByRole('radiogroup', { name: 'Top pages by views: show as' })).getByText('Table'));
    expect(tableRows('Top pages by views')).toEqual([
      ['Page', 'Views', 'Enquiries', 'Conversion'],
      ['/firedoors', '1,200', '4', '0.33%'],
    ]);
  });

  it('asks for the range chosen: the last 3 months, this year', async () => {
    const { ui } = renderApp('/installer/dashboard/reports', { user: ADMIN });
    const range = await screen.findByRole('radiogroup', { name: 'Date range' });
    await ui.click(within(range).getByText('This year'));
    await waitFor(() => expect(asked.at(-1)?.get('from')).toMatch(/^\d{4}-01-01$/));
    await ui.click(within(range).getByText('Last 3 months'));
    await waitFor(() => expect(asked.at(-1)?.get('from')).not.toMatch(/^\d{4}-01-01$/));
    expect(asked.at(-1)?.get('from')).toMatch(/^\d{4}-\d{2}-01$/);
    expect(screen.getAllByRole('button', { name: /as CSV$/ }).length).toBe(10);
  });

  it('is open to a user without the status flag (their own figures)', async () => {
    renderApp('/installer/dashboard/reports', { user: userWith() });
    expect(await screen.findByRole('heading', { name: 'Reports' })).toBeInTheDocument();
  });
});
