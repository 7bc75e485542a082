import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, DASHBOARD_PATH, LIMITS, MESSAGES, type AuditEntry } from '@portfolio/contract';
import { Agent, signIn } from '@portfolio/testkit/api';
import { file, form, jpeg, png } from '@portfolio/testkit/files';
import { ADMIN, startServer, type TestServer } from '@portfolio/testkit/server';
import { createUser } from '@portfolio/testkit/users';

let server: TestServer;
let admin: Agent;
const clientIds: Record<string, string> = {};

const site = (siteName: string, ongoing: boolean, extra: Record<string, string> = {}) => ({
  siteName,
  area: '1200',
  industry: 'bank',
  project_scope: 'Interiors',
  state: 'Kerala',
  locations: 'Kochi',
  site_start: '2020',
  site_ongoing: String(ongoing),
  ...(ongoing ? {} : { site_end: '2021-01' }),
  ...extra,
});

/** Adds a site (and the client, with a logo, the first time its name is used). */
const addSite = async (client: string, fields: Record<string, string>) => {
  const res = await admin.post(
    API.addClient,
    form({
      name: client,
      coverPhoto: clientIds[client] ? undefined : file(await png(), 'logo.png', 'image/png'),
      ...fields,
      photos: [file(await jpeg(), 'p.jpg', 'image/jpeg')],
    }),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  clientIds[client] = res.body.client._id;
};

beforeAll(async () => {
  server = await startServer();
  admin = await signIn(server.url, ADMIN.email, ADMIN.password);
  await addSite('alpha builders', site('Harbour Office', true));
  await addSite('alpha builders', site('Hill School', false, { industry: 'educational' }));
  await addSite('alpha builders', site('City Bank', false, { state: 'Goa' }));
  await addSite('beta homes', site('Lake View', true));
  await addSite('gamma towers', site('Tower One', false));
  await addSite('doomed corp', site('Gone Site', false));
  expect((await admin.del(API.deleteClient, { clientId: clientIds['doomed corp'] })).status).toBe(200);
  const press = await admin.post(
    API.posts('press'),
    form({ title: 'In the news', desc: 'A story.', nav: 'news', img: file(await jpeg(), 'i.jpg', 'image/jpeg') }),
  );
  expect(press.status).toBe(201);
  const logo = await admin.post(
    API.uploadLogo,
    form({ name: 'partner', logo: file(await png(), 'partner.png', 'image/png') }),
  );
  expect(logo.status, JSON.stringify(logo.body)).toBe(201);
});
afterAll(() => server?.stop());

describe('GET /dashboard/overview', () => {
  it('links client, site, post and logo changes to their screens; a deleted client links nowhere', async () => {
    const beta = (await admin.get(API.getClient('beta homes'))).body[0];
    const updated = await admin.patch(
      API.updateSite,
      form({ clientId: beta._id, siteId: beta.sites[0]._id, siteName: 'Lake View 2' }),
    );
    expect(updated.status).toBe(200);
    const audit: AuditEntry[] = (await admin.get(API.overview)).body.audit;
    const byAction = (action: string) => audit.find((e) => e.action === action)!;
    expect(byAction('site.update')).toMatchObject({
      targetType: 'site',
      label: 'lake view 2',
      link: `${DASHBOARD_PATH}/client/beta%20homes`,
    });
    expect(byAction('logo.create')).toMatchObject({ label: 'partner', link: `${DASHBOARD_PATH}/addclient-logo` });
    expect(byAction('post.create')).toMatchObject({
      targetType: 'press',
      label: 'In the news',
      link: `${DASHBOARD_PATH}/add-press`,
    });
    expect(byAction('client.delete')).toMatchObject({ label: 'doomed corp', link: null });
    const created = audit.filter((e) => e.action === 'client.create');
    expect(created.map((e) => [e.label, e.link])).toEqual([
      ['doomed corp', null],
      ['gamma towers', `${DASHBOARD_PATH}/client/gamma%20towers`],
      ['beta homes', `${DASHBOARD_PATH}/client/beta%20homes`],
      ['alpha builders', `${DASHBOARD_PATH}/client/alpha%20builders`],
    ]);
    // A site added to an existing client is named by the site and opens the client's sites.
    expect(byAction('site.create')).toMatchObject({
      targetType: 'client',
      label: 'City Bank',
      link: `${DASHBOARD_PATH}/client/alpha%20builders`,
    });
  });

  it('counts clients, sites by status, logos, posts and users', async () => {
    const before = await admin.get(API.overview);
    expect(before.status).toBe(200);
    expect(before.body.counts).toEqual({
      clients: 3,
      sites: { ongoing: 2, completed: 3 },
      logos: 1,
      posts: { press: 1, awards: 0, testimonials: 0 },
      users: 1,
    });
    await createUser(admin);
    expect((await admin.get(API.overview)).body.counts.users).toBe(2);
  });

  it("gives status users the latest 20 staff changes, newest first, each linked to its record's screen", async () => {
    const helper = await createUser(admin);
    for (let i = 0; i < 12; i++) await admin.put(API.updatePowers(helper.id), { 'add-client': i % 2 === 0 });
    const res = await admin.get(API.overview);
    const audit: AuditEntry[] = res.body.audit;
    expect(audit).toHaveLength(20);
    const times = audit.map((e) => Date.parse(e.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(audit[0]).toMatchObject({
      actorEmail: ADMIN.email,
      action: 'user.updatePowers',
      targetType: 'user',
      label: helper.email,
      link: `${DASHBOARD_PATH}/users`,
    });
  });

  it('gives other users the counts without the audit log; 401 without a session', async () => {
    const user = await createUser(admin);
    const res = await user.agent.get(API.overview);
    expect(res.status).toBe(200);
    expect(res.body.counts.clients).toBe(3);
    expect(res.body).not.toHaveProperty('audit');
    const anonymous = await new Agent(server.url).get(API.overview);
    expect(anonymous.status).toBe(401);
  });
});

describe('GET /clients/searchClients', () => {
  it('pages through clients A to Z with their logo and number of sites, and searches names in any casing', async () => {
    const first = await admin.get(`${API.searchClients}?pageSize=2`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.body.items.map((c: any) => [c.name, c.totalSites])).toEqual([
      ['alpha builders', 3],
      ['beta homes', 1],
    ]);
    expect(first.body.items[0]).toEqual({
      _id: clientIds['alpha builders'],
      name: 'alpha builders',
      displayName: 'Alpha Builders',
      slug: 'alpha-builders',
      coverPhoto: expect.stringMatching(/^\/uploads\//),
      totalSites: 3,
    });
    const second = await admin.get(`${API.searchClients}?pageSize=2&page=2`);
    expect(second.body.items.map((c: any) => c.name)).toEqual(['gamma towers']);

    const found = await admin.get(`${API.searchClients}?q=${encodeURIComponent(' BETA ')}`);
    expect(found.body).toMatchObject({ total: 1, pageSize: LIMITS.dashboardPageSize, items: [{ name: 'beta homes' }] });
    expect((await admin.get(`${API.searchClients}?q=nothing-like-this`)).body).toMatchObject({ total: 0, items: [] });
  });

  it.each([
    ['page=0', MESSAGES.pageInvalid],
    ['page=two', MESSAGES.pageInvalid],
    ['pageSize=0', MESSAGES.pageSizeInvalid],
    [`pageSize=${LIMITS.dashboardPageMax + 1}`, MESSAGES.pageSizeInvalid],
    [`q=${'x'.repeat(LIMITS.textMax + 1)}`, MESSAGES.searchTooLong],
    ['q[$ne]=x', MESSAGES.searchTooLong],
  ])('answers 400 for %s', async (query, message) => {
    const res = await admin.get(`${API.searchClients}?${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
  });

  it('is open to users of the Edit and Add Client screens only', async () => {
    const adder = await createUser(admin, { 'add-client': true });
    const editor = await createUser(admin, { 'edit-cover-details': true });
    const nobody = await createUser(admin);
    expect((await adder.agent.get(API.searchClients)).status).toBe(200);
    expect((await editor.agent.get(API.searchClients)).status).toBe(200);
    expect((await nobody.agent.get(API.searchClients)).status).toBe(403);
  });
});

describe('GET /clients/getClientSites/:name', () => {
  it('answers the client and one page of its sites, searched by name, industry, location or state', async () => {
    const res = await admin.get(`${API.getClientSites('Alpha Builders')}?pageSize=2`);
    expect(res.status).toBe(200);
    expect(res.body.client).toMatchObject({ _id: clientIds['alpha builders'], name: 'alpha builders', totalSites: 3 });
    expect(res.body).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(res.body.items.map((s: any) => s.siteName)).toEqual(['harbour office', 'hill school']);
    expect(res.body.items[0]).toMatchObject({
      industry: 'bank',
      site_ongoing: true,
      photos: [expect.stringMatching(/^\/uploads\//)],
    });
    expect(
      (await admin.get(`${API.getClientSites('alpha builders')}?pageSize=2&page=2`)).body.items.map(
        (s: any) => s.siteName,
      ),
    ).toEqual(['city bank']);

    const byIndustry = await admin.get(`${API.getClientSites('alpha builders')}?q=EDUCATIONAL`);
    expect(byIndustry.body).toMatchObject({ total: 1, client: { totalSites: 3 } });
    expect(byIndustry.body.items.map((s: any) => s.siteName)).toEqual(['hill school']);
    expect(
      (await admin.get(`${API.getClientSites('alpha builders')}?q=goa`)).body.items.map((s: any) => s.siteName),
    ).toEqual(['city bank']);
  });

  it('answers 404 for an unknown client and 403 without a site power', async () => {
    const missing = await admin.get(API.getClientSites('nobody here'));
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Client not found.' });
    const siteEditor = await createUser(admin, { 'edit-site-photos': true });
    const nobody = await createUser(admin, { 'add-client': true });
    expect((await siteEditor.agent.get(API.getClientSites('beta homes'))).status).toBe(200);
    expect((await nobody.agent.get(API.getClientSites('beta homes'))).status).toBe(403);
  });
});
