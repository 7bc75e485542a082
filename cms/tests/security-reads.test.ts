import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, PREVIEW_MESSAGES, PUBLIC_API, shareImagePath } from '@portfolio/contract';
import { Agent, signIn } from '@portfolio/testkit/api';
import { sql } from '@portfolio/testkit/db';
import { file, form, jpeg, png } from '@portfolio/testkit/files';
import { ADMIN, startServer, type TestServer } from '@portfolio/testkit/server';
import { createUser, type TestUser } from '@portfolio/testkit/users';

/**
 * Security review, findings 3 to 5: visitors cannot empty the caches (a share card's first request,
 * a made-up Preview token), `featured` on addClient needs the power it needs on updateSite, and a
 * project's Preview link opens the draft only for signed-in staff.
 */
let server: TestServer;
let admin: Agent;
let anonymous: Agent;
let addOnly: TestUser;
let addAndDetails: TestUser;
let noPreview: TestUser;
const draft = { clientId: '', siteId: '' };

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
const addClient = async (agent: Agent, name: string, siteName: string, fields: Record<string, string> = {}) =>
  agent.post(
    API.addClient,
    form({
      name,
      coverPhoto: file(await png(), 'logo.png', 'image/png'),
      ...SITE,
      siteName,
      photos: [file(await jpeg(), 'p.jpg', 'image/jpeg')],
      ...fields,
    }),
  );

beforeAll(async () => {
  server = await startServer();
  admin = await signIn(server.url, ADMIN.email, ADMIN.password);
  anonymous = new Agent(server.url);
  addOnly = await createUser(admin, { 'add-client': true });
  addAndDetails = await createUser(admin, { 'add-client': true, 'edit-site-details': true });
  noPreview = await createUser(admin, { 'add-user': true });
  const res = await addClient(admin, 'Hidden Co', 'Secret Lab', { draft: 'true' });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  Object.assign(draft, { clientId: res.body.client._id, siteId: res.body.client.sites[0]._id });
}, 240_000);
afterAll(() => server?.stop());

const contentVersion = async () =>
  (await sql<{ version: unknown }>(server, 'SELECT version FROM installer_cache_states'))[0].version;
const featuredNames = async () =>
  ((await admin.get(API.featured)).body.projects as any[]).map((p) => p.site.displayName);
const page = (path: string, agent?: Agent) =>
  fetch(server.url + path, { headers: agent ? { cookie: agent.cookie } : {} });

describe('a share card is derived data, not a content change', () => {
  it("the first request for an image's card stores it and leaves the content version (and every cache) as it was", async () => {
    const [photo] = await sql<{ hash: string }>(
      server,
      "SELECT hash FROM files WHERE mime = 'image/jpeg' ORDER BY id DESC LIMIT 1",
    );
    const before = await contentVersion();
    const res = await fetch(server.url + shareImagePath(photo.hash));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    const [row] = await sql<{ formats: unknown }>(server, 'SELECT formats FROM files WHERE hash = ?', [photo.hash]);
    expect(JSON.stringify(row.formats)).toContain('share_');
    expect(await contentVersion()).toBe(before);
  });
});

describe('a Preview token that opens nothing costs what a normal request costs', () => {
  it('the home page with made-up tokens comes from one cache entry (same ETag), with the "not valid" bar', async () => {
    const first = await page('/?preview=garbage');
    const second = await page('/?preview=other-garbage');
    expect(first.status).toBe(200);
    expect(first.headers.get('etag')).toBeTruthy();
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(second.headers.get('cache-control')).toBe('no-store');
    expect(await second.text()).toContain(PREVIEW_MESSAGES.invalid);
    // Served from the cache: a row renamed behind Strapi's back (no content version move) is not seen.
    await sql(server, "UPDATE pages SET title = 'Renamed behind the cache' WHERE slug = 'home'");
    expect(await (await page('/?preview=third')).text()).not.toContain('Renamed behind the cache');
  });

  it("the API's page read with made-up tokens answers from one cache entry", async () => {
    const first = await anonymous.get(PUBLIC_API.page('home', 'garbage'));
    const second = await anonymous.get(PUBLIC_API.page('home', 'other-garbage'));
    expect(first.status).toBe(200);
    expect(first.body.preview).toBe('invalid');
    expect(first.headers.get('etag')).toBeTruthy();
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
  });
});

describe('featured on addClient needs the power it needs on updateSite', () => {
  it('a user with only add-client cannot feature a new project: 403, nothing stored', async () => {
    const res = await addClient(addOnly.agent, 'Solo Co', 'Solo One', { featured: 'true' });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: 'You do not have permission to change Featured.' });
    expect((await anonymous.get(API.getClient('solo co'))).status).toBe(404);
    expect(await featuredNames()).toEqual([]);
  });

  it('the same user adds an unfeatured project (the form sends featured=false)', async () => {
    const res = await addClient(addOnly.agent, 'Solo Co', 'Solo One', { featured: 'false' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.client.sites[0].featured).toBe(false);
  });

  it('a user who also has edit-site-details features it', async () => {
    const res = await addClient(addAndDetails.agent, 'Duo Co', 'Duo One', { featured: 'true' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.client.sites[0].featured).toBe(true);
    expect(await featuredNames()).toEqual(['Duo One']);
  });
});

describe("a project's Preview link needs the staff session", () => {
  let url = '';
  beforeAll(async () => {
    const res = await admin.post(API.previewSite, draft);
    expect(res.status).toBe(200);
    url = res.body.url;
  });

  it('without a session the link answers what visitors get: 404, nothing of the draft', async () => {
    for (const agent of [undefined, noPreview.agent]) {
      const res = await page(url, agent);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('Secret Lab');
    }
    const token = decodeURIComponent(url.split('preview=')[1]);
    expect((await anonymous.get(PUBLIC_API.project('hidden-co', 'secret-lab', token))).status).toBe(404);
    expect((await noPreview.agent.get(PUBLIC_API.project('hidden-co', 'secret-lab', token))).status).toBe(404);
  });

  it('signed-in staff who may preview projects see the draft', async () => {
    for (const agent of [admin, addOnly.agent]) {
      const res = await page(url, agent);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await res.text()).toContain('Secret Lab');
    }
    const token = decodeURIComponent(url.split('preview=')[1]);
    const api = await admin.get(PUBLIC_API.project('hidden-co', 'secret-lab', token));
    expect(api.status).toBe(200);
    expect(api.body.preview).toBe('draft');
  });
});
