import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, FEATURED_MESSAGES, PUBLIC_API, allPowers } from '@portfolio/contract';
import { Agent, signIn } from '@portfolio/testkit/api';
import { file, form, jpeg, png } from '@portfolio/testkit/files';
import { ADMIN, startServer, type TestServer } from '@portfolio/testkit/server';
import { createUser, type TestUser } from '@portfolio/testkit/users';

/**
 * Curation: `featured` on addClient and updateSite, the order set on the Featured screen
 * (PUT /api/v1/clients/featured, status users), and the home page showing the featured projects in
 * that order with the first one's cover as its hero (the newest projects while none is featured).
 */
let server: TestServer;
let admin: Agent;
let anonymous: Agent;
let photosOnly: TestUser;
let everyPower: TestUser;

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

const addClient = async (name: string, siteName: string, fields: Record<string, any> = {}) =>
  admin.post(
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

const featuredList = async () => {
  const res = await admin.get(API.featured);
  expect(res.status).toBe(200);
  return (res.body.projects as any[]).map((p) => p.site.displayName);
};
const home = async () => (await anonymous.get(PUBLIC_API.home)).body;
const heroImg = async () => {
  const html = await (await fetch(server.url + '/')).text();
  return /<img[^>]*pub-hero__bg[^>]*>/.exec(html)?.[0] ?? '';
};
/** The stored file's name without extension: its hash, which each of its formats' names hold too. */
const fileKey = (url: string) =>
  url
    .split('/')
    .pop()!
    .replace(/\.[a-z]+$/i, '');

const ids: Record<string, { clientId: string; siteId: string }> = {};

beforeAll(async () => {
  server = await startServer();
  admin = await signIn(server.url, ADMIN.email, ADMIN.password);
  anonymous = new Agent(server.url);
  photosOnly = await createUser(admin, { 'edit-site-photos': true });
  everyPower = await createUser(admin, allPowers());
});
afterAll(() => server?.stop());

describe('before anything is featured', () => {
  it('the home page lists the newest projects, not curated, and the Featured screen is empty', async () => {
    for (const [client, site] of [
      ['Alpha Corp', 'Alpha One'],
      ['Beta Corp', 'Beta One'],
      ['Gamma Corp', 'Gamma One'],
    ]) {
      const res = await addClient(client, site, { site_start: site === 'Gamma One' ? '2024' : '2020' });
      expect(res.status).toBe(201);
      expect(res.body.client.sites[0].featured).toBe(false);
      ids[site] = { clientId: res.body.client._id, siteId: res.body.client.sites[0]._id };
    }
    const data = await home();
    expect(data.curated).toBe(false);
    expect(data.featured[0].site.displayName).toBe('Gamma One');
    expect(await featuredList()).toEqual([]);
  });
});

describe('featuring and ordering', () => {
  it('stores the flag from addClient and updateSite; each newly featured project joins the end of the order', async () => {
    const added = await addClient('Delta Corp', 'Delta One', { featured: 'true' });
    expect(added.status).toBe(201);
    expect(added.body.client.sites[0].featured).toBe(true);
    ids['Delta One'] = { clientId: added.body.client._id, siteId: added.body.client.sites[0]._id };
    for (const site of ['Alpha One', 'Beta One']) {
      const res = await admin.patch(API.updateSite, form({ ...ids[site], featured: 'true' }));
      expect(res.status).toBe(200);
      expect(res.body.site.featured).toBe(true);
    }
    expect(await featuredList()).toEqual(['Delta One', 'Alpha One', 'Beta One']);
    // The staff site list carries the flag (the Edit Site form's checkbox).
    const [stored] = (await admin.get(API.getClientSites('alpha corp'))).body.items;
    expect(stored.featured).toBe(true);
  });

  it("saves a new order, which the home page follows; its hero is the first one's cover", async () => {
    const order = ['Beta One', 'Delta One', 'Alpha One'];
    const res = await admin.put(API.featured, { siteIds: order.map((s) => ids[s].siteId) });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(FEATURED_MESSAGES.orderSaved);
    expect(await featuredList()).toEqual(order);
    const data = await home();
    expect(data.curated).toBe(true);
    // The featured first, in that order, then the newest other project fills the cards.
    expect(data.featured.map((p: any) => p.site.displayName)).toEqual([...order, 'Gamma One']);
    expect(data.featuredCount).toBe(3);
    const hero = await heroImg();
    expect(hero).toContain(fileKey(data.featured[0].site.photos[0]));
    expect(hero).not.toContain(fileKey(data.featured[1].site.photos[0]));
    // The home page's HTML lists them in that order too.
    const html = await (await fetch(server.url + '/')).text();
    const section = html.slice(html.indexOf('id="home-projects"'));
    const positions = order.map((name) => section.indexOf(`>${name}<`));
    expect(positions.every((p) => p > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('a project no longer featured leaves the order and the home page', async () => {
    const res = await admin.patch(API.updateSite, form({ ...ids['Delta One'], featured: 'false' }));
    expect(res.status).toBe(200);
    expect(res.body.site.featured).toBe(false);
    expect(await featuredList()).toEqual(['Beta One', 'Alpha One']);
    const cards = (await home()).featured.map((p: any) => p.site.displayName);
    expect(cards).toEqual(['Beta One', 'Alpha One', 'Gamma One', 'Delta One']);
  });
});

describe('bad input changes nothing', () => {
  it.each([
    ['not a list', { siteIds: 'abc' }, FEATURED_MESSAGES.orderInvalid],
    ['no body', {}, FEATURED_MESSAGES.orderInvalid],
    ['numbers', { siteIds: [1, 2] }, FEATURED_MESSAGES.orderInvalid],
    [
      'a repeat',
      () => ({ siteIds: [ids['Beta One'].siteId, ids['Beta One'].siteId] }),
      FEATURED_MESSAGES.orderRepeated,
    ],
    ['an unknown id', () => ({ siteIds: [ids['Alpha One'].siteId, 'no-such-site'] }), FEATURED_MESSAGES.orderUnknown],
    [
      'a project not featured',
      () => ({ siteIds: [ids['Alpha One'].siteId, ids['Beta One'].siteId, ids['Gamma One'].siteId] }),
      FEATURED_MESSAGES.orderNotFeatured('Gamma One'),
    ],
    [
      'a featured project left out',
      () => ({ siteIds: [ids['Alpha One'].siteId] }),
      FEATURED_MESSAGES.orderIncomplete(2, 1),
    ],
  ])('refuses %s with a clear message', async (_name, body, message) => {
    const before = await featuredList();
    const res = await admin.put(API.featured, typeof body === 'function' ? body() : body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
    expect(await featuredList()).toEqual(before);
  });

  it('refuses a featured value that is not true or false, on both calls', async () => {
    const before = await featuredList();
    let res = await admin.patch(API.updateSite, form({ ...ids['Gamma One'], featured: 'yes' }));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: FEATURED_MESSAGES.featuredInvalid });
    res = await addClient('Epsilon Corp', 'Epsilon One', { featured: 'maybe' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: FEATURED_MESSAGES.featuredInvalid });
    expect(await featuredList()).toEqual(before);
  });
});

describe('who may curate', () => {
  it('only status users read and set the order (403 otherwise, also for a user with every power)', async () => {
    const order = { siteIds: [ids['Alpha One'].siteId, ids['Beta One'].siteId] };
    for (const agent of [everyPower.agent, photosOnly.agent]) {
      expect((await agent.get(API.featured)).status).toBe(403);
      expect((await agent.put(API.featured, order)).status).toBe(403);
    }
    expect((await anonymous.put(API.featured, order)).status).toBe(401);
    expect(await featuredList()).toEqual(['Beta One', 'Alpha One']);
  });

  it('changing the flag needs edit-site-details', async () => {
    const res = await photosOnly.agent.patch(API.updateSite, form({ ...ids['Gamma One'], featured: 'true' }));
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: 'You do not have permission to change Featured.' });
    expect(await featuredList()).toEqual(['Beta One', 'Alpha One']);
  });
});
