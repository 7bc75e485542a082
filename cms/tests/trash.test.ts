import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, MESSAGES, type TrashItem } from '@portfolio/contract';
import { Agent, signIn } from '@portfolio/testkit/api';
import { existsOnDisk, file, form, jpeg, mp4, png } from '@portfolio/testkit/files';
import { ADMIN, startServer, usesPostgres, type TestServer } from '@portfolio/testkit/server';
import { adminPanel, createUser, type TestUser } from '@portfolio/testkit/users';

let server: TestServer;
let admin: Agent;
let anonymous: Agent;

beforeAll(async () => {
  server = await startServer();
  admin = await signIn(server.url, ADMIN.email, ADMIN.password);
  anonymous = new Agent(server.url);
});
afterAll(() => server?.stop());

const photos = async (count: number, prefix = 'p') =>
  Promise.all(
    Array.from({ length: count }, async (_, i) =>
      file(
        await jpeg(60 + i * 7, 40, ['#aa2233', '#22aa33', '#2233aa'][i % 3]),
        `${prefix}-${i + 1}.jpg`,
        'image/jpeg',
      ),
    ),
  );

const site = (siteName: string, start = '2019') => ({
  siteName,
  area: '1200',
  industry: 'corporate',
  project_scope: 'Interiors',
  state: 'Kerala',
  site_start: start,
  locations: 'kochi',
  description: 'Offices.',
  site_ongoing: 'false',
  site_end: `${Number(start) + 1}-03`,
});

/** A client with two sites (3 photos and a video, then 2 photos); answers it as getClient does. */
const addClient = async (agent: Agent, name: string) => {
  const first = await agent.post(
    API.addClient,
    form({
      name,
      coverPhoto: file(await png(), 'logo.png', 'image/png'),
      ...site('North Block'),
      photos: await photos(3),
      video: file(mp4(), 'tour.mp4', 'video/mp4'),
    }),
  );
  expect(first.status, JSON.stringify(first.body)).toBe(201);
  const second = await agent.post(
    API.addClient,
    form({ name, ...site('South Block', '2020'), photos: await photos(2, 'q') }),
  );
  expect(second.status, JSON.stringify(second.body)).toBe(201);
  return getClient(name);
};

const getClient = async (name: string) => {
  const res = await anonymous.get(API.getClient(name));
  return res.status === 200 ? res.body[0] : null;
};
const clientNames = async () => ((await anonymous.get(API.getClients)).body.clients as any[]).map((c) => c.name);
const sitemap = async () => (await fetch(`${server.url}/sitemap.xml`)).text();
const trashList = async (agent = admin): Promise<TrashItem[]> => {
  const res = await agent.get(API.trash);
  expect(res.status).toBe(200);
  return res.body;
};

/** Every file of a client (logo, photos in order, videos) with its bytes, as a visitor downloads them. */
const download = async (client: any) => {
  const paths: string[] = [
    client.coverPhoto,
    ...client.sites.flatMap((s: any) => [...s.photos, s.video].filter(Boolean)),
  ];
  return Promise.all(
    paths.map(async (p) => ({
      path: p,
      bytes: Buffer.from(await (await fetch(server.url + p)).arrayBuffer()).toString('base64'),
    })),
  );
};

describe('removing and restoring a client', () => {
  it('leaves every public read at once, keeps the files, and comes back whole: same ids, sites, photos in order, same bytes', async () => {
    const before = await addClient(admin, 'Trash Co');
    const filesBefore = await download(before);
    expect(await sitemap()).toContain('/projects/client/trash-co');

    const removed = await admin.del(API.deleteClient, { clientId: before._id });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ message: 'Client deleted successfully', trashId: expect.any(String) });

    // Gone from the public reads, the sitemap and the dashboard's lists at once.
    expect(await clientNames()).not.toContain('trash co');
    expect(await getClient('trash co')).toBeNull();
    expect(await sitemap()).not.toContain('/projects/client/trash-co');
    expect((await admin.get(API.getClients)).body.clients.map((c: any) => c.name)).not.toContain('trash co');
    // The files are kept while the client is in the Trash, out of public reach (404 at their URLs).
    for (const { path } of filesBefore) expect((await fetch(server.url + path)).status).toBe(404);

    const [item] = (await trashList()).filter((i) => i._id === removed.body.trashId);
    expect(item).toMatchObject({
      kind: 'client',
      label: 'trash co',
      removedBy: ADMIN.email,
      fileCount: filesBefore.length,
    });
    expect(new Date(item.purgeAt).getTime() - new Date(item.removedAt).getTime()).toBe(30 * 24 * 3600 * 1000);

    const restored = await admin.post(API.restoreTrash(item._id));
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body).toMatchObject({ message: MESSAGES.restored, kind: 'client', restoredId: before._id });

    const after = await getClient('trash co');
    expect(after).toEqual(before);
    expect(await download(after)).toEqual(filesBefore);
    expect(await sitemap()).toContain('/projects/client/trash-co');
    expect((await trashList()).map((i) => i._id)).not.toContain(item._id);
    expect((await admin.post(API.restoreTrash(item._id))).status).toBe(404);
  });

  it('answers 409 with a clear message when the name was taken again, and changes nothing', async () => {
    const original = await addClient(admin, 'Taken Again');
    const { trashId } = (await admin.del(API.deleteClient, { clientId: original._id })).body;
    const newcomer = await admin.post(
      API.addClient,
      form({ name: 'taken again', coverPhoto: file(await png(30, 30), 'new.png', 'image/png') }),
    );
    expect(newcomer.status).toBe(201);

    const refused = await admin.post(API.restoreTrash(trashId));
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: MESSAGES.restoreNameTaken('taken again') });
    expect((await getClient('taken again'))._id).toBe(newcomer.body.client._id);
    expect((await trashList()).map((i) => i._id)).toContain(trashId);

    // Once the newcomer is out of the way, the original comes back with its two sites.
    await admin.del(API.deleteClient, { clientId: newcomer.body.client._id });
    expect((await admin.post(API.restoreTrash(trashId))).status).toBe(200);
    expect((await getClient('taken again')).totalSites).toBe(2);
  });

  it('delete for ever removes the item and every file, formats included', async () => {
    const client = await addClient(admin, 'Gone For Good');
    const paths = [
      ...(await download(client)).map((f) => f.path),
      ...[client.coverPhotoFormats, ...client.sites.flatMap((s: any) => s.photoFormats)].flatMap((img: any) =>
        Object.values(img.formats).map((f: any) => f.url),
      ),
    ];
    const { trashId } = (await admin.del(API.deleteClient, { clientId: client._id })).body;
    const res = await admin.del(API.trashItem(trashId));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: MESSAGES.deletedForEver });
    for (const p of paths) expect(existsOnDisk(server.publicDir, p)).toBe(false);
    expect((await admin.del(API.trashItem(trashId))).status).toBe(404);
    expect(await admin.post(API.restoreTrash(trashId))).toMatchObject({
      status: 404,
      body: { message: MESSAGES.trashNotFound },
    });
  });
});

describe('sites, posts and logos', () => {
  let remover: TestUser;
  let otherRemover: TestUser;
  beforeAll(async () => {
    remover = await createUser(admin, { 'remove-project': true });
    otherRemover = await createUser(admin, { 'remove-project': true });
  });

  it('Undo: the user who removed a site restores it; another staff member may not, nor list the Trash', async () => {
    const client = await addClient(admin, 'Undo Works');
    const south = client.sites[1];
    const removed = await remover.agent.del(API.removeSite, { clientId: client._id, siteId: south._id });
    expect(removed.body).toEqual({ message: 'Site deleted successfully.', trashId: expect.any(String) });
    expect((await getClient('undo works')).sites.map((s: any) => s._id)).toEqual([client.sites[0]._id]);

    expect(await otherRemover.agent.post(API.restoreTrash(removed.body.trashId))).toMatchObject({
      status: 403,
      body: { message: MESSAGES.cannotRestore },
    });
    expect((await remover.agent.get(API.trash)).status).toBe(403);
    expect((await remover.agent.del(API.trashItem(removed.body.trashId))).status).toBe(403);
    expect((await anonymous.post(API.restoreTrash(removed.body.trashId))).status).toBe(401);

    const undone = await remover.agent.post(API.restoreTrash(removed.body.trashId));
    expect(undone.status).toBe(200);
    expect(await getClient('undo works')).toEqual(client);
  });

  it('a site whose client is gone is restored only after its client (409 first)', async () => {
    const client = await addClient(admin, 'Site First');
    const siteTrash = (await admin.del(API.removeSite, { clientId: client._id, siteId: client.sites[0]._id })).body
      .trashId;
    const clientTrash = (await admin.del(API.deleteClient, { clientId: client._id })).body.trashId;
    expect(await admin.post(API.restoreTrash(siteTrash))).toMatchObject({
      status: 409,
      body: { message: MESSAGES.restoreClientGone('site first') },
    });
    expect((await admin.post(API.restoreTrash(clientTrash))).status).toBe(200);
    expect((await admin.post(API.restoreTrash(siteTrash))).status).toBe(200);
    expect(await getClient('site first')).toEqual(client);
  });

  it('a post comes back in its place in the newest-first list, image included', async () => {
    for (const title of ['Oldest', 'Middle', 'Newest']) {
      expect(
        (
          await admin.post(
            API.posts('awards'),
            form({ title, desc: 'd', img: file(await png(20, 20), 'i.png', 'image/png') }),
          )
        ).status,
      ).toBe(201);
    }
    const before = (await anonymous.get(API.posts('awards'))).body;
    const middle = before.find((p: any) => p.title === 'Middle');
    const removed = await admin.del(API.post('awards', middle._id));
    expect(removed.body).toEqual({ message: 'Post deleted successfully!', trashId: expect.any(String) });
    expect((await anonymous.get(API.posts('awards'))).body.map((p: any) => p.title)).toEqual(['Newest', 'Oldest']);
    expect((await trashList()).find((i) => i._id === removed.body.trashId)).toMatchObject({
      kind: 'post',
      label: 'Middle',
      context: 'award',
    });
    expect((await admin.post(API.restoreTrash(removed.body.trashId))).status).toBe(200);
    expect((await anonymous.get(API.posts('awards'))).body).toEqual(before);
  });

  it('a library logo leaves the list and comes back with the same path', async () => {
    const uploaded = await admin.post(
      API.uploadLogo,
      form({ name: 'Trash Logo', logo: file(await png(40, 20), 'l.png', 'image/png') }),
    );
    const path: string = uploaded.body.path;
    const removed = await admin.del(API.deleteLogo(path.split('/').pop()!));
    expect(removed.body).toEqual({ success: true, trashId: expect.any(String) });
    expect((await anonymous.get(API.logos)).body).not.toContain(path);
    expect((await fetch(server.url + path)).status).toBe(404);
    expect((await admin.post(API.restoreTrash(removed.body.trashId))).status).toBe(200);
    expect((await anonymous.get(API.logos)).body).toContain(path);
    expect((await fetch(server.url + path)).status).toBe(200);
  });

  it('every move, restore and delete is in the audit log', async () => {
    const panel = await adminPanel(server.url);
    const client = await addClient(admin, 'Audit Trail');
    const first = (await admin.del(API.deleteClient, { clientId: client._id })).body.trashId;
    await admin.post(API.restoreTrash(first));
    const second = (await admin.del(API.deleteClient, { clientId: client._id })).body.trashId;
    await admin.del(API.trashItem(second));
    const entries = await panel.auditEntries();
    expect(entries.find((e) => e.action === 'client.delete' && e.summary?.trashId === first)).toMatchObject({
      actorEmail: ADMIN.email,
      targetId: client._id,
    });
    expect(entries.find((e) => e.action === 'trash.restore' && e.targetId === first)).toMatchObject({
      actorEmail: ADMIN.email,
      summary: { kind: 'client', label: 'audit trail' },
    });
    expect(entries.find((e) => e.action === 'trash.delete' && e.targetId === second)).toMatchObject({
      actorEmail: ADMIN.email,
    });
  });
});

/**
 * The hourly purge, run every second with a retention of a few seconds. On PostgreSQL two
 * instances share the database and both purge: each item is purged exactly once.
 */
describe('purge of items older than the retention period', () => {
  const servers: TestServer[] = [];
  const env = { TRASH_RETENTION_DAYS: String(4 / 86400), TRASH_PURGE_CRON: '* * * * * *' };
  beforeAll(async () => {
    servers.push(await startServer(env));
    if (usesPostgres()) servers.push(await startServer(env, servers[0]));
  });
  afterAll(async () => {
    for (const s of servers.reverse()) await s.stop();
  });

  it('deletes the items and their files, once, with an audit entry each', async () => {
    const [first] = servers;
    const agent = await signIn(first.url, ADMIN.email, ADMIN.password);
    const trashIds: string[] = [];
    const paths: string[] = [];
    for (const title of ['One', 'Two', 'Three']) {
      const created = await agent.post(
        API.posts('press'),
        form({ title, desc: 'd', nav: 'news', img: file(await png(20, 20), 'i.png', 'image/png') }),
      );
      paths.push(created.body.post.img);
      trashIds.push((await agent.del(API.post('press', created.body.post._id))).body.trashId);
    }
    expect((await agent.get(API.trash)).body.map((i: TrashItem) => i._id)).toEqual(expect.arrayContaining(trashIds));
    await expect.poll(async () => (await agent.get(API.trash)).body.length, { timeout: 60_000, interval: 500 }).toBe(0);
    // A purge deletes the item's row first, then its files, then writes its audit entry: on a busy
    // machine the list can be empty a moment before the files are gone (CI once saw one still there).
    await expect
      .poll(() => paths.filter((p) => existsOnDisk(first.publicDir, p)), { timeout: 30_000, interval: 200 })
      .toEqual([]);

    const panel = await adminPanel(first.url);
    const purged = async () =>
      (await panel.auditEntries())
        .filter((e) => e.action === 'trash.purge')
        .map((e) => e.targetId)
        .sort();
    await expect.poll(purged, { timeout: 30_000, interval: 500 }).toEqual([...trashIds].sort());
    for (const s of servers) expect(s.logs()).not.toContain('Trash purge failed');
  });
});
