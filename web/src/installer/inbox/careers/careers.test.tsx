import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  APPLICATION_STATUSES,
  CAREERS_API,
  CAREER_MESSAGES as M,
  type Application,
  type ApplicationListResponse,
  type ApplicationStatus,
  type JobWithCounts,
} from '@portfolio/contract';
import { ADMIN, userWith } from '../../../test/fixtures';
import { fill, findNav, renderApp } from '../../../test/renderApp';
import { db, server, useMockApi } from '../../../test/server';
import { warmImports } from '../../../test/warm';

useMockApi();
warmImports(
  () => import('./JobsPage'),
  () => import('./ApplicationsPage'),
  () => import('./ApplicationDetailPage'),
  () => import('../../dashboard/DashboardLayout'),
);

const job = (id: string, title: string, extra: Partial<JobWithCounts> = {}): JobWithCounts => ({
  _id: id,
  slug: `${title.toLowerCase().replace(/\s+/g, '-')}-pune`,
  title,
  state: 'Maharashtra',
  city: 'Pune',
  employmentType: 'FULL_TIME',
  description: 'Run day-to-day work on a hospital fit-out site, with the daily log.',
  closingDate: null,
  open: true,
  accepting: true,
  postedAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  applications: 0,
  newApplications: 0,
  ...extra,
});
const application = (id: string, name: string, extra: Partial<Application> = {}): Application => ({
  _id: id,
  name,
  email: `${id}@example.com`,
  phone: '+91 98200 12345',
  message: '<b>not bold</b>',
  status: 'new',
  jobId: 'j1',
  jobTitle: 'Site Engineer',
  cv: { fileName: `${name}.pdf`, mime: 'application/pdf', size: 120_000 },
  createdAt: '2026-11-22T10:00:00.000Z',
  deleteAt: '2027-05-21T10:00:00.000Z',
  source: null,
  notes: [],
  statusHistory: [{ status: 'new', at: '2026-11-22T10:00:00.000Z', by: null }],
  owner: null,
  ...extra,
});

let jobs: JobWithCounts[];
let apps: Application[];
let posted: unknown[];
let puts: Array<{ id: string; body: any }>;
let deleted: string[];
let patches: unknown[];

beforeEach(() => {
  jobs = [
    job('j1', 'Site Engineer', { applications: 2, newApplications: 1 }),
    job('j2', 'Carpenter', { open: false, accepting: false }),
  ];
  apps = [
    application('a1', 'Ravi Kumar'),
    application('a2', 'Meera Iyer', { status: 'shortlisted', jobId: 'j2', jobTitle: 'Carpenter' }),
  ];
  posted = [];
  puts = [];
  deleted = [];
  patches = [];
  db.users = [...db.users, { _id: 'u3', email: 'recruiter@example.com', powers: db.users[1].powers, status: true }];
  const summary = ({ notes: _n, ...rest }: Application) => rest;
  server.use(
    http.get(`*${CAREERS_API.allJobs}`, () => HttpResponse.json({ jobs })),
    http.post(`*${CAREERS_API.jobs}`, async ({ request }) => {
      const body = (await request.json()) as any;
      posted.push(body);
      const created = job('j9', body.title, body);
      jobs = [created, ...jobs];
      return HttpResponse.json({ message: M.jobCreated, job: created }, { status: 201 });
    }),
    http.put('*/api/v1/jobs/:id', async ({ params, request }) => {
      const body = (await request.json()) as any;
      puts.push({ id: String(params.id), body });
      const found = jobs.find((j) => j._id === params.id)!;
      Object.assign(found, body, body.open === false ? { accepting: false } : {});
      return HttpResponse.json({ message: body.open === false ? M.jobClosed : M.jobUpdated, job: found });
    }),
    http.get(`*${CAREERS_API.applications}`, ({ request }) => {
      const q = new URL(request.url).searchParams;
      const owner = q.get('owner');
      const rows = apps.filter(
        (a) =>
          (!q.get('job') || a.jobId === q.get('job')) &&
          (!q.get('status') || a.status === q.get('status')) &&
          (!q.get('channel') || a.source?.channel === q.get('channel')) &&
          (!owner || (owner === 'me' ? a.owner?._id === 'me' : owner === 'none' ? !a.owner : a.owner?._id === owner)),
      );
      const counts = Object.fromEntries(
        APPLICATION_STATUSES.map((s) => [s, apps.filter((a) => a.status === s).length]),
      ) as ApplicationListResponse['counts'];
      return HttpResponse.json({
        applications: rows.map(summary),
        page: 1,
        pageSize: 20,
        pageCount: 1,
        total: rows.length,
        counts,
      } satisfies ApplicationListResponse);
    }),
    http.get('*/api/v1/applications/:id', ({ params }) => {
      const found = apps.find((a) => a._id === params.id);
      return found
        ? HttpResponse.json({ application: found })
        : HttpResponse.json({ message: M.applicationNotFound }, { status: 404 });
    }),
    http.patch('*/api/v1/applications/:id', async ({ params, request }) => {
      const body = (await request.json()) as { status?: ApplicationStatus; owner?: string | null };
      patches.push(body);
      const found = apps.find((a) => a._id === params.id)!;
      if (body.status) {
        found.status = body.status;
        found.statusHistory = [
          ...found.statusHistory,
          { status: body.status, at: '2026-11-23T08:36:00.000Z', by: 'admin@example.com' },
        ];
      }
      if (body.owner !== undefined)
        found.owner = body.owner ? { _id: body.owner, email: db.users.find((u) => u._id === body.owner)!.email } : null;
      return HttpResponse.json({ message: M.applicationUpdated, application: found });
    }),
    http.post('*/api/v1/applications/:id/notes', async ({ params, request }) => {
      const { text } = (await request.json()) as { text: string };
      const found = apps.find((a) => a._id === params.id)!;
      found.notes = [
        ...found.notes,
        { _id: 'n1', text, author: 'admin@example.com', createdAt: '2026-11-23T09:00:00.000Z' },
      ];
      return HttpResponse.json({ message: M.noteAdded, application: found }, { status: 201 });
    }),
    http.delete('*/api/v1/applications/:id', ({ params }) => {
      deleted.push(String(params.id));
      apps = apps.filter((a) => a._id !== params.id);
      return HttpResponse.json({ message: M.applicationDeleted });
    }),
  );
});

const rows = () => screen.getAllByRole('row').slice(1);

describe('Careers screens', () => {
  it('are linked in the nav for status users only', async () => {
    renderApp('/installer/dashboard', { user: ADMIN });
    const nav = await findNav();
    expect(within(nav).getByRole('link', { name: 'Careers' })).toHaveAttribute('href', '/installer/dashboard/careers');
    // The entry carries the count badge of new applications when there are any.
    expect(within(nav).getByRole('link', { name: /^Applications( \d+ new)?$/ })).toHaveAttribute(
      'href',
      '/installer/dashboard/applications',
    );
  });

  it('send users without the status flag home', async () => {
    const { router } = renderApp('/installer/dashboard/applications', {
      user: userWith({ powers: { 'add-client': true } }),
    });
    expect(within(await findNav()).queryByRole('link', { name: 'Applications' })).not.toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/installer/dashboard'));
  });

  it('publish an opening after the contract checks, and close one', async () => {
    const { ui } = renderApp('/installer/dashboard/careers', { user: ADMIN });
    expect(await screen.findByRole('link', { name: '2 applications, 1 new' })).toHaveAttribute(
      'href',
      '/installer/dashboard/applications?job=j1',
    );
    expect(within(rows()[1]).getByText('Closed')).toBeInTheDocument();

    await ui.click(screen.getByRole('button', { name: /New opening/ }));
    const dialog = await screen.findByRole('dialog');
    await ui.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await within(dialog).findByText(M.titleRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(M.stateRequired)).toBeInTheDocument();
    expect(posted).toEqual([]);

    fill(within(dialog).getByLabelText(/Job title/), 'Safety Officer');
    // The lists are long (virtual): type to narrow them, as a person would.
    await ui.type(within(dialog).getByLabelText(/^State/), 'Mahara');
    await ui.click(await screen.findByTitle('Maharashtra'));
    await ui.type(within(dialog).getByLabelText(/^City/), 'Than');
    await ui.click(await screen.findByTitle('Thane'));
    fill(
      within(dialog).getByLabelText(/Description/),
      'Keep our hospital sites safe: inductions, audits and daily toolbox talks.',
    );
    await ui.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      title: 'Safety Officer',
      state: 'Maharashtra',
      city: 'Thane',
      employmentType: 'FULL_TIME',
      closingDate: null,
      open: true,
    });
    expect(await screen.findByText(M.jobCreated)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Safety Officer' })).toBeInTheDocument();

    await ui.click(screen.getByRole('button', { name: 'Close Site Engineer' }));
    await waitFor(() => expect(puts).toEqual([{ id: 'j1', body: { open: false } }]));
    expect(await screen.findByText(M.jobClosed)).toBeInTheDocument();
  });

  it('list applications with filters and the CV link, change the status, add a note and delete one', async () => {
    const { ui, router } = renderApp('/installer/dashboard/applications', { user: ADMIN });
    expect(await screen.findByRole('link', { name: 'Ravi Kumar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download CV of Ravi Kumar' })).toHaveAttribute(
      'href',
      CAREERS_API.cv('a1'),
    );
    await ui.click(screen.getByLabelText('Status'));
    await ui.click(await screen.findByTitle('Shortlisted (1)'));
    await waitFor(() =>
      expect(rows().map((r) => within(r).getAllByRole('cell')[1].textContent)).toEqual(['Meera Iyer']),
    );
    expect(router.state.location.search).toBe('?status=shortlisted');

    await ui.click(screen.getByRole('link', { name: 'Meera Iyer' }));
    expect(await screen.findByRole('heading', { name: 'Meera Iyer' })).toBeInTheDocument();
    expect(screen.getByText('<b>not bold</b>')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Download CV/ })).toHaveAttribute('href', CAREERS_API.cv('a2'));
    await ui.click(screen.getByLabelText('Change status'));
    await ui.click(await screen.findByTitle('Interview'));
    expect(await screen.findByText(M.applicationUpdated)).toBeInTheDocument();
    expect(apps.find((a) => a._id === 'a2')!.status).toBe('interview');
    expect(patches).toEqual([{ status: 'interview' }]);

    await ui.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText(M.noteRequired)).toBeInTheDocument();
    fill(screen.getByLabelText('New note'), 'Good interview; references next.');
    await ui.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Good interview; references next.')).toBeInTheDocument();

    // The buttons wait while the note is saved and the application reloaded.
    await waitFor(() => expect(screen.getByRole('button', { name: /Delete/ })).toBeEnabled());
    await ui.click(screen.getByRole('button', { name: /Delete/ }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(dialog).toHaveTextContent(M.confirmDeleteApplication);
    await ui.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/installer/dashboard/applications'));
    expect(deleted).toEqual(['a2']);
  });

  it('is a table at 1440 px: received in the company zone, candidate, opening, status, owner and CV, filtered by owner', async () => {
    apps[0].owner = { _id: 'u3', email: 'recruiter@example.com' };
    const { ui, router } = renderApp('/installer/dashboard/applications', { user: ADMIN, width: 1440 });
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Applications' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Received',
      'Candidate',
      'Opening',
      'Status',
      'Owner',
      'Source',
      'CV',
    ]);
    expect(
      within(rows()[0])
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      '22 Nov 2026, 15:30',
      'Ravi Kumar',
      'Site Engineer',
      'New',
      'recruiter@example.com',
      '—',
      'Download CVPDF, 117 KB',
    ]);

    const filters = within(screen.getByRole('group', { name: 'Filters' }));
    await ui.click(filters.getByLabelText('Owner'));
    // Only admins may own applications: the staff user without the flag is not offered.
    expect(screen.queryByTitle('staff@example.com')).not.toBeInTheDocument();
    await ui.click(await screen.findByTitle('recruiter@example.com'));
    await waitFor(() => expect(router.state.location.search).toBe('?owner=u3'));
    await waitFor(() =>
      expect(rows().map((r) => within(r).getAllByRole('cell')[1].textContent)).toEqual(['Ravi Kumar']),
    );
    await ui.click(filters.getByRole('checkbox', { name: 'Mine' }));
    await waitFor(() => expect(router.state.location.search).toBe('?owner=me'));
    expect(await screen.findByText('No applications found.')).toBeInTheDocument();
  });

  it('shows where each applicant came from, filters by source (in the address and the CSV export), and on the application', async () => {
    apps[1].source = {
      landingPage: '/careers',
      referrerHost: null,
      utmSource: 'naukri',
      utmMedium: 'cpc',
      utmCampaign: 'site-engineers',
      channel: 'campaign',
    };
    const { ui, router } = renderApp('/installer/dashboard/applications', { user: ADMIN, width: 1440 });
    await screen.findByRole('table');
    expect(rows().map((r) => within(r).getAllByRole('cell')[5].textContent)).toEqual(['—', 'Campaign']);
    const exportLink = screen.getByRole('link', { name: /Export CSV/ });
    expect(exportLink).toHaveAttribute('href', CAREERS_API.applicationsExport);

    const filters = within(screen.getByRole('group', { name: 'Filters' }));
    await ui.click(filters.getByLabelText('Source'));
    const options = await screen.findAllByTitle('Campaign');
    await ui.click(options.find((el) => el.closest('.ant-select-dropdown'))!);
    await waitFor(() => expect(router.state.location.search).toBe('?channel=campaign'));
    await waitFor(() =>
      expect(rows().map((r) => within(r).getAllByRole('cell')[1].textContent)).toEqual(['Meera Iyer']),
    );
    expect(screen.getByRole('link', { name: /Export CSV/ })).toHaveAttribute(
      'href',
      `${CAREERS_API.applicationsExport}?channel=campaign`,
    );

    await ui.click(screen.getByRole('link', { name: 'Meera Iyer' }));
    expect(await screen.findByText('Landing page')).toBeInTheDocument();
    for (const [label, value] of [
      ['Source', 'Campaign'],
      ['Landing page', '/careers'],
      ['Referrer', '—'],
      ['Campaign tags', 'site-engineers · naukri / cpc'],
    ])
      expect(screen.getByText(label).closest('tr')).toHaveTextContent(`${label}${value}`);
  });

  it('is a list of cards at 390 px (name, opening, status, received, owner) with the filters', async () => {
    apps[1].owner = { _id: 'me', email: 'admin@example.com' };
    const { ui, router } = renderApp('/installer/dashboard/applications', { user: ADMIN, width: 390 });
    const cards = await screen.findByRole('list', { name: 'Applications' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const [ravi, meera] = within(cards).getAllByRole('listitem');
    expect(within(ravi).getByRole('link', { name: 'Ravi Kumar' })).toHaveAttribute(
      'href',
      '/installer/dashboard/applications/a1',
    );
    for (const text of ['Site Engineer', 'New', '22 Nov 2026, 15:30', 'No owner'])
      expect(within(ravi).getByText(text)).toBeInTheDocument();
    for (const text of ['Carpenter', 'Shortlisted', 'admin@example.com'])
      expect(within(meera).getByText(text)).toBeInTheDocument();
    expect(within(meera).getByRole('link', { name: 'Download (PDF, 117 KB)' })).toHaveAttribute(
      'href',
      CAREERS_API.cv('a2'),
    );

    const filters = within(screen.getByRole('group', { name: 'Filters' }));
    for (const name of ['Job opening', 'Status', 'Owner']) expect(filters.getByLabelText(name)).toBeInTheDocument();
    await ui.click(filters.getByRole('checkbox', { name: 'Mine' }));
    await waitFor(() => expect(router.state.location.search).toBe('?owner=me'));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Applications' })).getAllByRole('listitem')).toHaveLength(1),
    );
    await ui.click(filters.getByLabelText('Status'));
    await ui.click(await screen.findByTitle('Hired (0)'));
    await waitFor(() => expect(router.state.location.search).toBe('?owner=me&status=hired'));
    expect(await screen.findByText('No applications found.')).toBeInTheDocument();
  });

  it('reads top to bottom on a phone: the application, its notes, then the status history; assigning an owner', async () => {
    apps[1].notes = [
      {
        _id: 'n0',
        text: 'Called; free on Monday.',
        author: 'recruiter@example.com',
        createdAt: '2026-11-22T11:00:00.000Z',
      },
    ];
    apps[1].statusHistory = [
      ...apps[1].statusHistory,
      { status: 'shortlisted', at: '2026-11-23T08:36:00.000Z', by: 'recruiter@example.com' },
    ];
    const { ui } = renderApp('/installer/dashboard/applications/a2', { user: ADMIN, width: 390 });
    expect(await screen.findByRole('heading', { name: 'Meera Iyer' })).toBeInTheDocument();
    expect(screen.getByText('Carpenter · Received 22 Nov 2026, 15:30 · No owner')).toBeInTheDocument();
    // The status once, in its dropdown (the history's entries read 'Shortlisted · …').
    expect(screen.getAllByText('Shortlisted')).toHaveLength(1);
    const message = screen.getByText('<b>not bold</b>');
    const note = screen.getByText('Called; free on Monday.');
    const history = screen.getByRole('region', { name: 'Status history' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['New · 22 Nov 2026, 15:30 · Website', 'Shortlisted · 23 Nov 2026, 14:06 · recruiter@example.com']);
    // Document order: message, then notes, then history.
    expect(message.compareDocumentPosition(note) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(note.compareDocumentPosition(history) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await ui.click(screen.getByLabelText('Owner'));
    expect(screen.queryByTitle('staff@example.com')).not.toBeInTheDocument();
    await ui.click(await screen.findByTitle('recruiter@example.com'));
    await waitFor(() => expect(patches).toEqual([{ owner: 'u3' }]));
    expect(
      await screen.findByText('Carpenter · Received 22 Nov 2026, 15:30 · Owner recruiter@example.com'),
    ).toBeInTheDocument();
  });
});
