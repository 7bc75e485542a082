import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, ENQUIRY_MESSAGES as M, ENQUIRY_STATUSES, type Enquiry, type EnquiryListResponse, type EnquiryStatus } from '@portfolio/contract';
import { ADMIN, userWith } from '../../test/fixtures';
import { fill, findNav, renderApp } from '../../test/renderApp';
import { server, useMockApi } from '../../test/server';

useMockApi();
beforeAll(() => Promise.all([import('./EnquiriesPage'), import('./EnquiryDetailPage'), import('../dashboard/DashboardLayout')]), 60000);

const enquiry = (id: string, name: string, extra: Partial<Enquiry> = {}): Enquiry => ({
  _id: id, name, company: null, email: `${id}@example.com`, phone: null, projectType: 'corporate', state: null, city: null,
  area: null, message: `Message from ${name}`, about: null, page: '/contact', status: 'new', read: false, linkCount: 0,
  createdAt: '2026-11-20T10:00:00.000Z', notes: [], ...extra,
});

let store: Enquiry[];
let queries: URLSearchParams[];
let patches: unknown[];
let notes: unknown[];

/** A small in-memory inbox behind the /api/v1/enquiries routes, answering like the server. */
beforeEach(() => {
  store = [
    enquiry('e3', 'Asha Rao', { company: 'Rao Interiors', projectType: 'healthcare', phone: '+91 98450 12345', state: 'Karnataka', city: 'Mysuru', area: 12500, about: 'Acme projects', page: '/projects/client/acme', message: '<b>not bold</b>\nsecond line', createdAt: '2026-11-22T10:00:00.000Z' }),
    enquiry('e2', 'Banker One', { projectType: 'bank', read: true, status: 'contacted', createdAt: '2026-11-21T10:00:00.000Z' }),
    enquiry('e1', 'Spammer', { status: 'spam', linkCount: 5 }),
  ];
  queries = [];
  patches = [];
  notes = [];
  const summary = ({ notes: _n, ...rest }: Enquiry) => rest;
  server.use(
    http.get(`*${API.enquiries}`, ({ request }) => {
      const q = new URL(request.url).searchParams;
      queries.push(q);
      const status = q.get('status');
      const rows = store.filter((e) => (status ? e.status === status : e.status !== 'spam') && (!q.get('projectType') || e.projectType === q.get('projectType')) && (!q.get('q') || e.name.toLowerCase().includes(q.get('q')!.toLowerCase())));
      const counts = Object.fromEntries(ENQUIRY_STATUSES.map((s) => [s, { total: store.filter((e) => e.status === s).length, unread: store.filter((e) => e.status === s && !e.read).length }])) as EnquiryListResponse['counts'];
      const body: EnquiryListResponse = {
        enquiries: rows.map(summary), page: Number(q.get('page') ?? 1), pageSize: 20, pageCount: 1, total: rows.length,
        unread: store.filter((e) => e.status !== 'spam' && !e.read).length, counts,
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
      const body = (await request.json()) as { status?: EnquiryStatus; read?: boolean };
      patches.push(body);
      const found = store.find((e) => e._id === params.id)!;
      Object.assign(found, body.status ? { status: body.status } : {}, body.read !== undefined ? { read: body.read } : {});
      return HttpResponse.json({ message: M.updated, enquiry: found });
    }),
    http.post(`*${API.enquiries}/:id/notes`, async ({ params, request }) => {
      const { text } = (await request.json()) as { text: string };
      notes.push(text);
      const found = store.find((e) => e._id === params.id)!;
      found.notes = [...found.notes, { _id: `n${notes.length}`, text, author: 'admin@example.com', createdAt: '2026-11-23T09:00:00.000Z' }];
      return HttpResponse.json({ message: M.noteAdded, enquiry: found }, { status: 201 });
    }),
  );
});

const rows = () => screen.getAllByRole('row').slice(1);

describe('Enquiries inbox', () => {
  it('is linked in the nav for status users only', async () => {
    renderApp('/installer/dashboard', { user: ADMIN });
    expect(within(await findNav()).getByRole('link', { name: 'Enquiries' })).toHaveAttribute('href', '/installer/dashboard/enquiries');
  });

  it('is not offered to users without the status flag, and its address sends them home', async () => {
    const { router } = renderApp('/installer/dashboard/enquiries', { user: userWith({ powers: { 'add-client': true } }) });
    expect(within(await findNav()).queryByRole('link', { name: 'Enquiries' })).not.toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/installer/dashboard'));
  });

  it('lists enquiries newest first with the unread count, spam left out', async () => {
    renderApp('/installer/dashboard/enquiries', { user: ADMIN });
    expect(await screen.findByRole('link', { name: /Asha Rao \(Rao Interiors\) · unread/ })).toBeInTheDocument();
    expect(rows().map((r) => within(r).getAllByRole('cell')[1].textContent)).toEqual(['Asha Rao (Rao Interiors) · unread', 'Banker One']);
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
    expect(screen.getByRole('link', { name: /Export CSV/ })).toHaveAttribute('href', `${API.enquiriesExport}?status=spam`);

    await ui.click(screen.getByLabelText('Status'));
    // antd 6 drops user-event's pointer sequence on a list re-opened while its opening motion runs (jsdom).
    fireEvent.click(await screen.findByTitle('Inbox (all but spam)'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await ui.click(screen.getByLabelText('Project type'));
    await ui.click(await screen.findByTitle('Bank'));
    await waitFor(() => expect(rows().map((r) => within(r).getAllByRole('cell')[1].textContent)).toEqual(['Banker One']));
    expect(queries.at(-1)!.get('projectType')).toBe('bank');

    await ui.click(screen.getByLabelText('Project type'));
    await ui.click(await screen.findByTitle('All project types'));
    fill(screen.getByLabelText('Search enquiries'), 'asha');
    await ui.keyboard('{Enter}');
    await ui.click(screen.getByLabelText('Search enquiries'));
    await ui.keyboard('{Enter}');
    await waitFor(() => expect(rows().map((r) => within(r).getAllByRole('cell')[1].textContent)).toEqual(['Asha Rao (Rao Interiors) · unread']));
    expect(screen.getByRole('link', { name: /Export CSV/ })).toHaveAttribute('href', `${API.enquiriesExport}?q=asha`);
  });

  it('opens an enquiry with every field as text, changes its status and adds a note', async () => {
    const { ui } = renderApp('/installer/dashboard/enquiries', { user: ADMIN });
    await ui.click(await screen.findByRole('link', { name: /Asha Rao/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Asha Rao · Rao Interiors' })).toBeInTheDocument();
    for (const text of ['e3@example.com', '+91 98450 12345', 'Healthcare', 'Karnataka', 'Mysuru', '12,500', 'Acme projects', '/projects/client/acme'])
      expect(screen.getByText(text)).toBeInTheDocument();
    // What a visitor typed is shown as text, never as markup.
    expect(screen.getByText(/<b>not bold<\/b>/)).toBeInTheDocument();
    expect(document.querySelector('b')).toBeNull();

    await ui.click(screen.getByLabelText('Change status'));
    await ui.click(await screen.findByTitle('Quoted'));
    await waitFor(() => expect(patches).toEqual([{ status: 'quoted' }]));
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
  });

  it('says so when an enquiry does not exist', async () => {
    renderApp('/installer/dashboard/enquiries/nope', { user: ADMIN });
    expect(await screen.findByText(M.notFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All enquiries' })).toHaveAttribute('href', '/installer/dashboard/enquiries');
  });
});
