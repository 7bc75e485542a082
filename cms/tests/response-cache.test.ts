import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@portfolio/contract';
import { Agent, signIn } from '@portfolio/testkit/api';
import { sql } from '@portfolio/testkit/db';
import { file, form, png } from '@portfolio/testkit/files';
import { ADMIN, startServer, type TestServer } from '@portfolio/testkit/server';

let server: TestServer;
let admin: Agent;
beforeAll(async () => {
  server = await startServer();
  admin = await signIn(server.url, ADMIN.email, ADMIN.password);
});
afterAll(() => server?.stop());

const addPress = async (title: string) => {
  const form = new FormData();
  form.append('title', title);
  form.append('desc', 'Covered by the cache test');
  form.append('nav', 'press-release');
  form.append('img', new Blob([await png()], { type: 'image/png' }), 'p.png');
  expect((await admin.post('/api/v1/press', form)).status).toBe(201);
};

describe('public reads: ETag, 304 and invalidation on writes', () => {
  it('answers If-None-Match with 304 and no body while nothing changed', async () => {
    const first = await fetch(`${server.url}/api/v1/clients/getClients`);
    const etag = first.headers.get('etag');
    expect(first.status).toBe(200);
    expect(etag).toBeTruthy();
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    const again = await fetch(`${server.url}/api/v1/clients/getClients`, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('compresses for clients that accept gzip, with the same content', async () => {
    const plain = await (
      await fetch(`${server.url}/api/v1/press`, { headers: { 'accept-encoding': 'identity' } })
    ).json();
    const zipped = await fetch(`${server.url}/api/v1/press`, { headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(await zipped.json()).toEqual(plain);
  });

  it('shows a write at once: the old ETag no longer matches and the new post is listed', async () => {
    await addPress('Before');
    const before = await fetch(`${server.url}/api/v1/press`);
    const etag = before.headers.get('etag')!;
    expect((await before.json()).map((p: { title: string }) => p.title)).toContain('Before');

    await addPress('After');
    const after = await fetch(`${server.url}/api/v1/press`, { headers: { 'if-none-match': etag } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    expect((await after.json()).map((p: { title: string }) => p.title)).toEqual(
      expect.arrayContaining(['Before', 'After']),
    );
  });

  it('a rejected write keeps the cache valid', async () => {
    const before = await fetch(`${server.url}/api/v1/press`);
    const etag = before.headers.get('etag')!;
    expect((await admin.post('/api/v1/press', { title: '' })).status).toBe(400);
    expect((await fetch(`${server.url}/api/v1/press`, { headers: { 'if-none-match': etag } })).status).toBe(304);
  });
});

describe('lean list', () => {
  it("getClients carries only each site's cover formats; getClient carries every photo's", async () => {
    const form = new FormData();
    for (const [k, v] of Object.entries({
      name: 'Lean List Co',
      siteName: 'Two Photo Site',
      area: '1000',
      industry: 'bank',
      project_scope: 'Interiors',
      state: 'Goa',
      site_start: '2020',
      site_ongoing: 'false',
      site_end: '2021-05',
    }))
      form.append(k, v);
    form.append('coverPhoto', new Blob([await png(300, 200)], { type: 'image/png' }), 'logo.png');
    for (const name of ['a.png', 'b.png'])
      form.append('photos', new Blob([await png(900, 600)], { type: 'image/png' }), name);
    expect((await admin.post('/api/v1/clients/addClient', form)).status).toBe(201);

    const list = await (await fetch(`${server.url}/api/v1/clients/getClients`)).json();
    const listed = list.clients.find((c: { name: string }) => c.name === 'lean list co').sites[0];
    expect(listed.photos).toHaveLength(2);
    expect(listed.photoFormats).toHaveLength(1);
    expect(listed.photoFormats[0].url).toBe(listed.photos[0]);

    const [one] = await (await fetch(`${server.url}/api/v1/clients/getClient/lean%20list%20co`)).json();
    expect(one.sites[0].photoFormats.map((f: { url: string }) => f.url)).toEqual(one.sites[0].photos);
  });
});

const anonymous = () => new Agent(server.url);

describe('the public cache: only content changes move its version; unknown parameters share one entry', () => {
  const version = async () =>
    Number((await sql<{ version: number }>(server, 'SELECT version FROM installer_cache_states'))[0].version);

  it('an anonymous logout, a failed and a successful sign-in leave the content version alone; a content write moves it', async () => {
    const before = await version();
    expect((await anonymous().post(API.logout)).status).toBe(200);
    expect((await anonymous().post(API.login, { email: ADMIN.email, password: 'wrong-password' })).status).toBe(401);
    const other = await signIn(server.url, ADMIN.email, ADMIN.password);
    expect((await other.post(API.logout)).status).toBe(200);
    expect(await version()).toBe(before);

    const fd = form({
      title: 'Cache mover',
      desc: 'd',
      nav: 'press-release',
      img: file(await png(), 'p.png', 'image/png'),
    });
    expect((await admin.post(API.posts('press'), fd)).status).toBe(201);
    expect(await version()).toBeGreaterThan(before);
  });

  it('?r=<random> and a changed letter case are answered from the same cached entry', async () => {
    const fd = form({
      title: 'Cached title',
      desc: 'd',
      nav: 'press-release',
      img: file(await png(), 'p.png', 'image/png'),
    });
    expect((await admin.post(API.posts('press'), fd)).status).toBe(201);
    const first = await (await fetch(`${server.url}${API.posts('press')}`)).json();
    expect(first.map((p: { title: string }) => p.title)).toContain('Cached title');

    // Changed behind the API's back (no content version bump): only a cache miss could show it.
    await sql(server, "UPDATE posts SET title = 'Changed behind the cache' WHERE title = 'Cached title'");
    for (const variant of [
      `${API.posts('press')}?r=${Math.random()}`,
      `${API.posts('press')}?nav=x&r=2`,
      API.posts('press').toUpperCase().replace('PRESS', 'press'),
    ]) {
      const res = await fetch(server.url + variant);
      expect(res.status, variant).toBe(200);
      expect(await res.json(), variant).toEqual(first);
    }
  });
});
