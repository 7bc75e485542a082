import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { afterAll, describe, expect, it } from 'vitest';
import { API, POST_KINDS, type PostKind } from '@portfolio/contract';
import { Agent, signIn } from '@portfolio/testkit/api';
import { fd } from '@portfolio/testkit/load';
import { existsOnDisk, jpeg, png, uploadedFiles } from '@portfolio/testkit/files';
import { ADMIN, startServer, usesPostgres, type TestServer } from '@portfolio/testkit/server';

/**
 * Crash run: concurrent writes (posts with images, new clients with a site and photos), the server
 * killed with SIGKILL while they are in flight, then restarted on the same database and upload
 * folder. Every write that was answered 2xx must be there with its files on disk, no row may
 * reference a missing file, no half-created client may show, and the API must answer (and write).
 */
const WRITERS = 8;
const KILL_AFTER_ACKS = Number(process.env.CRASH_KILL_AFTER ?? 24);
const KILL_AFTER_MS = 15_000;

let first: TestServer | undefined;
let second: TestServer | undefined;

afterAll(async () => {
  await first?.kill();
  await second?.stop();
  // Both servers shared the first one's temporary folder; stop() only removes the folder a server created.
  if (first && !process.env.KEEP_TEST_DATA) fs.rmSync(path.dirname(first.publicDir), { recursive: true, force: true });
});

const SITE = {
  area: '450',
  industry: 'healthcare',
  project_scope: 'Wards',
  state: 'Kerala',
  locations: 'Kochi',
  description: 'A hospital wing.',
  site_start: '2020',
  site_ongoing: 'true',
};

describe('crash: SIGKILL during writes, then restart', () => {
  it('every acknowledged write survives with its files, and nothing references a missing file', async () => {
    first = await startServer();
    const server = first;
    const logo = await png(30, 30, '#225588');
    const photo = await jpeg(36, 24);
    const image = await png(26, 20, '#aa3311');

    const ackedPosts: Array<{ id: string; kind: PostKind; title: string; img: string }> = [];
    const ackedClients: Array<{ name: string; siteName: string; cover: string; photos: string[] }> = [];
    let tried = 0;
    let failedInFlight = 0;
    const unexpected: string[] = [];
    let killed = false;
    let killAt = 0;

    const agents = await Promise.all(
      Array.from({ length: WRITERS }, () => signIn(server.url, ADMIN.email, ADMIN.password)),
    );
    const started = Date.now();

    const writer = async (agent: Agent, n: number) => {
      for (let i = 0; !killed; i++) {
        tried++;
        try {
          if ((n + i) % 2 === 0) {
            const kind = POST_KINDS[(n + i) % POST_KINDS.length];
            const title = `Crash ${n}-${i}`;
            const res = await agent.post(
              API.posts(kind),
              fd([
                ['title', title],
                ['desc', 'Written before the crash'],
                ['nav', 'https://example.com'],
                ['img', new File([image], 'i.png')],
              ]),
            );
            if (res.status === 201) ackedPosts.push({ id: res.body.post._id, kind, title, img: res.body.post.img });
            else unexpected.push(`post ${res.status} ${JSON.stringify(res.body).slice(0, 150)}`);
          } else {
            const name = `crash client ${n}-${i}`;
            const siteName = `crash site ${n}-${i}`;
            const res = await agent.post(
              API.addClient,
              fd([
                ['name', name],
                ['coverPhoto', new File([logo], 'c.png')],
                ['siteName', siteName],
                ...Object.entries(SITE),
                ['photos', new File([photo], 'a.jpg')],
                ['photos', new File([photo], 'b.jpg')],
              ]),
            );
            if (res.status === 201)
              ackedClients.push({
                name,
                siteName,
                cover: res.body.client.coverPhoto,
                photos: res.body.client.sites[0].photos,
              });
            else unexpected.push(`addClient ${res.status} ${JSON.stringify(res.body).slice(0, 150)}`);
          }
        } catch {
          failedInFlight++; // the connection died with the server: not acknowledged
          return;
        }
      }
    };

    const killer = (async () => {
      while (ackedPosts.length + ackedClients.length < KILL_AFTER_ACKS && Date.now() - started < KILL_AFTER_MS)
        await new Promise((r) => setTimeout(r, 20));
      killAt = Date.now() - started;
      killed = true;
      await server.kill();
    })();
    await Promise.all([killer, ...agents.map((a, n) => writer(a, n))]);
    const acked = ackedPosts.length + ackedClients.length;
    expect(unexpected).toEqual([]);
    expect(acked).toBeGreaterThan(0);

    // Restart on the same database, files and secrets.
    second = await startServer({}, server);
    const anon = new Agent(second.url);
    const missing: string[] = [];

    // Every acknowledged post, with its image on disk and served.
    const lists = Object.fromEntries(
      await Promise.all(POST_KINDS.map(async (k) => [k, (await anon.get(API.posts(k))).body as any[]])),
    );
    let postsFound = 0;
    for (const post of ackedPosts) {
      const row = lists[post.kind].find((p: any) => p._id === post.id);
      if (row?.title === post.title && row.img === post.img && existsOnDisk(second.publicDir, row.img)) postsFound++;
      else missing.push(`post ${post.title}: ${row ? `img ${row.img}` : 'missing'}`);
    }
    // Every acknowledged client, with its logo, its site and both photos on disk.
    let clientsFound = 0;
    for (const client of ackedClients) {
      const res = await anon.get(API.getClient(client.name));
      const row = res.body?.[0];
      const site = row?.sites?.find((s: any) => s.siteName === client.siteName);
      const files = [row?.coverPhoto, ...(site?.photos ?? [])];
      if (
        res.status === 200 &&
        site &&
        site.photos.length === 2 &&
        files.every((f) => f && existsOnDisk(second!.publicDir, f))
      )
        clientsFound++;
      else missing.push(`client ${client.name}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
    }

    // Consistency through the API: no half-created client, no path to a missing file.
    const clients = (await anon.get(API.getClients)).body.clients as any[];
    const logos = (await anon.get(API.logos)).body as string[];
    const paths: string[] = [
      ...clients.flatMap((c) => [
        c.coverPhoto,
        ...c.sites.flatMap((s: any) => [...s.photos, ...(s.video ? [s.video] : [])]),
      ]),
      ...Object.values(lists).flatMap((l: any[]) => l.map((p) => p.img)),
      ...logos,
    ];
    const halfCreated = clients.filter((c) => !c.coverPhoto || c.sites.some((s: any) => !s.photos?.length));
    const dangling = paths.filter((p) => !p || !existsOnDisk(second!.publicDir, p));

    // Consistency in the database itself (SQLite): integrity check, and every file row (with each
    // responsive format) present on disk. Files on disk without a row (a write cut short) are counted.
    let integrity = 'skipped (PostgreSQL)';
    let fileRows = 0;
    const danglingRows: string[] = [];
    let orphans = 0;
    let unreferencedRows = 0;
    if (!usesPostgres()) {
      const Database = createRequire(path.join(__dirname, '..', 'package.json'))('better-sqlite3');
      const db = new Database(second.dbFile, { readonly: true, fileMustExist: true });
      try {
        integrity = db.pragma('integrity_check', { simple: true });
        const rows: Array<{ url: string; formats: string | null }> = db.prepare('SELECT url, formats FROM files').all();
        fileRows = rows.length;
        const referenced = new Set<string>();
        for (const row of rows) {
          const urls = [row.url, ...Object.values(row.formats ? JSON.parse(row.formats) : {}).map((f: any) => f.url)];
          for (const url of urls) {
            referenced.add(url.replace(/^\/uploads\//, ''));
            if (!existsOnDisk(second.publicDir, url)) danglingRows.push(url);
          }
        }
        orphans = uploadedFiles(second.publicDir).filter((f) => !referenced.has(f)).length;
        // Media Library rows no content points at (a write cut between its file and its entry): harmless, counted.
        const used = new Set(paths);
        unreferencedRows = rows.filter((row) => !used.has(row.url)).length;
      } finally {
        db.close();
      }
    }

    // The restarted API answers and writes.
    const admin = await signIn(second.url, ADMIN.email, ADMIN.password);
    const after = await admin.post(
      API.posts('press'),
      fd([
        ['title', 'After the crash'],
        ['desc', 'Still writing'],
        ['nav', 'https://example.com'],
        ['img', new File([image], 'i.png')],
      ]),
    );

    console.log(
      `[crash] SIGKILL after ${killAt} ms with ${WRITERS} writers: ${tried} writes tried, ${acked} acknowledged (${ackedPosts.length} posts, ${ackedClients.length} clients with a site and 3 files), ` +
        `${failedInFlight} cut off in flight; after restart found ${postsFound + clientsFound}/${acked} (posts ${postsFound}/${ackedPosts.length}, clients ${clientsFound}/${ackedClients.length}); ` +
        `${paths.length} paths served by the API, ${dangling.length} to a missing file; ${halfCreated.length} half-created clients; ` +
        `SQLite integrity_check: ${integrity}; ${fileRows} file rows, ${danglingRows.length} to a missing file, ${unreferencedRows} not used by any content; ${orphans} files on disk without a row`,
    );
    expect(missing).toEqual([]);
    expect(dangling).toEqual([]);
    expect(halfCreated).toEqual([]);
    expect(danglingRows).toEqual([]);
    if (!usesPostgres()) expect(integrity).toBe('ok');
    expect(after.status).toBe(201);
  }, 240_000);
});
