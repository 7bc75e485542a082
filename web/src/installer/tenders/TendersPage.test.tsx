import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { TENDER_MESSAGES, apiPath, type SimilarWorksAnswer } from '@portfolio/contract';
import { ADMIN, userWith } from '../../test/fixtures';
import { choose, fill, findNav, renderApp } from '../../test/renderApp';
import { server, useMockApi } from '../../test/server';
import { warmImports } from '../../test/warm';

useMockApi();
warmImports(
  () => import('./TendersPage'),
  () => import('../dashboard/DashboardLayout'),
);

let asked: URLSearchParams[];
const answer = (value: number): SimilarWorksAnswer => ({
  qualifies: true,
  value,
  years: 7,
  since: '2019-11-25',
  sector: 'healthcare',
  service: null,
  criteria: [
    {
      rule: '3x40',
      threshold: value * 0.4,
      met: false,
      works: [
        {
          siteId: 's1',
          name: 'Block A',
          client: 'Aster Hospitals',
          contractValue: 4_500_000,
          completedOn: '2024-03-31',
        },
      ],
    },
    { rule: '2x50', threshold: value * 0.5, met: false, works: [] },
    {
      rule: '1x80',
      threshold: value * 0.8,
      met: true,
      works: [
        {
          siteId: 's2',
          name: 'Block B',
          client: 'Aster Hospitals',
          contractValue: 9_000_000,
          completedOn: '2021-06-30',
        },
      ],
    },
  ],
  needsData: [
    {
      siteId: 's3',
      name: 'Town Hall',
      client: 'Civic Works',
      contractValue: null,
      completedOn: '2023-01-10',
      missing: ['contractValue', 'completionCertificate'],
    },
  ],
});

beforeEach(() => {
  asked = [];
  server.use(
    http.get(`*${apiPath('tenders.similarWorks')}`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(params);
      return HttpResponse.json(answer(Number(params.get('value'))));
    }),
  );
});

describe('Tenders screen', () => {
  it('is in the sidebar for status users only', async () => {
    renderApp('/installer/dashboard', { user: ADMIN });
    expect(within(await findNav()).getByRole('link', { name: 'Tenders' })).toHaveAttribute(
      'href',
      '/installer/dashboard/tenders',
    );
    const { router } = renderApp('/installer/dashboard/tenders', {
      user: userWith({ powers: { 'add-client': true } }),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/installer/dashboard'));
  });

  it('asks for the estimated cost, then shows each criterion with its works, the works that need data and the pack link', async () => {
    const { ui } = renderApp('/installer/dashboard/tenders', { user: ADMIN });
    await ui.click(await screen.findByRole('button', { name: 'Check similar works' }));
    expect(await screen.findByText(TENDER_MESSAGES.valueRequired)).toBeInTheDocument();
    expect(asked).toHaveLength(0);

    fill(screen.getByLabelText('Estimated cost (₹)'), '10000000');
    await choose(ui, 'Sector', 'Healthcare');
    await ui.click(screen.getByRole('button', { name: 'Check similar works' }));

    expect(await screen.findByText('The portfolio meets the similar-works criterion.')).toBeInTheDocument();
    expect(Object.fromEntries(asked.at(-1)!)).toEqual({ value: '10000000', years: '7', sector: 'healthcare' });
    const one = screen.getByLabelText('One work of at least 80% of the estimate: met');
    expect(within(one).getByText('Block B')).toBeInTheDocument();
    expect(within(one).getByText('₹90,00,000')).toBeInTheDocument();
    expect(within(one).getByText(/Each at least ₹80,00,000/)).toBeInTheDocument();
    expect(
      within(screen.getByLabelText('Three works, each at least 40% of the estimate: not met')).getByText('Block A'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByLabelText('Two works, each at least 50% of the estimate: not met')).getByText(
        'No completed work reaches this value.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Town Hall (Civic Works)')).toBeInTheDocument();
    expect(screen.getByText('Missing: contract value, completion certificate')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Export pack/ })).toHaveAttribute(
      'href',
      `${apiPath('tenders.pack')}?value=10000000&years=7&sector=healthcare`,
    );
    // The door schedules of the register go in when asked.
    await ui.click(screen.getByRole('checkbox', { name: 'With door schedules' }));
    expect(screen.getByRole('link', { name: /Export pack/ })).toHaveAttribute(
      'href',
      `${apiPath('tenders.pack')}?value=10000000&years=7&sector=healthcare&doorSchedules=true`,
    );
  });
});
