import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// s3rver: an S3-compatible server on loopback, standing in for AWS S3 / MinIO / R2.
import S3rver from 's3rver';
import { API, type TestClockResponse } from '@portfolio/contract';
import { signIn, type Agent } from '@portfolio/testkit/api';
import { openDatabase } from '@portfolio/testkit/db';
import { file, form, png } from '@portfolio/testkit/files';
import { ADMIN, freePort, startServer, type TestServer } from '@portfolio/testkit/server';

/**
 * Two installations (two cms servers, each with its own database) on one upload folder, and on one
 * S3 bucket: a staging site pointed at production's storage, a restore into a new database. Each
 * sweeps for over an hour of its settable clock (TEST_CLOCK, PUT /testing/clock run orphan-sweep):
 * neither deletes a file of the other, and each still removes its own leftovers (a row removed
 * without its files; a write journalled and stored whose row never came). A sweep that would remove
 * more than a small share of the store removes nothing and logs an error.
 */
const MINUTE = 60_000;
const BUCKET = 'shared-uploads';
const servers: TestServer[] = [];
const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const server of servers.reverse()) await server.stop();
  for (const cleanup of cleanups.reverse()) await cleanup();
});

interface Installation {
  server: TestServer;
  admin: Agent;
  /** Public URLs of the files its posts use (each image and its formats). */
  urls: string[];
}

const sweepAt = async (at: number, { admin }: Installation) => {
  const res = await admin.put(API.testClock, { now: new Date(at).toISOString(), run: ['orphan-sweep'] });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as TestClockResponse)['orphan-sweep'];
};

/** Starts an installation, sets its clock to `start` and gives it posts with images. */
const install = async (env: Record<string, string>, start: number, sharing?: TestServer): Promise<Installation> => {
  const server = await startServer({ ...env, TEST_CLOCK: 'true', ORPHAN_SWEEP_INTERVAL_MINUTES: '0' }, undefined, {
    publicDir: sharing?.publicDir,
  });
  servers.push(server);
  const admin = await signIn(server.url, ADMIN.email, ADMIN.password);
  expect((await admin.put(API.testClock, { now: new Date(start).toISOString() })).status).toBe(200);
  const urls: string[] = [];
  for (const [i, color] of ['#aa3311', '#1133aa', '#11aa33'].entries()) {
    const res = await admin.post(
      API.posts('press'),
      form({
        title: `Post ${i}`,
        desc: 'Stored',
        nav: 'https://example.com',
        img: file(await png(600, 400, color), `p${i}.png`),
      }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    urls.push(res.body.post.img, ...Object.values(res.body.post.imgFormats?.formats ?? {}).map((f: any) => f.url));
  }
  return { server, admin, urls };
};

/** The name a URL is stored under (its last path segment). */
const nameOf = (url: string) => decodeURIComponent(url.split('/').pop()!);

/** Removes a post's file row straight from the database: a row gone while its files stayed. */
const dropRowOf = async ({ server }: Installation, url: string): Promise<string[]> => {
  const db = openDatabase(server);
  try {
    const row = await db('files').where({ url }).first();
    const formats = typeof row.formats === 'string' ? JSON.parse(row.formats) : (row.formats ?? {});
    await db('files_related_mph').where({ file_id: row.id }).delete();
    await db('files_folder_lnk').where({ file_id: row.id }).delete();
    await db('files').where({ id: row.id }).delete();
    return [row.url, ...Object.values(formats).map((f: any) => f.url)];
  } finally {
    await db.destroy();
  }
};

/** A write this installation journalled and stored, whose row never came (the process died in between). */
const journalledStray = async (
  { server }: Installation,
  name: string,
  at: number,
  store: (name: string) => Promise<void>,
) => {
  const db = openDatabase(server);
  try {
    await db('installer_upload_journal').insert({ name, written_at: at });
  } finally {
    await db.destroy();
  }
  await store(name);
};

const status = async (url: string) => (await fetch(url)).status;

/**
 * Both installations store, each loses a row and gets a stray, then both sweep at 0, 30, 61, 90
 * and 120 minutes: the files the other knows nothing of stay, each one's own leftovers go.
 */
const twoInstallations = async (
  env: Record<string, string>,
  absolute: (inst: Installation, url: string) => string,
  store: (name: string) => Promise<void>,
  exists: (name: string) => Promise<boolean>,
) => {
  const start = Date.now();
  const a = await install(env, start);
  const b = await install(env, start, a.server);
  const lostRow = await dropRowOf(a, a.urls[0]);
  const kept = { a: a.urls.filter((u) => !lostRow.includes(u)), b: b.urls };
  await journalledStray(b, 'stray_0123456789.png', start, store);

  for (const minutes of [0, 30, 61, 90, 120]) {
    await sweepAt(start + minutes * MINUTE, a);
    await sweepAt(start + minutes * MINUTE, b);
    for (const [inst, urls] of [
      [a, kept.a],
      [b, kept.b],
    ] as const) {
      for (const url of urls)
        expect(`${minutes} min: ${url} ${await status(absolute(inst, url))}`).toBe(`${minutes} min: ${url} 200`);
    }
  }
  // Each installation's own leftovers went once they were over an hour old.
  for (const url of lostRow) expect(await exists(nameOf(url)), url).toBe(false);
  expect(await exists('stray_0123456789.png')).toBe(false);
};

describe('two installations on one upload folder', () => {
  it("sweep for two hours without deleting each other's files, and still clean up their own leftovers", async () => {
    const folder = () => path.join(servers[0].publicDir, 'uploads');
    await twoInstallations(
      {},
      (inst, url) => inst.server.url + url,
      async (name) => fs.writeFileSync(path.join(folder(), name), await png()),
      async (name) => fs.existsSync(path.join(folder(), name)),
    );
  }, 600_000);
});

describe('two installations on one S3 bucket', () => {
  it("sweep for two hours without deleting each other's files, and still clean up their own leftovers", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
    const port = await freePort();
    const s3 = new S3rver({
      port,
      address: '127.0.0.1',
      directory: dir,
      silent: true,
      configureBuckets: [{ name: BUCKET }],
    });
    await s3.run();
    cleanups.push(async () => {
      await s3.close();
      fs.rmSync(dir, { recursive: true, force: true });
    });
    const endpoint = `http://127.0.0.1:${port}`;
    const env = {
      UPLOAD_PROVIDER: 'aws-s3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: BUCKET,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    };
    await twoInstallations(
      env,
      (_inst, url) => url,
      async (name) => {
        const res = await fetch(`${endpoint}/${BUCKET}/${name}`, {
          method: 'PUT',
          body: await png(),
          headers: { 'content-type': 'image/png' },
        });
        expect(res.status).toBe(200);
      },
      async (name) => (await fetch(`${endpoint}/${BUCKET}/${name}`)).status === 200,
    );
  }, 600_000);
});

describe('the share cap', () => {
  it('a sweep removing more than ORPHAN_SWEEP_MAX_PERCENT of the store removes nothing and logs an error', async () => {
    const start = Date.now();
    const inst = await install({}, start);
    const uploads = path.join(inst.server.publicDir, 'uploads');
    const strays = Array.from({ length: 25 }, (_, i) => `stray_${String(i).padStart(10, '0')}.png`);
    for (const name of strays)
      await journalledStray(inst, name, start, async (n) => fs.writeFileSync(path.join(uploads, n), await png(8, 8)));

    const result = await sweepAt(start + 2 * 60 * MINUTE, inst);
    expect(result).toMatchObject({ rows: 0, objects: 0, refused: { files: 25 } });
    expect(strays.filter((name) => !fs.existsSync(path.join(uploads, name)))).toEqual([]);
    for (const url of inst.urls) expect(await status(inst.server.url + url)).toBe(200);
    expect(inst.server.logs()).toMatch(
      /Orphan sweep stopped and deleted nothing: it would have removed 25 of the \d+ stored files/,
    );
  }, 300_000);
});
