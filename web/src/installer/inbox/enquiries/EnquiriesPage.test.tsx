import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  API,
  ENQUIRY_MESSAGES as M,
  ENQUIRY_STATUSES,
  type Enquiry,
  type EnquiryListResponse,
  type EnquiryStatus,
} from '@portfolio/contract';
import { ADMIN, userWith } from '../../../test/fixtures';
import { fill, findNav, renderApp } from '../../../test/renderApp';
import { server, useMockApi } from '../../../test/server';
import { warmImports } from '../../../test/warm';

useMockApi();
warmImports(
  () => import('./EnquiriesPage'),
  () => import('./EnquiryDetailPage'),
  () => import('../../dashboard/DashboardLayout'),
);

const enquiry = (id: string, name: string, extra: Partial<Enquiry> = {}): Enquiry => ({
  _id: id,
  kind: 'project',
  labelId: null,
  reference: `ENQ-2026-000${id.slice(1)}`,
  name,
  company: null,
  email: `${id}@example.com`,
  phone: null,
  projectType: 'corporate',
  state: null,
  city: null,
  area: null,
  message: `Message from ${name}`,
  about: null,
  page: '/contact',
  status: 'new',
  lostReason: null,
  wonValue: null,
  read: false,
  linkCount: 0,
  owner: null,
  followUpOn: null,
  firstResponseAt: null,
  statusHistory: [{ status: 'new', at: '2026-11-20T10:00:00.000Z', by: null }],
  createdAt: '2026-11-20T10:00:00.000Z',
  source: null,
  notes: [],
  ...extra,
});

let store: Enquiry[];
let queries: URLSearchParams[];
let patches: unknown[];
let notes: unknown[];
let replies: unknown[];

/** A small in-memory inbox behind the /api/v1/enquiries routes, answering like the server. */
beforeEach(() => {
  store = [
    enquiry('e3', 'Asha Rao', {
      company: 'Rao Interiors',
      projectType: 'healthcare',
      phone: '+91 98450 12345',
      state: 'Karnataka',
      city: 'Mysuru',
      area: 12500,
      about: 'Acme projects',
      page: '/projects/client/acme',
      message: '<b>not bold</b>\nsecond line',
      createdAt: '2026-11-22T10:00:00.000Z',
      source: {
        landingPage: '/firedoors',
        referrerHost: 'google.com',
        utmSource: 'x',
        utmMedium: 'cpc',
        utmCampaign: 'autumn',
        channel: 'campaign',
      },
    }),
    enquiry('e2', 'Banker One', {
      projectType: 'bank',
      read: true,
      status: 'contacted',
      createdAt: '2026-11-21T10:00:00.000Z',
    }),
    enquiry('e1', 'Spammer', { status: 'spam', linkCount: 5 }),
  ];
  queries = [];
  patches = [];
  notes = [];
  replies = [];
  const summary = ({ notes: _n, ...rest }: Enquiry) => rest;
  server.use(
    http.get(`*${API.enquiries}`, ({ request }) => {
      const q = new URL(request.url).searchParams;
      queries.push(q);
      const status = q.get('status');
      const owner = q.get('owner');
      const rows = store.filter(
        (e) =>
          (status ? e.status === status : e.status !== 'spam') &&
          (!q.get('projectType') || e.projectType === q.get('projectType')) &&
          (!q.get('service') || e.service === q.get('service')) &&
          (!q.get('channel') || e.source?.channel === q.get('channel')) &&
          (!q.get('kind') || e.kind === q.get('kind')) &&
          (!q.get('q') || e.name.toLowerCase().includes(q.get('q')!.toLowerCase())) &&
          (!owner || (owner === 'me' ? e.owner?._id === 'u1' : owner === 'none' ? !e.owner : e.owner?._id === owner)) &&
          (!q.get('followUp') || (!!e.followUpOn && e.followUpOn <= '2026-11-26')),
      );
      const counts = Object.fromEntries(
        ENQUIRY_STATUSES.map((s) => [
          s,
          {
            total: store.filter((e) => e.status === s).length,
            unread: store.filter((e) => e.status === s && !e.read).length,
          },
        ]),
      ) as EnquiryListResponse['counts'];
      const body: EnquiryListResponse = {
        enquiries: rows.map(summary),
        page: Number(q.get('page') ?? 1),
        pageSize: 20,
        pageCount: 1,
        total: rows.length,
        unread: store.filter((e) => e.status !== 'spam' && !e.read).length,
        counts,
      };
      return HttpResponse.json(body);
    }),
    http.get(`*${API.enquiries}/:id`, ({ params }) => {
      const found = store.find((e) => e._id === params.id);
      if (!found) return HttpResponse.json({ message: M.notFound }, { status: 404 });
      found.read = true;
      return HttpResponse.json({ enquiry: found });
    }),
    http.patch(`*${API.enquiries}/:id`, async ({ params, request }) => {
      const body = (await request.json()) as {
        status?: EnquiryStatus;
        read?: boolean;
        lostReason?: Enquiry['lostReason'];
        wonValue?: number | null;
        owner?: string | null;
        followUpOn?: string | null;
      };
      patches.push(body);
      const found = store.find((e) => e._id === params.id)!;
      Object.assign(
        found,
        body.status ? { status: body.status, lostReason: body.lostReason ?? null } : {},
        body.read !== undefined ? { read: body.read } : {},
        body.status && body.status !== 'won' ? { wonValue: null } : {},
        body.wonValue !== undefined ? { wonValue: body.wonValue } : {},
      );
      if (body.status || body.wonValue)
        found.statusHistory = [
          ...found.statusHistory,
          {
            status: body.status ?? found.status,
            at: '2026-11-23T08:36:00.000Z',
            by: 'admin@example.com',
            ...(body.lostReason ? { lostReason: body.lostReason } : {}),
            ...(body.wonValue ? { wonValue: body.wonValue } : {}),
          },
        ];
      // As the server keeps them: owner and follow-up changes in the enquiry's activity.
      const by = 'admin@example.com';
      if (body.owner !== undefined) {
        found.owner = body.owner
          ? { _id: body.owner, email: body.owner === 'u2' ? 'staff@example.com' : 'admin@example.com' }
          : null;
        found.activity = [
          ...(found.activity ?? []),
          { kind: 'owner', at: '2026-11-23T09:00:00.000Z', by, owner: found.owner?.email ?? null },
        ];
      }
      if (body.followUpOn !== undefined) {
        found.followUpOn = body.followUpOn;
        found.activity = [
          ...(found.activity ?? []),
          { kind: 'followUp', at: '2026-11-23T09:30:00.000Z', by, followUpOn: body.followUpOn },
        ];
      }
      return HttpResponse.json({ message: M.updated, enquiry: found });
    }),
    http.post(`*${API.enquiries}/:id/replies`, async ({ params, request }) => {
      const { text } = (await request.json()) as { text: string };
      replies.push(text);
      const found = store.find((e) => e._id === params.id)!;
      found.notes = [
        ...found.notes,
        {
          _id: `r${replies.length}`,
          kind: 'reply',
          text,
          author: 'admin@example.com',
          createdAt: '2026-11-23T09:30:00.000Z',
        },
      ];
      if (found.status === 'new') found.status = 'contacted';
      return HttpResponse.json({ message: M.replySent, enquiry: found }, { status: 201 });
    }),
    http.post(`*${API.enquiries}/:id/notes`, async ({ params, request }) => {
      const { text } = (await request.json()) as { text: string };
      notes.push(text);
      const found = store.find((e) => e._id === params.id)!;
      found.notes = [
        ...found.notes,
        {
          _id: `n${notes.length}`,
          kind: 'note',
          text,
          author: 'admin@example.com',
          createdAt: '2026-11-23T09:00:00.000Z',
        },
      ];
      return HttpResponse.json({ message: M.noteAdded, enquiry: found }, { status: 201 });
    }),
  );
});

const rows = () => screen.getAllByRole('row').slice(1);
/** Each row's sender link, as the From column shows it. */
const senders = () => rows().map((r) => within(within(r).getAllByRole('cell')[1]).getByRole('link').textContent);

describe('Enquiries inbox', () => {
  it('is linked in the nav for status users only', async () => {
    renderApp('/installer/dashboard', { user: ADMIN });
    expect(within(await findNav()).getByRole('link', { name: /^Enquiries/ })).toHaveAttribute(
      'href',
      '/installer/dashboard/enquiries',
    );
  });

  it('is not in the nav of users without the status flag; its address lists only what they own, without the export', async () => {
    store = [enquiry('e4', 'Owned One', { owner: { _id: 'u1', email: 'seller@example.com' } })];
    renderApp('/installer/dashboard/enquiries', { user: userWith({ powers: { 'add-client': true } }) });
    expect(within(await findNav()).queryByRole('link', { name: /^Enquiries/ })).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Owned One/ })).toBeInTheDocument();
    expect(await screen.findByText('seller@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Export CSV/ })).not.toBeInTheDocument();
  });

  it('lists enquiries newest first with the unread count, spam left out', async () => {
    renderApp('/installer/dashboard/enquiries', { user: ADMIN });
    expect(await screen.findByRole('link', { name: 'Asha Rao · unread' })).toBeInTheDocument();
    expect(senders()).toEqual(['Asha Rao · unread', 'Banker One']);
    // Under the name: the company and the email.
    const from = within(within(rows()[0]).getAllByRole('cell')[1]);
    expect(from.getByText('Rao Interiors')).toBeInTheDocument();
    expect(from.getByText('e3@example.com')).toBeInTheDocument();
    expect(screen.getByLabelText('1 unread')).toBeInTheDocument();
    expect(screen.queryByText(/Spammer/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Export CSV/ })).toHaveAttribute('href', API.enquiriesExport);
  });

  it('filters by status and project type, searches, and exports the filtered list', async () => {
    const { ui, router } = renderApp('/installer/dashboard/enquiries', { user: ADMIN });
    await screen.findByText(/Asha Rao/);
    await ui.click(screen.getByLabelText('Status'));
    await ui.click(await screen.findByTitle('Spam (1, 1 unread)'));
    expect(await screen.findByRole('link', { name: 'Spammer · unread' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=spam');
    expect(screen.getByRole('link', { name: /Export CSV/ })).toHaveAttribute(
      'href',
      `${API.enquiriesExport}?status=spam`,
    );

    await ui.click(screen.getByLabelText('Status'));
    // antd 6 drops user-event's pointer sequence on a list re-opened while its opening motion runs (jsdom).
    fireEvent.click(await screen.findByTitle('Inbox (all but spam)'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await ui.click(screen.getByLabelText('Project type'));
    await ui.click(await screen.findByTitle('Banking'));
    await waitFor(() => expect(senders()).toEqual(['Banker One']));
    expect(queries.at(-1)!.get('projectType')).toBe('bank');

    await ui.click(screen.getByLabelText('Project type'));
    await ui.click(await screen.findByTitle('All project types'));
    fill(screen.getByLabelText('Search enquiries'), 'asha');
    await ui.keyboard('{Enter}');
    await ui.click(screen.getByLabelText('Search enquiries'));
    await ui.keyboard('{Enter}');
    await waitFor(() => expect(senders()).toEqual(['Asha Rao · unread']));
    expect(screen.getByRole('link', { name: /Export CSV/ })).toHaveAttribute('href', `${API.enquiriesExport}?q=asha`);
  }, 60_000);

  it.each([1440, 390])(
    'filters by service at %i px, kept in the address and in the export',
    async (width) => {
      store[0].service = 'interiors';
      store[1].service = 'fire-doors';
      store.push(
        enquiry('e4', 'Chitra Fire', { service: 'fire-doors', status: 'won', createdAt: '2026-11-20T10:00:00.000Z' }),
      );
      const { ui, router } = renderApp('/installer/dashboard/enquiries', { user: ADMIN, width });
      const names = () =>
        width === 390
          ? within(screen.getByRole('list', { name: 'Enquiries' }))
              .getAllByRole('listitem')
              .map((li) => within(li).getAllByRole('link')[0].textContent)
          : senders();
      await screen.findByText(/Asha Rao/);
      expect(names()).toEqual(['Asha Rao · unread', 'Banker One', 'Chitra Fire · unread']);

      const filters = within(screen.getByRole('group', { name: 'Filters' }));
      await ui.click(filters.getByLabelText('Service'));
      // The open list's option (the table's Service cells carry the same title).
      const options = await screen.findAllByTitle('Fire doors');
      await ui.click(options.find((el) => el.closest('.ant-select-dropdown'))!);
      await waitFor(() => expect(names()).toEqual(['Banker One', 'Chitra Fire · unread']));
      expect(router.state.location.search).toBe('?service=fire-doors');
      expect(queries.at(-1)!.get('service')).toBe('fire-doors');
      expect(screen.getByRole('link', { name: /Export CSV/ })).toHaveAttribute(
        'href',
        `${API.enquiriesExport}?service=fire-doors`,
      );

      // Combined with the status filter, in the list, the address and the export.
      await ui.click(filters.getByLabelText('Status'));
      await ui.click(await screen.findByTitle('Won (1, 1 unread)'));
      await waitFor(() => expect(names()).toEqual(['Chitra Fire · unread']));
      expect(new URLSearchParams(router.state.location.search).get('service')).toBe('fire-doors');
      expect(new URLSearchParams(router.state.location.search).get('status')).toBe('won');
      expect(
        new URL(screen.getByRole('link', { name: /Export CSV/ }).getAttribute('href')!, 'http://x').searchParams.get(
          'service',
        ),
      ).toBe('fire-doors');

      await ui.click(filters.getByLabelText('Service'));
      fireEvent.click(await screen.findByTitle('All services'));
      await waitFor(() => expect(router.state.location.search).toBe('?status=won'));
      expect(queries.at(-1)!.get('service')).toBeNull();
    },
    60_000,
  );

  it('reads the service filter from the address (Back from an enquiry)', async () => {
    store[0].service = 'interiors';
    renderApp('/installer/dashboard/enquiries?service=interiors', { user: ADMIN, width: 1440 });
    await waitFor(() => expect(senders()).toEqual(['Asha Rao · unread']));
    expect(within(screen.getByRole('group', { name: 'Filters' })).getByTitle('Interiors')).toBeInTheDocument();
  });

  it('ignores an unknown service in the address', async () => {
    renderApp('/installer/dashboard/enquiries?service=castle', { user: ADMIN, width: 1440 });
    await waitFor(() => expect(senders()).toEqual(['Asha Rao · unread', 'Banker One']));
    expect(queries.every((q) => q.get('service') !== 'castle')).toBe(true);
  });

  it('opens an enquiry with every field as text, changes its status and adds a note', async () => {
    const { ui } = renderApp('/installer/dashboard/enquiries', { user: ADMIN });
    await ui.click(await screen.findByRole('link', { name: /Asha Rao/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Asha Rao · Rao Interiors' })).toBeInTheDocument();
    for (const text of [
      'e3@example.com',
      '+91 98450 12345',
      'Healthcare',
      'Karnataka',
      'Mysuru',
      '12,500',
      'Acme projects',
      '/projects/client/acme',
    ])
      expect(screen.getByText(text)).toBeInTheDocument();
    // Where the visit began: its channel, landing page, referrer host and campaign.
    for (const [label, value] of [
      ['Source', 'Campaign'],
      ['Landing page', '/firedoors'],
      ['Referrer', 'google.com'],
      ['Campaign tags', 'autumn · x / cpc'],
    ])
      expect(screen.getByText(label).closest('tr')).toHaveTextContent(`${label}${value}`);
    // What a visitor typed is shown as text, never as markup.
    expect(screen.getByText(/<b>not bold<\/b>/)).toBeInTheDocument();
    expect(document.querySelector('b')).toBeNull();

    await ui.click(screen.getByLabelText('Change status'));
    await ui.click(await screen.findByTitle('Proposal sent'));
    await waitFor(() => expect(patches).toEqual([{ status: 'proposal' }]));
    expect(await screen.findByText(M.updated)).toBeInTheDocument();

    await ui.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText(M.noteRequired)).toBeInTheDocument();
    fill(screen.getByLabelText('New note'), 'Called back, visit on Monday.');
    await ui.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Called back, visit on Monday.')).toBeInTheDocument();
    expect(notes).toEqual(['Called back, visit on Monday.']);
    await waitFor(() => expect(screen.getByLabelText('New note')).toHaveValue(''));

    await ui.click(screen.getByRole('button', { name: 'Mark as unread' }));
    await waitFor(() => expect(patches.at(-1)).toEqual({ read: false }));
    expect(await screen.findByRole('button', { name: 'Mark as read' })).toBeInTheDocument();
  }, 60_000);

  it('shows the reference and history, asks why before marking Lost, assigns an owner and sets a follow-up date', async () => {
    const { ui } = renderApp('/installer/dashboard/enquiries/e3', { user: ADMIN });
    expect(await screen.findByText(/ENQ-2026-0003 · Received 22 Nov 2026, 15:30 · No owner/)).toBeInTheDocument();
    // No internal spam data, and the status only once: in its dropdown.
    expect(screen.queryByText(/Links in message/)).not.toBeInTheDocument();
    expect(screen.getAllByText('New')).toHaveLength(1); // the dropdown's value (the history's entry reads 'Status: New · …')
    expect(screen.getByText(/^Status: New · 20 Nov 2026, 15:30 · Website$/)).toBeInTheDocument();

    await ui.click(screen.getByLabelText('Change status'));
    await ui.click(await screen.findByTitle('Lost'));
    expect(patches).toEqual([]);
    await ui.click(screen.getByRole('button', { name: 'Mark as lost' }));
    expect(await screen.findByText(M.lostReasonRequired)).toBeInTheDocument();
    expect(patches).toEqual([]);
    await ui.click(screen.getByLabelText('Lost reason'));
    await ui.click(await screen.findByTitle('No response'));
    await ui.click(screen.getByRole('button', { name: 'Mark as lost' }));
    await waitFor(() => expect(patches).toEqual([{ status: 'lost', lostReason: 'no-response' }]));
    expect(await screen.findByText('Lost: No response')).toBeInTheDocument();
    expect(
      screen.getByText(/Status: Lost \(No response\) · 23 Nov 2026, 14:06 · admin@example.com/),
    ).toBeInTheDocument();

    await ui.click(screen.getByLabelText('Owner'));
    await ui.click(await screen.findByTitle('staff@example.com'));
    await waitFor(() => expect(patches.at(-1)).toEqual({ owner: 'u2' }));
    expect(await screen.findByText(/ENQ-2026-0003 · Received .* · Owner staff@example.com/)).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Follow-up date'), { target: { value: '2026-12-01' } });
    await waitFor(() => expect(patches.at(-1)).toEqual({ followUpOn: '2026-12-01' }));
    await waitFor(() => expect(screen.getByLabelText('Follow-up date')).toHaveValue('2026-12-01'));

    // The history holds the status, owner and follow-up changes in order, each kind with its own look.
    const history = within(screen.getByRole('region', { name: 'Status history' }));
    await waitFor(() =>
      expect(history.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
        'Status: New · 20 Nov 2026, 15:30 · Website',
        'Status: Lost (No response) · 23 Nov 2026, 14:06 · admin@example.com',
        'Owner: staff@example.com · 23 Nov 2026, 14:30 · admin@example.com',
        'Follow up on 1 Dec 2026 · 23 Nov 2026, 15:00 · admin@example.com',
      ]),
    );
    const [status, owner, followUp] = history.getAllByRole('listitem').slice(1);
    expect(status).toHaveClass('inbox-change--status');
    expect(owner).toHaveClass('inbox-change--owner');
    expect(followUp).toHaveClass('inbox-change--followUp');
  });

  it('marks an enquiry Won, then keeps the contract value typed as people write it, refusing one that is not rupees', async () => {
    const { ui } = renderApp('/installer/dashboard/enquiries/e3', { user: ADMIN });
    await screen.findByText(/ENQ-2026-0003/);
    expect(screen.queryByLabelText('Contract value won (₹)')).not.toBeInTheDocument();
    await ui.click(screen.getByLabelText('Change status'));
    await ui.click(await screen.findByTitle('Won'));
    await waitFor(() => expect(patches).toEqual([{ status: 'won' }]));
    expect(await screen.findByText('Contract value won').then((th) => th.closest('tr'))).toHaveTextContent(
      'Contract value wonNot recorded',
    );

    const value = screen.getByLabelText('Contract value won (₹)');
    fill(value, '12 crore');
    await ui.click(screen.getByRole('button', { name: 'Save value' }));
    expect(await screen.findByText(M.wonValueInvalid)).toBeInTheDocument();
    expect(patches).toHaveLength(1);

    fill(value, '12,50,00,000');
    await ui.click(screen.getByRole('button', { name: 'Save value' }));
    await waitFor(() => expect(patches.at(-1)).toEqual({ wonValue: 125_000_000 }));
    expect(await screen.findByText('₹12,50,00,000')).toBeInTheDocument();
    expect(screen.getByText(/^Status: Won \(₹12,50,00,000\) · /)).toBeInTheDocument();
  });

  it('replies to the visitor from the thread, which reads top to bottom, with WhatsApp and call links', async () => {
    store[0].notes = [
      {
        _id: 'n0',
        kind: 'note',
        text: 'Big client, be quick.',
        author: 'staff@example.com',
        createdAt: '2026-11-22T11:00:00.000Z',
      },
    ];
    const { ui } = renderApp('/installer/dashboard/enquiries/e3', { user: ADMIN });
    const whatsapp = await screen.findByRole('link', { name: 'WhatsApp' });
    expect(whatsapp).toHaveAttribute(
      'href',
      `https://wa.me/919845012345?text=${encodeURIComponent('Hello Asha Rao, this is Test Builders about your enquiry ENQ-2026-0003.')}`,
    );
    expect(screen.getByRole('link', { name: 'Call +91 98450 12345' })).toHaveAttribute('href', 'tel:+919845012345');

    await ui.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText(M.replyRequired)).toBeInTheDocument();
    expect(replies).toEqual([]);
    fill(screen.getByLabelText('Reply to the visitor'), 'Thank you, we will call on Monday.');
    await ui.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText(M.replySent)).toBeInTheDocument();
    expect(replies).toEqual(['Thank you, we will call on Monday.']);
    await waitFor(() => expect(screen.getByLabelText('Reply to the visitor')).toHaveValue(''));

    const thread = within(screen.getByLabelText('Thread'));
    expect(thread.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Message from Asha Rao · 22 Nov 2026, 15:30From the website<b>not bold</b>\nsecond line',
      'Internal note by staff@example.com · 22 Nov 2026, 16:30Staff onlyBig client, be quick.',
      'Reply to visitor by admin@example.com · 23 Nov 2026, 15:00EmailedThank you, we will call on Monday.',
    ]);
    // Replies sent and internal notes look different: each kind its own style and tag.
    const [message, note, reply] = thread.getAllByRole('listitem');
    expect(message).toHaveClass('inbox-entry--message');
    expect(note).toHaveClass('inbox-entry--note');
    expect(reply).toHaveClass('inbox-entry--reply');
    // A New enquiry answered is Contacted.
    expect(screen.getByLabelText('Change status').closest('.ant-select')).toHaveTextContent('Contacted');
  });

  it('filters the list by source channel', async () => {
    const { ui } = renderApp('/installer/dashboard/enquiries', { user: ADMIN });
    expect(await screen.findByRole('link', { name: /Banker One/ })).toBeInTheDocument();
    await ui.click(screen.getByLabelText('Source'));
    await ui.click(await screen.findByTitle('Campaign'));
    await waitFor(() => expect(screen.queryByRole('link', { name: /Banker One/ })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: /Asha Rao/ })).toBeInTheDocument();
    expect(queries.at(-1)?.get('channel')).toBe('campaign');
  });

  it('filters by kind and shows a suspected counterfeit label’s report with its label id', async () => {
    Object.assign(store.find((e) => e.name === 'Banker One')!, {
      kind: 'counterfeit-label',
      labelId: 'BC-FD-2019-12345',
    });
    const { ui } = renderApp('/installer/dashboard/enquiries', { user: ADMIN });
    expect(await screen.findByRole('link', { name: /Asha Rao/ })).toBeInTheDocument();
    await ui.click(screen.getByLabelText('Kind'));
    await ui.click(await screen.findByTitle('Suspected counterfeit label'));
    await waitFor(() => expect(screen.queryByRole('link', { name: /Asha Rao/ })).not.toBeInTheDocument());
    expect(queries.at(-1)?.get('kind')).toBe('counterfeit-label');

    await ui.click(screen.getByRole('link', { name: /Banker One/ }));
    expect(await screen.findByText('Suspected counterfeit label: BC-FD-2019-12345')).toBeInTheDocument();
    expect(screen.getByText('Label id').closest('tr')).toHaveTextContent('Label idBC-FD-2019-12345');
    expect(screen.getByText('Kind').closest('tr')).toHaveTextContent('KindSuspected counterfeit label');
  });

  it('says so when an enquiry does not exist', async () => {
    renderApp('/installer/dashboard/enquiries/nope', { user: ADMIN });
    expect(await screen.findByText(M.notFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All enquiries' })).toHaveAttribute(
      'href',
      '/installer/dashboard/enquiries',
    );
  });

  it('is a list of cards on a 390 px phone (name, company, project type, status, owner, follow-up, received and age), with every filter', async () => {
    store[0].owner = { _id: 'u1', email: 'admin@example.com' };
    store[0].followUpOn = '2020-01-02';
    const { ui, router } = renderApp('/installer/dashboard/enquiries', { user: ADMIN, width: 390 });
    const cards = await screen.findByRole('list', { name: 'Enquiries' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const [asha, banker] = within(cards).getAllByRole('listitem');
    expect(within(asha).getByRole('link', { name: 'Asha Rao · unread' })).toHaveAttribute(
      'href',
      '/installer/dashboard/enquiries/e3',
    );
    for (const text of [
      'Rao Interiors',
      'Healthcare',
      'New',
      'admin@example.com',
      '2 Jan 2020 (overdue)',
      '22 Nov 2026, 15:30',
    ])
      expect(within(asha).getByText(text)).toBeInTheDocument();
    expect(within(asha).getByText(/days ago$/)).toBeInTheDocument();
    expect(within(banker).getByText('No owner')).toBeInTheDocument();
    expect(within(banker).getByText('Contacted')).toBeInTheDocument();

    // The filters: status, owner, mine, follow-up due.
    const filters = within(screen.getByRole('group', { name: 'Filters' }));
    expect(filters.getByLabelText('Status')).toBeInTheDocument();
    expect(filters.getByLabelText('Owner')).toBeInTheDocument();
    await ui.click(filters.getByRole('checkbox', { name: 'Mine' }));
    await waitFor(() => expect(router.state.location.search).toBe('?owner=me'));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Enquiries' })).getAllByRole('listitem')).toHaveLength(1),
    );
    await waitFor(() => expect(filters.getByRole('checkbox', { name: 'Mine' })).toBeChecked());
    await ui.click(filters.getByRole('checkbox', { name: 'Mine' }));
    await waitFor(() => expect(filters.getByRole('checkbox', { name: 'Mine' })).not.toBeChecked());
    await ui.click(filters.getByRole('checkbox', { name: 'Follow-up due' }));
    await waitFor(() => expect(router.state.location.search).toBe('?followUp=due'));
    await waitFor(() => expect(queries.at(-1)!.get('followUp')).toBe('due'));
    await ui.click(filters.getByLabelText('Owner'));
    await ui.click(await screen.findByTitle('No owner'));
    await waitFor(() => expect(router.state.location.search).toBe('?followUp=due&owner=none'));
    expect(await screen.findByText('No enquiries found.')).toBeInTheDocument();
  });

  it('keeps the table at 1440 px, follow-ups marked and ages shown, long names whole in their title', async () => {
    const company = 'Sri Venkateswara Educational and Charitable Trust (Regd.), Bengaluru Campus Expansion Committee';
    const email = 'procurement.facilities-management@srivenkateswara-educational-trust.org.in';
    const owner = 'business-development.north-karnataka@example-construction.co.in';
    store[1] = {
      ...store[1],
      company,
      email,
      owner: { _id: 'u9', email: owner },
      service: 'fire-doors',
      followUpOn: '2020-01-02',
    };
    renderApp('/installer/dashboard/enquiries', { user: ADMIN, width: 1440 });
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Enquiries' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Received',
      'From',
      'Reference',
      'Service',
      'Status',
      'Owner',
      'Follow up',
    ]);
    const banker = within(rows()[1]);
    expect(banker.getByText('2 Jan 2020 (overdue)')).toBeInTheDocument();
    expect(banker.getByText('21 Nov 2026, 15:30')).toBeInTheDocument();
    expect(banker.getByText(/days ago$/)).toBeInTheDocument();
    expect(banker.getByText('ENQ-2026-0002')).toBeInTheDocument();
    expect(banker.getByText('Fire doors')).toBeInTheDocument();
    // Cut with an ellipsis on the screen, whole when pointed at.
    expect(banker.getByText(company)).toHaveAttribute('title', company);
    expect(banker.getByText(email)).toHaveAttribute('title', email);
    expect(banker.getByTitle(owner)).toHaveTextContent(owner);
  });

  it('leaves the wide columns out on narrower screens, never the status, owner or follow-up', async () => {
    renderApp('/installer/dashboard/enquiries', { user: ADMIN, width: 1024 });
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Received',
      'From',
      'Status',
      'Owner',
      'Follow up',
    ]);
  });

  it('leaves the reference out below 1360 px', async () => {
    renderApp('/installer/dashboard/enquiries', { user: ADMIN, width: 1280 });
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Received',
      'From',
      'Service',
      'Status',
      'Owner',
      'Follow up',
    ]);
  });

  it('shows the project type too on a 1600 px screen', async () => {
    renderApp('/installer/dashboard/enquiries', { user: ADMIN, width: 1600 });
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Received',
      'From',
      'Reference',
      'Service',
      'Project type',
      'Status',
      'Owner',
      'Follow up',
    ]);
  });
});
