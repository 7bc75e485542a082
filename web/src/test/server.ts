import { http, HttpResponse, type DefaultBodyType, type StrictRequest } from 'msw';
import { setupServer } from 'msw/node';
import { mutate } from 'swr';
import { SWRGlobalState, cache } from 'swr/_internal';
import {
  API,
  API_PREFIX,
  FUNNEL_STEPS,
  LIMITS,
  LOGO_ORDER_MESSAGES,
  MESSAGES,
  POST_KINDS,
  PUBLIC_API,
  noPowers,
  slugify,
  type Client,
  type InsightsReport,
  type Post,
  type TrashItem,
} from '@portfolio/contract';
import { freshDb, site, trashItem, type Db } from './fixtures';
import { twoFactorHandlers } from './two-factor-handlers';

/** One recorded API call: method, path and the parsed body (JSON object or multipart entries). */
export interface Call {
  method: string;
  path: string;
  body: unknown;
}

export let db: Db = freshDb();
export const calls: Call[] = [];

/** How many times `method path` was called (path exact). */
export const hits = (method: string, path: string) =>
  calls.filter((c) => c.method === method && c.path === path).length;
export const lastCall = (method: string, path: string) =>
  [...calls].reverse().find((c) => c.method === method && c.path === path);

const readBody = async (request: StrictRequest<DefaultBodyType>): Promise<unknown> => {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data')) {
    const form = await request.formData();
    const out: Record<string, unknown[]> = {};
    form.forEach((v, k) => {
      (out[k] ??= []).push(typeof v === 'string' ? v : { name: (v as File).name });
    });
    return out;
  }
  const text = await request.text();
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
};

const record = async (request: StrictRequest<DefaultBodyType>) => {
  const body = await readBody(request.clone());
  const call = { method: request.method, path: new URL(request.url).pathname, body };
  calls.push(call);
  return call;
};

/** A removal as the server does it: the record leaves its list for the Trash; the answer names the trash item. */
const moveToTrash = (fields: Pick<TrashItem, 'kind' | 'label'> & Partial<TrashItem>, restore: (db: Db) => void) => {
  const item = trashItem({ _id: `t-new-${calls.length}`, removedBy: db.me?.email ?? null, ...fields });
  db.trash = [{ item, restore }, ...db.trash];
  return item._id;
};

const unauthorized = () => HttpResponse.json({ message: 'Please sign in.' }, { status: 401 });

/** One page of `list` as the dashboard's search endpoints answer it. */
const pageOf = <T>(request: StrictRequest<DefaultBodyType>, list: T[]) => {
  const query = new URL(request.url).searchParams;
  const page = Number(query.get('page') ?? 1);
  const pageSize = Number(query.get('pageSize') ?? LIMITS.dashboardPageSize);
  return { items: list.slice((page - 1) * pageSize, page * pageSize), total: list.length, page, pageSize };
};
const searchText = (request: StrictRequest<DefaultBodyType>) =>
  (new URL(request.url).searchParams.get('q') ?? '').toLowerCase();
const card = ({ sites: _sites, ...client }: Client) => client;

const accountHandlers = [
  http.post(`*${API.changePassword}`, async ({ request }) => {
    const { body } = await record(request);
    return (body as { currentPassword: string }).currentPassword === 'correct-password'
      ? HttpResponse.json({ message: MESSAGES.passwordChanged })
      : HttpResponse.json({ message: MESSAGES.currentPasswordWrong }, { status: 400 });
  }),
  http.post(`*${API.forgotPassword}`, async ({ request }) => {
    await record(request);
    return HttpResponse.json({ message: MESSAGES.resetRequested });
  }),
  http.post(`*${API.resetPassword}`, async ({ request }) => {
    const { body } = await record(request);
    return (body as { token: string }).token === 'good-token'
      ? HttpResponse.json({ message: MESSAGES.resetDone })
      : HttpResponse.json({ message: MESSAGES.resetTokenInvalid }, { status: 400 });
  }),
  http.post(`*${API_PREFIX}/user/sendPasswordReset/:id`, async ({ request, params }) => {
    await record(request);
    const user = db.users.find((u) => u._id === params.id);
    return HttpResponse.json({ message: MESSAGES.resetEmailSent(user?.email ?? '') });
  }),
];

const dashboardHandlers = [
  http.get(`*${API.overview}`, async ({ request }) => {
    await record(request);
    const sites = db.clients.flatMap((c) => c.sites);
    const count = (kind: keyof typeof db.posts) => db.posts[kind].length;
    return HttpResponse.json({
      counts: {
        clients: db.clients.length,
        sites: {
          ongoing: sites.filter((s) => s.site_ongoing).length,
          completed: sites.filter((s) => !s.site_ongoing).length,
        },
        logos: db.logos.length,
        posts: { press: count('press'), awards: count('awards'), testimonials: count('testimonials') },
        users: db.users.length,
      },
      ...(db.me?.status && { audit: db.audit }),
      salesDesk: db.salesDesk,
    });
  }),
  // The fire-door register: empty unless a test says otherwise (the overview reads its counts).
  http.get(`*${API_PREFIX}/doors`, () => HttpResponse.json({ doors: [], total: 0, page: 1, pageSize: 25 })),
  // The overview's small charts: no enquiries (a test that needs figures answers its own).
  http.get(`*${API.reports}`, ({ request }) => {
    const q = new URL(request.url).searchParams;
    return HttpResponse.json({
      from: q.get('from') ?? '',
      to: q.get('to') ?? '',
      zone: 'Asia/Kolkata',
      ownOnly: !db.me?.status,
      total: 0,
      weeks: [],
      byService: [],
      bySector: [],
      funnel: FUNNEL_STEPS.map((step) => ({ step, reached: 0, conversion: null })),
      lostByReason: [],
      winRate: [],
      wonByBand: [],
      firstReply: [],
      topByViews: [],
      topByEnquiries: [],
    } satisfies InsightsReport);
  }),
  http.get(`*${API.dashboardBadges}`, () =>
    HttpResponse.json(db.me?.status ? db.badges : { enquiries: db.badges.enquiries }),
  ),
  http.get(`*${API.searchClients}`, async ({ request }) => {
    await record(request);
    const q = searchText(request);
    return HttpResponse.json(pageOf(request, db.clients.filter((c) => c.name.includes(q)).map(card)));
  }),
  http.get(`*${API_PREFIX}/clients/getClientSites/:name`, async ({ request, params }) => {
    await record(request);
    const client = db.clients.find((c) => c.name === String(params.name).toLowerCase());
    if (!client) return HttpResponse.json({ message: 'Client not found.' }, { status: 404 });
    const q = searchText(request);
    const sites = client.sites.filter((s) =>
      [s.siteName, s.industry, s.locations, s.state].some((v) => v.toLowerCase().includes(q)),
    );
    return HttpResponse.json({ client: card(client), ...pageOf(request, sites) });
  }),
];

const postHandlers = POST_KINDS.flatMap((kind) => [
  http.get(`*${API.posts(kind)}`, async ({ request }) => {
    await record(request);
    return HttpResponse.json(db.posts[kind]);
  }),
  http.post(`*${API.posts(kind)}`, async ({ request }) => {
    const { body } = await record(request);
    const f = body as Record<string, string[]>;
    const post: Post = {
      _id: `new-${calls.length}`,
      title: f.title?.[0] ?? '',
      desc: f.desc?.[0] ?? '',
      img: '/uploads/new.jpg',
      createdAt: '2026-01-01T10:00:00.000Z',
      date: f.date?.[0] ?? '2026-01-01',
    };
    if (kind === 'press') post.nav = f.nav?.[0];
    db.posts[kind] = [post, ...db.posts[kind]];
    return HttpResponse.json({ message: 'created', post }, { status: 201 });
  }),
  http.put(`*${API_PREFIX}/${kind}/:id`, async ({ request, params }) => {
    const { body } = await record(request);
    const f = body as Record<string, string[]>;
    db.posts[kind] = db.posts[kind].map((p) =>
      p._id === params.id
        ? {
            ...p,
            title: f.title[0],
            desc: f.desc[0],
            ...(f.nav ? { nav: f.nav[0] } : {}),
            ...(f.date ? { date: f.date[0] } : {}),
          }
        : p,
    );
    return HttpResponse.json({ message: 'updated', post: db.posts[kind].find((p) => p._id === params.id) });
  }),
  http.delete(`*${API_PREFIX}/${kind}/:id`, async ({ request, params }) => {
    await record(request);
    const post = db.posts[kind].find((p) => p._id === params.id)!;
    db.posts[kind] = db.posts[kind].filter((p) => p._id !== params.id);
    const trashId = moveToTrash(
      { kind: 'post', label: post.title, context: kind },
      (d) => (d.posts[kind] = [post, ...d.posts[kind]]),
    );
    return HttpResponse.json({ message: 'deleted', trashId });
  }),
]);

/** The public Site settings answer (the dashboard's brand, titles, accent), with what a test changes. */
export const siteSettings = (changes: Record<string, unknown> = {}) =>
  http.get(`*${PUBLIC_API.site}`, () =>
    HttpResponse.json({
      companyName: 'Test Builders',
      language: 'en-IN',
      social: [],
      timeZone: db.timeZone,
      ...changes,
    }),
  );

export const handlers = [
  // The dashboard's browser titles name the company (public site settings).
  siteSettings(),
  http.get(`*${API.getUser}`, async ({ request }) => {
    await record(request);
    return db.me ? HttpResponse.json({ user: db.me }) : unauthorized();
  }),
  http.post(`*${API.login}`, async ({ request }) => {
    const { body } = await record(request);
    const { email, password } = body as { email: string; password: string };
    if (email === 'admin@example.com' && password === 'correct-password') {
      db.me = { _id: 'me', email, status: true, powers: db.users[0].powers };
      return HttpResponse.json({ message: 'Login successful', user: db.me });
    }
    return HttpResponse.json({ message: 'Invalid email or password.' }, { status: 401 });
  }),
  http.post(`*${API.logout}`, async ({ request }) => {
    await record(request);
    db.me = null;
    return HttpResponse.json({ message: 'Logged out' });
  }),
  http.post(`*${API.logoutEverywhere}`, async ({ request }) => {
    await record(request);
    if (!db.me) return unauthorized();
    db.me = null;
    return HttpResponse.json({ message: MESSAGES.signedOutEverywhere });
  }),
  http.post(`*${API.register}`, async ({ request }) => {
    const { body } = await record(request);
    const { email } = body as { email: string };
    if (db.users.some((u) => u.email === email))
      return HttpResponse.json({ message: 'A user with this email already exists.' }, { status: 409 });
    const user = { _id: 'u9', email, status: false, powers: noPowers() };
    db.users = [...db.users, user];
    return HttpResponse.json({ message: 'User registered', user }, { status: 201 });
  }),
  http.get(`*${API.getAllUsers}`, async ({ request }) => {
    await record(request);
    return HttpResponse.json(db.users);
  }),
  http.put(`*${API_PREFIX}/user/updatePowers/:id`, async ({ request, params }) => {
    const { body } = await record(request);
    db.users = db.users.map((u) => (u._id === params.id ? { ...u, powers: { ...u.powers, ...(body as object) } } : u));
    return HttpResponse.json({ message: 'updated', user: db.users.find((u) => u._id === params.id) });
  }),
  http.put(`*${API_PREFIX}/user/updateStatus/:id`, async ({ request, params }) => {
    const { body } = await record(request);
    const { status } = body as { status: boolean };
    db.users = db.users.map((u) => (u._id === params.id ? { ...u, status } : u));
    return HttpResponse.json({ message: MESSAGES.statusUpdated, user: db.users.find((u) => u._id === params.id) });
  }),
  http.put(`*${API_PREFIX}/user/updateEmail/:id`, async ({ request, params }) => {
    const { body } = await record(request);
    const { email } = body as { email: string };
    if (db.users.some((u) => u.email === email && u._id !== params.id))
      return HttpResponse.json({ message: MESSAGES.emailTaken }, { status: 409 });
    db.users = db.users.map((u) => (u._id === params.id ? { ...u, email } : u));
    return HttpResponse.json({ message: MESSAGES.emailUpdated, user: db.users.find((u) => u._id === params.id) });
  }),
  http.get(`*${API.trash}`, async ({ request }) => {
    await record(request);
    return HttpResponse.json(db.trash.map((t) => t.item));
  }),
  http.post(`*${API_PREFIX}/trash/:id/restore`, async ({ request, params }) => {
    await record(request);
    const entry = db.trash.find((t) => t.item._id === params.id);
    if (!entry) return HttpResponse.json({ message: MESSAGES.trashNotFound }, { status: 404 });
    if (entry.item.kind === 'client' && db.clients.some((c) => c.name === entry.item.label))
      return HttpResponse.json({ message: MESSAGES.restoreNameTaken(entry.item.label) }, { status: 409 });
    entry.restore(db);
    db.trash = db.trash.filter((t) => t !== entry);
    return HttpResponse.json({ message: MESSAGES.restored, kind: entry.item.kind, restoredId: 'restored' });
  }),
  http.delete(`*${API_PREFIX}/trash/:id`, async ({ request, params }) => {
    await record(request);
    db.trash = db.trash.filter((t) => t.item._id !== params.id);
    return HttpResponse.json({ message: MESSAGES.deletedForEver });
  }),
  http.delete(`*${API_PREFIX}/user/deleteUser/:id`, async ({ request, params }) => {
    await record(request);
    db.users = db.users.filter((u) => u._id !== params.id);
    return HttpResponse.json({ message: 'deleted' });
  }),
  http.get(`*${API.getClients}`, async ({ request }) => {
    await record(request);
    return HttpResponse.json({ clients: db.clients });
  }),
  http.get(`*${API_PREFIX}/clients/getClient/:name`, async ({ request, params }) => {
    await record(request);
    const client = db.clients.find((c) => c.name === String(params.name).toLowerCase());
    return client ? HttpResponse.json([client]) : HttpResponse.json({ message: 'Client not found.' }, { status: 404 });
  }),
  http.post(`*${API.addClient}`, async ({ request }) => {
    const { body } = await record(request);
    // The client of that name (or a new one) with the site added, stored lowercase like the server does.
    const field = (name: string) => String((body as Record<string, unknown[]>)[name]?.[0] ?? '');
    const name = field('name').toLowerCase();
    let client = db.clients.find((c) => c.name === name);
    if (!client) {
      client = {
        _id: `c-new-${calls.length}`,
        name,
        displayName: field('name'),
        coverPhoto: null,
        totalSites: 0,
        sites: [],
      };
      db.clients.push(client);
    }
    const draft = field('draft') === 'true';
    // As the server does: `draftOf` (with its key) saves that draft again instead of adding a site.
    const held =
      field('draftOf') && field('draftKey') === `key-${field('draftOf')}`
        ? client.sites.find((s) => s._id === field('draftOf'))
        : undefined;
    if (held) Object.assign(held, { siteName: field('siteName').toLowerCase(), displayName: field('siteName'), draft });
    else if (field('siteName')) {
      client.sites.push(
        site(`s-new-${calls.length}`, field('siteName').toLowerCase(), { displayName: field('siteName'), draft }),
      );
      client.totalSites = client.sites.length;
    }
    const saved = held ?? client.sites.at(-1);
    return HttpResponse.json(
      { message: 'added', client, ...(draft && saved ? { draftKey: `key-${saved._id}` } : {}) },
      { status: held ? 200 : 201 },
    );
  }),
  http.patch(`*${API_PREFIX}/clients/updateClient/:id`, async ({ request, params }) => {
    const { body } = await record(request);
    const name = (body as Record<string, string[]>).name?.[0];
    // As the server does: the lowercase name for matching, the name as typed, a new slug.
    db.clients = db.clients.map((c) =>
      c._id === params.id && name ? { ...c, name: name.toLowerCase(), displayName: name, slug: slugify(name) } : c,
    );
    return HttpResponse.json({ message: 'updated', client: db.clients.find((c) => c._id === params.id) });
  }),
  http.delete(`*${API.deleteClient}`, async ({ request }) => {
    const { body } = await record(request);
    const client = db.clients.find((c) => c._id === (body as { clientId: string }).clientId)!;
    db.clients = db.clients.filter((c) => c !== client);
    const trashId = moveToTrash({ kind: 'client', label: client.name }, (d) => d.clients.push(client));
    return HttpResponse.json({ message: 'Client deleted successfully', trashId });
  }),
  http.patch(`*${API.updateSite}`, async ({ request }) => {
    const { body } = await record(request);
    const f = body as Record<string, string[]>;
    db.clients = db.clients.map((c) => ({
      ...c,
      sites: c.sites.map((s) =>
        s._id === f.siteId?.[0] && f.siteName
          ? { ...s, siteName: f.siteName[0].toLowerCase(), displayName: f.siteName[0], slug: slugify(f.siteName[0]) }
          : s,
      ),
    }));
    const saved = db.clients.flatMap((c) => c.sites).find((s) => s._id === f.siteId?.[0]);
    return HttpResponse.json({ message: 'updated', site: saved });
  }),
  http.delete(`*${API.removeSite}`, async ({ request }) => {
    const { body } = await record(request);
    const { clientId, siteId } = body as { clientId: string; siteId: string };
    const site = db.clients.find((c) => c._id === clientId)!.sites.find((s) => s._id === siteId)!;
    db.clients = db.clients.map((c) =>
      c._id === clientId ? { ...c, sites: c.sites.filter((s) => s._id !== siteId), totalSites: c.totalSites - 1 } : c,
    );
    const trashId = moveToTrash({ kind: 'site', label: site.siteName }, (d) => {
      d.clients = d.clients.map((c) =>
        c._id === clientId ? { ...c, sites: [...c.sites, site], totalSites: c.totalSites + 1 } : c,
      );
    });
    return HttpResponse.json({ message: 'deleted', trashId });
  }),
  http.get(`*${API.logos}`, async ({ request }) => {
    await record(request);
    return HttpResponse.json(db.logos);
  }),
  http.post(`*${API.uploadLogo}`, async ({ request }) => {
    const { body } = await record(request);
    const name = (body as Record<string, string[]>).name[0];
    const path = `/uploads/logos2/${name}.png`;
    db.logos = [...db.logos, path];
    return HttpResponse.json({ success: true, path }, { status: 201 });
  }),
  http.put(`*${API.logoOrder}`, async ({ request }) => {
    const { body } = await record(request);
    const names = (body as { fileNames: string[] }).fileNames;
    const byName = new Map(db.logos.map((p) => [p.split('/').pop()!, p]));
    const unknown = names.find((n) => !byName.has(n));
    if (unknown) return HttpResponse.json({ message: LOGO_ORDER_MESSAGES.orderUnknown(unknown) }, { status: 400 });
    if (names.length !== db.logos.length)
      return HttpResponse.json(
        { message: LOGO_ORDER_MESSAGES.orderIncomplete(db.logos.length, names.length) },
        { status: 400 },
      );
    db.logos = names.map((n) => byName.get(n)!);
    return HttpResponse.json({ message: LOGO_ORDER_MESSAGES.orderSaved, logos: db.logos });
  }),
  http.delete(`*${API_PREFIX}/logos/:file`, async ({ request, params }) => {
    await record(request);
    const path = db.logos.find((p) => p.endsWith(`/${params.file}`))!;
    db.logos = db.logos.filter((p) => p !== path);
    return HttpResponse.json({
      success: true,
      trashId: moveToTrash({ kind: 'logo', label: String(params.file) }, (d) => d.logos.push(path)),
    });
  }),
  ...postHandlers,
  ...accountHandlers,
  ...dashboardHandlers,
  ...twoFactorHandlers(() => db, record),
];

export const server = setupServer(...handlers);

/* Requests still in flight. SWR drops a response that arrives after its cache was reset, so a reset
   waits for them to finish; forgetRequestsInFlight (below) covers the ones that outlast the wait. */
let inFlight = 0;
server.events.on('request:start', () => {
  inFlight += 1;
});
server.events.on('request:end', () => {
  inFlight -= 1;
});
const settle = async (timeoutMs = 5000) => {
  const deadline = Date.now() + timeoutMs;
  while (inFlight > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
  await new Promise((r) => setTimeout(r, 0));
};

/* msw ends a request before its body is read, and a busy machine can outlast the wait above: SWR's own
   record of requests in flight is cleared as well, so a hook in the next test starts its own request
   instead of sharing one its cache reset will discard (it would then show nothing, never retrying). */
const forgetRequestsInFlight = () => {
  const fetching = SWRGlobalState.get(cache)?.[2];
  for (const key of Object.keys(fetching ?? {})) delete fetching![key];
};

/** Makes `method path` (msw pattern, e.g. '/api/v1/press/:id') fail with `status`, still recording the call. */
export const failNext = (
  method: 'get' | 'post' | 'put' | 'patch' | 'delete',
  path: string,
  status: number,
  message?: string,
) =>
  server.use(
    http[method](`*${path}`, async ({ request }) => {
      await record(request);
      return message ? HttpResponse.json({ message }, { status }) : new HttpResponse(null, { status });
    }),
  );

/** Call once at the top of a test file: starts msw, resets the data and SWR's cache between tests. */
export const useMockApi = () => {
  beforeAll(() =>
    server.listen({
      // Every /api/v1 call must be mocked; the public site's own calls (after a redirect to '/') are not ours.
      onUnhandledRequest: (request, print) => {
        if (new URL(request.url).pathname.startsWith('/api/v1/')) print.error();
      },
    }),
  );
  beforeEach(() => {
    db = freshDb();
    calls.length = 0;
    forgetRequestsInFlight();
  });
  afterEach(async () => {
    await settle();
    server.resetHandlers();
    await mutate(() => true, undefined, { revalidate: false });
  });
  afterAll(() => server.close());
};
