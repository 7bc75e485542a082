import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  HOME_LOGO_WALL_MAX,
  LOGO_ORDER_MESSAGES,
  PUBLIC_API,
  allPowers,
  type HomeData,
} from '@portfolio/contract';
import { Agent, signIn } from '@portfolio/testkit/api';
import { file, form, jpeg, png } from '@portfolio/testkit/files';
import { ADMIN, startServer, type TestServer } from '@portfolio/testkit/server';
import { createUser, type TestUser } from '@portfolio/testkit/users';

/**
 * The logo wall's order: staff put the client-logo library in order (PUT /api/v1/logos/order
 * with every stored logo's file name once, status users); GET /logos and the home page's logo wall
 * follow it; a new upload goes first; any list that is not exactly the stored logos is refused and
 * changes nothing.
 */
let server: TestServer;
let admin: Agent;
let anonymous: Agent;
let everyPower: TestUser;

const fileNameOf = (path: string) => path.split('/').pop()!;
/** The name staff gave, from a stored path: /uploads/alpha_corp_0123456789.png -> alpha_corp. */
const stem = (path: string) => fileNameOf(path).replace(/_[0-9a-f]{10}\.[a-z]+$/, '');

/** The library as the Logos screen reads it (signed-in staff). */
const listLogos = async () => {
  const res = await admin.get(API.logos);
  expect(res.status).toBe(200);
  return res.body as string[];
};
const upload = async (name: string) => {
  const res = await admin.post(API.uploadLogo, form({ name, logo: file(await png(), 'logo.png', 'image/png') }));
  expect(res.status).toBe(201);
  return res.body.path as string;
};
const setOrder = (body: unknown, agent: Agent = admin) => agent.put(API.logoOrder, body as object);
const home = async () => (await anonymous.get(PUBLIC_API.home)).body as HomeData;
/** The logo wall of the server-rendered home page: each logo's alt text, in page order. */
const wallInHtml = async () => {
  const html = await (await fetch(server.url + '/')).text();
  const section = /<section[^>]*aria-labelledby="home-clients"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
  return [...section.matchAll(/<img[^>]*alt="([^"]*)"/g)].map((m) => m[1]);
};

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
const addClient = async (name: string, fields: Record<string, string> = {}) => {
  const res = await admin.post(
    API.addClient,
    form({
      name,
      coverPhoto: file(await png(), 'logo.png', 'image/png'),
      ...SITE,
      siteName: `${name} Tower`,
      photos: [file(await jpeg(), 'p.jpg', 'image/jpeg')],
      ...fields,
    }),
  );
  expect(res.status).toBe(201);
  return res.body.client;
};

const paths: Record<string, string> = {};

beforeAll(async () => {
  server = await startServer();
  admin = await signIn(server.url, ADMIN.email, ADMIN.password);
  anonymous = new Agent(server.url);
  everyPower = await createUser(admin, allPowers());
});
afterAll(() => server?.stop());

describe('the order of the logo library', () => {
  it('lists new uploads first, as before there was an order; while the library is empty the wall shows the clients', async () => {
    await addClient('Alpha Corp');
    expect((await home()).logoWall).toEqual([]);
    expect(await wallInHtml()).toEqual(['Alpha Corp']);
    for (const name of ['Alpha Corp', 'Beta', 'Gamma']) paths[name] = await upload(name);
    expect((await listLogos()).map(stem)).toEqual(['gamma', 'beta', 'alpha_corp']);
  });

  it('saves a new order: GET /logos, the home page data and its rendered logo wall follow it at once', async () => {
    // Read first, so the cached answers exist and must be replaced.
    expect((await home()).logoWall.map((l) => l.name)).toEqual(['Gamma', 'Beta', 'Alpha Corp']);
    expect(await wallInHtml()).toEqual(['Gamma', 'Beta', 'Alpha Corp']);
    const order = [paths['Alpha Corp'], paths.Gamma, paths.Beta];
    const res = await setOrder({ fileNames: order.map(fileNameOf) });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: LOGO_ORDER_MESSAGES.orderSaved, logos: order });
    expect(await listLogos()).toEqual(order);
    const wall = (await home()).logoWall;
    expect(wall.map((l) => l.name)).toEqual(['Alpha Corp', 'Gamma', 'Beta']);
    // A logo named like a shown client links to it; the others stand alone.
    expect(wall.map((l) => l.client?.name ?? null)).toEqual(['alpha corp', null, null]);
    expect(wall[0].path).toBe(paths['Alpha Corp']);
    expect(await wallInHtml()).toEqual(['Alpha Corp', 'Gamma', 'Beta']);
  });

  it("puts a new upload first and keeps the others in staff's order", async () => {
    paths.Delta = await upload('Delta');
    expect(await listLogos()).toEqual([paths.Delta, paths['Alpha Corp'], paths.Gamma, paths.Beta]);
  });

  it('refuses a list that is not exactly the stored logos, with a message, and changes nothing', async () => {
    const before = await listLogos();
    const names = before.map(fileNameOf);
    const refusals: [unknown, string][] = [
      [{ fileNames: names.slice(1) }, LOGO_ORDER_MESSAGES.orderIncomplete(4, 3)],
      [{ fileNames: [...names, 'nobody.png'] }, LOGO_ORDER_MESSAGES.orderUnknown('nobody.png')],
      [{ fileNames: [...names.slice(1), 'nobody.png'] }, LOGO_ORDER_MESSAGES.orderUnknown('nobody.png')],
      [{ fileNames: [names[1], names[0], names[2], names[1]] }, LOGO_ORDER_MESSAGES.orderRepeated(names[1])],
      // Paths are not file names; nor is a traversal.
      [{ fileNames: before }, LOGO_ORDER_MESSAGES.orderUnknown(before[0])],
      [{ fileNames: ['../' + names[0], ...names.slice(1)] }, LOGO_ORDER_MESSAGES.orderUnknown('../' + names[0])],
      [{ fileNames: [] }, LOGO_ORDER_MESSAGES.orderIncomplete(4, 0)],
      [{ fileNames: names.join(',') }, LOGO_ORDER_MESSAGES.orderInvalid],
      [{ fileNames: [...names.slice(0, 3), 7] }, LOGO_ORDER_MESSAGES.orderInvalid],
      [{ order: names }, LOGO_ORDER_MESSAGES.orderInvalid],
    ];
    for (const [body, message] of refusals) {
      const res = await setOrder(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toEqual({ message });
      expect(await listLogos()).toEqual(before);
    }
    expect((await home()).logoWall.map((l) => l.path)).toEqual(before);
  });

  it('only status users set the order (401 signed out, 403 for a user with every power)', async () => {
    const before = await listLogos();
    const reversed = { fileNames: [...before].reverse().map(fileNameOf) };
    expect((await setOrder(reversed, anonymous)).status).toBe(401);
    const res = await setOrder(reversed, everyPower.agent);
    expect(res.status).toBe(403);
    expect(await listLogos()).toEqual(before);
  });

  it('a logo restored from the Trash comes back at its place', async () => {
    const before = await listLogos();
    const removed = await admin.del(API.deleteLogo(fileNameOf(paths.Gamma)));
    expect(removed.status).toBe(200);
    expect(await listLogos()).toEqual(before.filter((p) => p !== paths.Gamma));
    expect((await admin.post(API.restoreTrash(removed.body.trashId))).status).toBe(200);
    expect(await listLogos()).toEqual(before);
  });

  it('leaves off the wall the logo of a client hidden from visitors (all its projects drafts)', async () => {
    await addClient('Hidden Works', { draft: 'true' });
    const hidden = await upload('Hidden Works');
    expect((await listLogos())[0]).toBe(hidden);
    const wall = (await home()).logoWall;
    expect(wall.map((l) => l.path)).not.toContain(hidden);
    expect(wall.map((l) => l.name)).toEqual(['Delta', 'Alpha Corp', 'Gamma', 'Beta']);
    expect(await wallInHtml()).not.toContain('Hidden Works');
    // Visitors' GET /logos is the wall's: the hidden client's logo is not listed for them either.
    const visitors = await anonymous.get(API.logos);
    expect(visitors.status).toBe(200);
    expect(visitors.body).toEqual(wall.map((l) => l.path));
    expect(visitors.body).not.toContain(hidden);
    // Served from the cache again for visitors, and staff still get the whole library after it.
    expect((await anonymous.get(API.logos)).body).toEqual(visitors.body);
    expect((await listLogos())[0]).toBe(hidden);
  });

  it(`shows the first ${HOME_LOGO_WALL_MAX} logos of the order on the wall`, async () => {
    for (let i = 0; i < HOME_LOGO_WALL_MAX; i++) await upload(`Extra ${String(i).padStart(2, '0')}`);
    const all = await listLogos();
    const wall = (await home()).logoWall;
    expect(wall).toHaveLength(HOME_LOGO_WALL_MAX);
    expect(wall.map((l) => l.path)).toEqual(all.slice(0, HOME_LOGO_WALL_MAX));
    expect((await anonymous.get(API.logos)).body).toEqual(wall.map((l) => l.path));
  });
});
