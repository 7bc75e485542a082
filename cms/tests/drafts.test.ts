import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  DRAFT_MESSAGES,
  PROJECT_PREVIEW_MINUTES,
  PUBLIC_API,
  capabilityPath,
  projectPreviewKey,
} from '@portfolio/contract';
import { Agent, signIn } from '@portfolio/testkit/api';
import { file, form, jpeg, png } from '@portfolio/testkit/files';
import { ADMIN, startServer, type TestServer } from '@portfolio/testkit/server';
import { createUser, type TestUser } from '@portfolio/testkit/users';
import { previewKey, signPreviewToken } from '../src/plugins/installer/server/src/utils/preview-token';

/**
 * Drafts and preview: `draft` on addClient and updateSite; a draft project is invisible to
 * visitors everywhere (every anonymous /api/v1 read, the project page HTML, the sitemap), staff see
 * it marked draft, a Preview link (signed, site-bound, short-lived) shows it, and publishing makes
 * it visible at once (the response and page caches are invalidated like any other change).
 */
let server: TestServer;
let admin: Agent;
let anonymous: Agent;
let photosOnly: TestUser;

const SITE = {
  area: '5000',
  industry: 'corporate',
  project_scope: 'Office fit-out',
  state: 'Karnataka',
  site_start: '2020',
  locations: 'Bengaluru',
  description: 'Offices.',
  site_ongoing: 'true',
};
/**
 * The draft's own details: a sector, state and city no published project has, so every count shows whether it leaks.
 */
const COMPLETED = { site_ongoing: 'false', site_end: '2023-06-30' };
const SECRET = {
  siteName: 'Secret Lab',
  industry: 'healthcare',
  state: 'Kerala',
  locations: 'Kochi',
  area: '77777',
  featured: 'true',
  ...COMPLETED,
};

const addClient = async (fields: Record<string, any>, logo = true) =>
  admin.post(
    API.addClient,
    form({
      ...(logo ? { coverPhoto: file(await png(), 'logo.png', 'image/png') } : {}),
      ...SITE,
      photos: [file(await jpeg(), 'p.jpg', 'image/jpeg')],
      ...fields,
    }),
  );

const ids: Record<string, { clientId: string; siteId: string }> = {};
const sign = (claims: { d: string; s: string; e: number }) =>
  signPreviewToken(previewKey(server.secrets.ADMIN_JWT_SECRET), claims);
const page = (path: string) => fetch(server.url + path);
/** A page as signed-in staff open it (a project's Preview link needs their session). */
const staffPage = (path: string) => fetch(server.url + path, { headers: { cookie: admin.cookie } });
const LEAKS = /secret lab|secret-lab|quiet wing|quiet-wing|hidden co|hidden-co|kochi|panaji|77777/i;

/** Every anonymous read that could show a project, with its body as text. */
const anonymousAnswers = async () => {
  const paths = [
    API.getClients,
    API.getClient('published co'),
    PUBLIC_API.home,
    PUBLIC_API.projects,
    PUBLIC_API.clients({ page: 1, q: '' }),
    PUBLIC_API.clientPage('published-co'),
    PUBLIC_API.project('published-co', 'open-hall'),
    PUBLIC_API.projectFilter({ filter: {}, page: 1 }),
    PUBLIC_API.projectFilter({ filter: { industry: 'corporate' }, page: 1 }),
    PUBLIC_API.projectList({ scope: 'industry', id: 'corporate', page: 1 }),
    PUBLIC_API.projectList({ scope: 'ongoing', id: 'all', page: 1 }),
    PUBLIC_API.stateDetails('karnataka'),
    '/sitemap.xml',
    '/',
    '/projects',
    '/projects/clients',
    '/projects/client/published-co',
  ];
  return Promise.all(
    paths.map(async (path) => ({ path, status: (await page(path)).status, text: await (await page(path)).text() })),
  );
};

beforeAll(async () => {
  server = await startServer();
  admin = await signIn(server.url, ADMIN.email, ADMIN.password);
  anonymous = new Agent(server.url);
  photosOnly = await createUser(admin, { 'edit-site-photos': true });
  const open = await addClient({ name: 'Published Co', siteName: 'Open Hall' });
  expect(open.status).toBe(201);
  // The spec's call without `draft`: published, as before.
  expect(open.body.client.sites[0].draft).toBe(false);
  ids['Open Hall'] = { clientId: open.body.client._id, siteId: open.body.client.sites[0]._id };
});
afterAll(() => server?.stop());

describe('saving drafts', () => {
  it('addClient stores draft=true (a new client, and a second site of an existing one); staff answers say so', async () => {
    const hidden = await addClient({ name: 'Hidden Co', ...SECRET, draft: 'true' });
    expect(hidden.status).toBe(201);
    expect(hidden.body.client.sites[0].draft).toBe(true);
    ids['Secret Lab'] = { clientId: hidden.body.client._id, siteId: hidden.body.client.sites[0]._id };
    const wing = await addClient(
      { name: 'Published Co', siteName: 'Quiet Wing', state: 'Goa', locations: 'Panaji', draft: 'TRUE', ...COMPLETED },
      false,
    );
    expect(wing.status).toBe(201);
    ids['Quiet Wing'] = {
      clientId: wing.body.client._id,
      siteId: wing.body.client.sites.find((s: any) => s.siteName === 'quiet wing')._id,
    };

    // Staff see them, marked draft (the dashboard's project list and client search).
    const sites = (await admin.get(API.getClientSites('published co'))).body.items;
    expect(sites.map((s: any) => [s.displayName, s.draft])).toEqual([
      ['Open Hall', false],
      ['Quiet Wing', true],
    ]);
    expect((await admin.get(API.getClientSites('hidden co'))).body.items[0].draft).toBe(true);
  });

  it('refuses a draft value that is not true or false with a clear 400 and stores nothing', async () => {
    const bad = await addClient({ name: 'Maybe Co', siteName: 'Maybe Site', draft: 'yes' });
    expect(bad).toMatchObject({ status: 400, body: { message: DRAFT_MESSAGES.draftInvalid } });
    expect((await admin.get(API.getClientSites('maybe co'))).status).toBe(404);
    const update = await admin.patch(
      API.updateSite,
      form({ ...ids['Secret Lab'], draft: '1', siteName: 'Renamed Lab' }),
    );
    expect(update).toMatchObject({ status: 400, body: { message: DRAFT_MESSAGES.draftInvalid } });
    const [stored] = (await admin.get(API.getClientSites('hidden co'))).body.items;
    expect([stored.displayName, stored.draft]).toEqual(['Secret Lab', true]);
  });

  it('needs edit-site-details like the other detail fields', async () => {
    const res = await photosOnly.agent.patch(API.updateSite, form({ ...ids['Open Hall'], draft: 'true' }));
    expect(res.status).toBe(403);
    expect((await admin.get(API.getClientSites('published co'))).body.items[0].draft).toBe(false);
  });
});

describe('what visitors see', () => {
  it('no anonymous answer holds a draft: reads, counts, filters, project pages, the sitemap', async () => {
    for (const { path, status, text } of await anonymousAnswers()) {
      expect(status, path).toBe(200);
      expect(text, path).not.toMatch(LEAKS);
    }
    const home = (await anonymous.get(PUBLIC_API.home)).body;
    expect(home.stats).toMatchObject({ clients: 1, ongoing: 1, states: 1 });
    // The featured draft is not on the home page: the newest published project is.
    expect(home.featured.map((p: any) => p.site.displayName)).toEqual(['Open Hall']);
    expect(home.clients).toEqual([expect.objectContaining({ displayName: 'Published Co', totalSites: 1 })]);
    const overview = (await anonymous.get(PUBLIC_API.projects)).body;
    expect(overview.stats).toMatchObject({ clients: 1, projects: 1, states: 1 });
    expect(overview.industries.find((i: any) => i.industry === 'healthcare').count).toBe(0);
    expect((await anonymous.get(API.getClients)).body.clients.map((c: any) => [c.name, c.sites.length])).toEqual([
      ['published co', 1],
    ]);
    expect((await anonymous.get(PUBLIC_API.clients({ page: 1, q: '' }))).body).toMatchObject({ total: 1, totalAll: 1 });
    expect((await anonymous.get(PUBLIC_API.projectFilter({ filter: { state: 'Kerala' }, page: 1 }))).body.total).toBe(
      0,
    );
    expect(
      (await anonymous.get(PUBLIC_API.projectList({ scope: 'industry', id: 'healthcare', page: 1 }))).body.total,
    ).toBe(0);
    expect((await anonymous.get(PUBLIC_API.stateDetails('kerala'))).body).toMatchObject({
      projects: 0,
      area: 0,
      clientCount: 0,
      cities: [],
    });
  });

  it('a draft, and a client whose projects are all drafts, answer 404 (API and page)', async () => {
    for (const path of [
      API.getClient('hidden co'),
      PUBLIC_API.clientPage('hidden-co'),
      PUBLIC_API.project('hidden-co', 'secret-lab'),
      PUBLIC_API.project('published-co', 'quiet-wing'),
      '/projects/client/hidden-co/secret-lab',
      '/projects/client/published-co/quiet-wing',
      '/projects/client/hidden-co',
    ]) {
      const res = await page(path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).not.toMatch(/secret lab|quiet wing/i);
    }
  });

  it('the company capability statement leaves drafts out (it lists completed projects; both drafts are)', async () => {
    const res = await page(capabilityPath('company'));
    expect(res.status).toBe(200);
    const pdf = Buffer.from(await res.arrayBuffer()).toString('latin1');
    expect(pdf.startsWith('%PDF')).toBe(true);
    const { execFileSync } = await import('node:child_process');
    // Words as the reader reads them: where pdftotext breaks a line is the page's layout, not its text.
    const text = execFileSync('pdftotext', ['-', '-'], { input: Buffer.from(pdf, 'latin1') })
      .toString()
      .replace(/\s+/g, ' ');
    expect(text).toContain('Completed projects will be listed here as they are published.');
    expect(text).not.toMatch(/Secret Lab|Quiet Wing/i);
  });
});

describe('Preview', () => {
  let url: string;
  it('staff mint a Preview link: the real project page shows the draft under the preview bar, noindex and no-store', async () => {
    const res = await admin.post(API.previewSite, ids['Secret Lab']);
    expect(res.status).toBe(200);
    url = res.body.url;
    expect(url).toMatch(/^\/projects\/client\/hidden-co\/secret-lab\?preview=/);
    const claims = JSON.parse(
      Buffer.from(decodeURIComponent(url.split('preview=')[1]).split('.')[0], 'base64url').toString(),
    );
    expect(claims.e - Date.now()).toBeGreaterThan((PROJECT_PREVIEW_MINUTES - 1) * 60_000);
    expect(claims.e - Date.now()).toBeLessThanOrEqual(PROJECT_PREVIEW_MINUTES * 60_000);

    const html = await staffPage(url);
    expect(html.status).toBe(200);
    expect(html.headers.get('cache-control')).toBe('no-store');
    expect(html.headers.get('x-robots-tag')).toBe('noindex');
    const body = await html.text();
    expect(body).toContain('Secret Lab');
    expect(body).toContain(DRAFT_MESSAGES.previewBar);
    expect(body).toMatch(/<meta name="robots" content="noindex/);

    const token = decodeURIComponent(url.split('preview=')[1]);
    const api = await admin.get(PUBLIC_API.project('hidden-co', 'secret-lab', token));
    expect(api.status).toBe(200);
    expect(api.body.preview).toBe('draft');
    expect(api.headers.get('cache-control')).toBe('no-store');
    // Nothing of the preview was cached for visitors.
    expect((await page('/projects/client/hidden-co/secret-lab')).status).toBe(404);
    expect((await anonymous.get(PUBLIC_API.project('hidden-co', 'secret-lab'))).status).toBe(404);
  });

  it('only signed-in staff mint one', async () => {
    expect((await anonymous.post(API.previewSite, ids['Secret Lab'])).status).toBe(401);
    expect(
      (await admin.post(API.previewSite, { clientId: ids['Open Hall'].clientId, siteId: ids['Secret Lab'].siteId }))
        .status,
    ).toBe(404);
    expect((await admin.post(API.previewSite, {})).status).toBe(400);
  });

  it("an expired, altered, foreign or other project's token shows nothing of the draft", async () => {
    const secret = ids['Secret Lab'].siteId;
    const valid = sign({ d: secret, s: projectPreviewKey(secret), e: Date.now() + 600_000 });
    const [payload, mac] = valid.split('.');
    const tokens = {
      expired: sign({ d: secret, s: projectPreviewKey(secret), e: Date.now() - 1000 }),
      tampered: `${payload}.${mac.slice(0, -2)}${mac.endsWith('AA') ? 'BB' : 'AA'}`,
      'another key': signPreviewToken(previewKey('not the server secret'), {
        d: secret,
        s: projectPreviewKey(secret),
        e: Date.now() + 600_000,
      }),
      'another project': sign({
        d: ids['Quiet Wing'].siteId,
        s: projectPreviewKey(ids['Quiet Wing'].siteId),
        e: Date.now() + 600_000,
      }),
      'a company page': sign({ d: secret, s: 'about-us', e: Date.now() + 600_000 }),
    };
    for (const [name, token] of Object.entries(tokens)) {
      const res = await page(`/projects/client/hidden-co/secret-lab?preview=${encodeURIComponent(token)}`);
      expect(res.status, name).toBe(404);
      expect(await res.text(), name).not.toContain('Secret Lab');
      expect((await anonymous.get(PUBLIC_API.project('hidden-co', 'secret-lab', token))).status, name).toBe(404);
    }
    // The valid one does, for staff (the same request shape); without their session it is a visitor's 404.
    const link = `/projects/client/hidden-co/secret-lab?preview=${encodeURIComponent(valid)}`;
    expect((await staffPage(link)).status).toBe(200);
    expect((await page(link)).status).toBe(404);
  });
});

describe('publishing', () => {
  it('draft=false makes the project visible at once: pages, lists, counts, the home page (first featured), the sitemap', async () => {
    // Warm the caches first, so the test shows they are invalidated.
    await anonymousAnswers();
    const res = await admin.patch(API.updateSite, form({ ...ids['Secret Lab'], draft: 'false' }));
    expect(res.status).toBe(200);
    expect(res.body.site.draft).toBe(false);

    expect((await page('/projects/client/hidden-co/secret-lab')).status).toBe(200);
    const home = (await anonymous.get(PUBLIC_API.home)).body;
    expect(home.curated).toBe(true);
    expect(home.featured[0].site.displayName).toBe('Secret Lab');
    expect(home.stats).toMatchObject({ clients: 2, states: 2 });
    expect(await (await page('/')).text()).toContain('Secret Lab');
    expect((await anonymous.get(API.getClient('hidden co'))).status).toBe(200);
    expect((await anonymous.get(API.getClients)).body.clients.map((c: any) => c.name)).toEqual([
      'hidden co',
      'published co',
    ]);
    expect((await anonymous.get(PUBLIC_API.stateDetails('kerala'))).body).toMatchObject({
      projects: 1,
      area: 77777,
      clientCount: 1,
      cities: ['Kochi'],
    });
    expect(await (await page('/sitemap.xml')).text()).toContain('/projects/client/hidden-co/secret-lab');
    // The other draft stays hidden.
    expect((await page('/projects/client/published-co/quiet-wing')).status).toBe(404);
    expect((await anonymous.get(API.getClient('published co'))).body[0].sites).toHaveLength(1);
  });

  it('draft=true takes a published project off the site again', async () => {
    expect((await admin.patch(API.updateSite, form({ ...ids['Secret Lab'], draft: 'true' }))).status).toBe(200);
    expect((await page('/projects/client/hidden-co/secret-lab')).status).toBe(404);
    expect(await (await page('/sitemap.xml')).text()).not.toContain('secret-lab');
  });
});
