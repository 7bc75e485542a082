import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, PROJECT_FILTER_MESSAGES, TABLE_MESSAGES, PROJECT_TABLE_SORTS } from '@portfolio/contract';
import { Agent, signIn } from '@portfolio/testkit/api';
import { file, form, jpeg, png } from '@portfolio/testkit/files';
import { ADMIN, startServer, type TestServer } from '@portfolio/testkit/server';
import { createUser, type TestUser } from '@portfolio/testkit/users';

/**
 * The dashboard's Projects and Clients tables: every project (client) staff may see,
 * searched by project or client name, filtered, sorted (empty values last either way) and paged on
 * the server, with the last change's who and when from the audit log.
 */
let server: TestServer;
let admin: Agent;
let editor: TestUser;
const ids: Record<string, { clientId: string; siteId: string }> = {};

const add = async (client: string, site: Record<string, string | string[]>, withLogo = true) => {
  const res = await admin.post(
    API.addClient,
    form({
      name: client,
      ...(withLogo ? { coverPhoto: file(await png(), 'logo.png', 'image/png') } : {}),
      project_scope: 'Interiors',
      locations: 'city centre',
      description: 'A project.',
      photos: [file(await jpeg(), 'p.jpg', 'image/jpeg')],
      ...site,
    }),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const added = res.body.client.sites.find((s: { displayName: string }) => s.displayName === site.siteName);
  ids[site.siteName as string] = { clientId: res.body.client._id, siteId: added._id };
};

const table = (query = '', agent: Agent = admin) => agent.get(`${API.projectTable}${query}`);
const names = (body: { items: { name: string }[] }) => body.items.map((r) => r.name);

beforeAll(async () => {
  server = await startServer();
  admin = await signIn(server.url, ADMIN.email, ADMIN.password);
  await add('Alpha Hospital', {
    siteName: 'Ward A',
    industry: 'healthcare',
    state: 'Karnataka',
    area: '12000',
    site_start: '2021',
    site_ongoing: 'true',
    services: ['interiors', 'fire-doors'],
    contractValue: '30000000',
    featured: 'true',
  });
  await add(
    'Alpha Hospital',
    {
      siteName: 'Ward B',
      industry: 'healthcare',
      state: 'Karnataka',
      area: '500',
      site_start: '2019',
      site_ongoing: 'false',
      site_end: '2020-02',
      services: ['interiors'],
      draft: 'true',
    },
    false,
  );
  await add('Beta Bank', {
    siteName: 'Branch C',
    industry: 'bank',
    state: 'Kerala',
    area: '8000',
    site_start: '2021',
    site_ongoing: 'false',
    site_end: '2022-03',
    services: ['design-and-build'],
    contractValue: '700000000',
  });
  await add('Gamma Schools', {
    siteName: 'Hill School 50%',
    industry: 'educational',
    state: 'Goa',
    area: '3000',
    site_start: '2015',
    site_ongoing: 'false',
    site_end: '2016-01',
  });
  editor = await createUser(admin, { 'edit-site-details': true });
  const updated = await editor.agent.patch(
    API.updateSite,
    form({ ...ids['Branch C'], description: 'A bank branch, fitted out.' }),
  );
  expect(updated.status, JSON.stringify(updated.body)).toBe(200);
});
afterAll(() => server?.stop());

describe('GET /dashboard/projects', () => {
  it('lists every project, drafts too, last changed first, with its client, cover, status and last change', async () => {
    const res = await table();
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 4, page: 1, pageSize: 20 });
    expect(names(res.body)[0]).toBe('Branch C');
    expect(names(res.body).sort()).toEqual(['Branch C', 'Hill School 50%', 'Ward A', 'Ward B']);
    const wardA = res.body.items.find((r: { name: string }) => r.name === 'Ward A');
    expect(wardA).toMatchObject({
      _id: ids['Ward A'].siteId,
      client: { _id: ids['Ward A'].clientId, displayName: 'Alpha Hospital' },
      locations: 'city centre',
      state: 'Karnataka',
      industry: 'healthcare',
      services: ['interiors', 'fire-doors'],
      ongoing: true,
      siteStart: 2021,
      area: 12000,
      valueBand: '₹1–5 crore',
      draft: false,
      featured: true,
      lastChange: { by: ADMIN.email },
    });
    expect(wardA.cover).toMatch(/^\/uploads\//);
    expect(wardA).not.toHaveProperty('contractValue');
    const branch = res.body.items.find((r: { name: string }) => r.name === 'Branch C');
    expect(branch.lastChange.by).toBe(editor.email);
    expect(Date.parse(branch.lastChange.at)).not.toBeNaN();
    expect(res.body.items.find((r: { name: string }) => r.name === 'Ward B').draft).toBe(true);
  });

  it("searches the project's and its client's names, any casing, LIKE's characters taken literally", async () => {
    expect(names((await table('?q=ALPHA&sort=name')).body)).toEqual(['Ward A', 'Ward B']);
    expect(names((await table('?q=branch')).body)).toEqual(['Branch C']);
    expect(names((await table('?q=50%25')).body)).toEqual(['Hill School 50%']);
    expect(names((await table('?q=5_')).body)).toEqual([]);
    expect((await table('?q=nothing-like-it')).body).toMatchObject({ items: [], total: 0 });
  });

  it('filters by sector, service, state, Ongoing/Completed, Draft/Published and Featured, combined', async () => {
    const sorted = async (q: string) => names((await table(`?sort=name&${q}`)).body);
    expect(await sorted('industry=healthcare')).toEqual(['Ward A', 'Ward B']);
    expect(await sorted('service=interiors')).toEqual(['Ward A', 'Ward B']);
    expect(await sorted('service=design-and-build')).toEqual(['Branch C']);
    expect(await sorted('state=kerala')).toEqual(['Branch C']);
    expect(await sorted('status=ongoing')).toEqual(['Ward A']);
    expect(await sorted('status=completed')).toEqual(['Branch C', 'Hill School 50%', 'Ward B']);
    expect(await sorted('publishing=draft')).toEqual(['Ward B']);
    expect(await sorted('publishing=published')).toEqual(['Branch C', 'Hill School 50%', 'Ward A']);
    expect(await sorted('featured=yes')).toEqual(['Ward A']);
    expect(await sorted('featured=no')).toEqual(['Branch C', 'Hill School 50%', 'Ward B']);
    expect(await sorted('industry=healthcare&status=completed&q=alpha')).toEqual(['Ward B']);
    const total = await table('?industry=healthcare&publishing=published');
    expect(total.body.total).toBe(1);
  });

  it('sorts by name, start year, area and value band either way, projects without a value last', async () => {
    expect(names((await table('?sort=name')).body)).toEqual(['Branch C', 'Hill School 50%', 'Ward A', 'Ward B']);
    expect(names((await table('?sort=name&order=desc')).body)).toEqual([
      'Ward B',
      'Ward A',
      'Hill School 50%',
      'Branch C',
    ]);
    expect(names((await table('?sort=area&order=asc')).body)).toEqual([
      'Ward B',
      'Hill School 50%',
      'Branch C',
      'Ward A',
    ]);
    expect(names((await table('?sort=start&order=asc')).body).slice(0, 2)).toEqual(['Hill School 50%', 'Ward B']);
    const byValue = names((await table('?sort=value')).body);
    expect(byValue.slice(0, 2)).toEqual(['Branch C', 'Ward A']);
    expect(byValue.slice(2).sort()).toEqual(['Hill School 50%', 'Ward B']);
    const byValueUp = names((await table('?sort=value&order=asc')).body);
    expect(byValueUp.slice(0, 2)).toEqual(['Ward A', 'Branch C']);
    expect(byValueUp.slice(2).sort()).toEqual(['Hill School 50%', 'Ward B']);
  });

  it('pages on the server: the total stays, each page holds its share, past the last page is empty', async () => {
    const first = await table('?sort=name&pageSize=3');
    expect(first.body).toMatchObject({ total: 4, page: 1, pageSize: 3 });
    expect(names(first.body)).toEqual(['Branch C', 'Hill School 50%', 'Ward A']);
    const second = await table('?sort=name&pageSize=3&page=2');
    expect(second.body).toMatchObject({ total: 4, page: 2 });
    expect(names(second.body)).toEqual(['Ward B']);
    expect((await table('?sort=name&pageSize=3&page=9')).body).toMatchObject({ items: [], total: 4 });
  });

  it('answers a bad query 400 with what is wrong', async () => {
    const bad = async (q: string, message: string) => {
      const res = await table(q);
      expect(res.status, q).toBe(400);
      expect(res.body, q).toEqual({ message });
    };
    await bad('?sort=price', TABLE_MESSAGES.sort(PROJECT_TABLE_SORTS));
    await bad('?order=up', TABLE_MESSAGES.order);
    await bad('?publishing=maybe', TABLE_MESSAGES.publishing);
    await bad('?featured=1', TABLE_MESSAGES.featured);
    await bad('?pageSize=500', TABLE_MESSAGES.pageSize);
    await bad('?page=0', TABLE_MESSAGES.page);
    await bad('?industry=shipping', PROJECT_FILTER_MESSAGES.industry);
    await bad(`?q=${'x'.repeat(201)}`, TABLE_MESSAGES.search);
  });

  it('is open to staff with a project power, not to others or visitors', async () => {
    expect((await table('', editor.agent)).status).toBe(200);
    const none = await createUser(admin, {});
    expect((await table('', none.agent)).status).toBe(403);
    expect((await table('', new Agent(server.url))).status).toBe(401);
  });
});

describe('GET /dashboard/clients', () => {
  const clients = (query = '', agent: Agent = admin) => agent.get(`${API.clientTable}${query}`);

  it('lists clients A to Z with their logo, projects, published projects and last change', async () => {
    const res = await clients();
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(3);
    expect(res.body.items.map((c: { displayName: string }) => c.displayName)).toEqual([
      'Alpha Hospital',
      'Beta Bank',
      'Gamma Schools',
    ]);
    expect(res.body.items[0]).toMatchObject({ projects: 2, published: 1, lastChange: { by: ADMIN.email } });
    expect(res.body.items[0].logo).toMatch(/^\/uploads\//);
    expect(res.body.items[1]).toMatchObject({ projects: 1, published: 1, lastChange: { by: editor.email } });
  });

  it('sorts by projects and searches by name; a bad sort is a 400', async () => {
    const byProjects = await clients('?sort=projects');
    expect(byProjects.body.items[0].displayName).toBe('Alpha Hospital');
    const search = await clients('?q=beta');
    expect(search.body).toMatchObject({ total: 1, items: [{ displayName: 'Beta Bank' }] });
    const paged = await clients('?pageSize=2&page=2');
    expect(paged.body.items.map((c: { displayName: string }) => c.displayName)).toEqual(['Gamma Schools']);
    expect((await clients('?sort=size')).status).toBe(400);
  });
});

describe('GET /dashboard/projects/:id', () => {
  it('answers one project as staff see it (the contract value, the draft flag) and its client', async () => {
    const res = await admin.get(API.project(ids['Ward B'].siteId));
    expect(res.status).toBe(200);
    expect(res.body.client).toEqual({
      _id: ids['Ward B'].clientId,
      name: 'alpha hospital',
      displayName: 'Alpha Hospital',
      slug: 'alpha-hospital',
    });
    expect(res.body.site).toMatchObject({ _id: ids['Ward B'].siteId, displayName: 'Ward B', draft: true });
    const wardA = await editor.agent.get(API.project(ids['Ward A'].siteId));
    expect(wardA.body.site).toMatchObject({
      contractValue: 30000000,
      featured: true,
      services: ['interiors', 'fire-doors'],
    });
  });

  it('answers 404 for an unknown project, 403 without a project-editing power', async () => {
    const missing = await admin.get(API.project('no-such-project'));
    expect(missing.status).toBe(404);
    expect(typeof missing.body.message).toBe('string');
    const adder = await createUser(admin, { 'add-client': true });
    expect((await adder.agent.get(API.project(ids['Ward A'].siteId))).status).toBe(403);
  });
});
