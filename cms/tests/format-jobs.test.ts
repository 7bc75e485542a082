import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { API } from '@portfolio/contract';
import { Agent, signIn } from '@portfolio/testkit/api';
import { existsOnDisk, file, form, png, uploadedFiles } from '@portfolio/testkit/files';
import { sql } from '@portfolio/testkit/db';
import { ADMIN, startServer, usesPostgres, type TestServer } from '@portfolio/testkit/server';

/**
 * Saving is fast: a project save stores the photos and answers; their responsive formats are
 * made in the background (one job queue in the database, claimed atomically, safe with two instances)
 * and appear in the API when ready. A photo deleted, trashed or replaced meanwhile leaves nothing behind.
 */

/** A photo-like JPEG (smooth noise, so it compresses like a photograph). */
const photo = async (width: number, height: number, seed = 1) => {
  const w = Math.ceil(width / 8);
  const h = Math.ceil(height / 8);
  const noise = Buffer.alloc(w * h * 3);
  let x = seed * 7919;
  for (let i = 0; i < noise.length; i++) noise[i] = (x = (x * 1103515245 + 12345) & 0x7fffffff) >> 23;
  return sharp(noise, { raw: { width: w, height: h, channels: 3 } })
    .resize(width, height)
    .jpeg({ quality: 85 })
    .toBuffer();
};

const SITE = {
  industry: 'Educational',
  project_scope: 'Design and build',
  state: 'kerala',
  site_start: '2020',
  locations: 'Kochi',
  area: '1200',
  description: 'Formats test.',
  site_ongoing: 'true',
};

/**
 * Polls `read` until `done` holds (or the generous deadline passes, then the last value is returned for the assertion).
 */
const eventually = async <T>(read: () => Promise<T>, done: (value: T) => boolean, deadlineMs = 90_000): Promise<T> => {
  const end = Date.now() + deadlineMs;
  let value = await read();
  while (!done(value) && Date.now() < end) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    value = await read();
  }
  return value;
};

const jobsLeft = async (server: TestServer) =>
  Number((await sql<{ n: number }>(server, 'SELECT COUNT(*) AS n FROM installer_format_jobs'))[0].n);

const parse = (formats: unknown) =>
  (typeof formats === 'string' ? JSON.parse(formats) : (formats ?? {})) as Record<
    string,
    { url: string; hash: string; ext: string }
  >;

/**
 * Storage and rows agree: every name a file row holds (original and formats) is stored (in public
 * reach or in the Trash's folder), and every stored name in public reach belongs to a row.
 */
const expectConsistent = async (server: TestServer) => {
  const rows = await sql<{ hash: string; ext: string; formats: unknown }>(
    server,
    'SELECT hash, ext, formats FROM files',
  );
  const known = new Set(
    rows.flatMap((r) => [`${r.hash}${r.ext}`, ...Object.values(parse(r.formats)).map((f) => `${f.hash}${f.ext}`)]),
  );
  const stored = uploadedFiles(server.publicDir);
  const base = (p: string) => p.split('/').pop()!;
  const storedNames = new Set(stored.map(base));
  expect([...known].filter((name) => !storedNames.has(name))).toEqual([]);
  expect(stored.filter((p) => !p.startsWith('.trash/') && !known.has(base(p)))).toEqual([]);
};

const getClient = async (server: TestServer, name: string) =>
  (await new Agent(server.url).get(API.getClient(name))).body?.[0];
const photoFormatsOf = async (server: TestServer, name: string) =>
  ((await getClient(server, name))?.sites?.[0]?.photoFormats ?? []) as any[];
const ready = (photos: any[], count: number) =>
  photos.length === count && photos.every((p) => p.formats?.thumbnail && p.formats?.small);

describe('background formats on one instance', { timeout: 240_000 }, () => {
  let server: TestServer;
  let admin: Agent;
  beforeAll(async () => {
    server = await startServer({ FORMAT_JOB_POLL_SECONDS: '1', PHOTO_FORMATS_IN_BACKGROUND: 'true' });
    admin = await signIn(server.url, ADMIN.email, ADMIN.password);
  });
  afterAll(() => server?.stop());

  const newClient = async (name: string, photos: File[]) => {
    const res = await admin.post(
      API.addClient,
      form({
        name,
        coverPhoto: file(await png(), 'logo.png', 'image/png'),
        ...SITE,
        siteName: `${name} block`,
        photos,
      }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.client;
  };

  it('answers with the photos stored; their formats (JPEG as WebP, PNG as PNG) appear in the API once made', async () => {
    const jpegBytes = await photo(1600, 1200);
    const client = await newClient('quick save', [
      file(jpegBytes, 'hall.jpg', 'image/jpeg'),
      file(await png(800, 600), 'plan.png', 'image/png'),
    ]);
    const [first, second] = client.sites[0].photoFormats;
    // The answer's shape is the spec's: the originals are stored and served byte for byte; formats may be empty yet.
    expect(first).toMatchObject({ url: client.sites[0].photos[0], width: 1600, height: 1200, mime: 'image/jpeg' });
    expect(typeof first.formats).toBe('object');
    const original = await fetch(server.url + first.url);
    expect(Buffer.from(await original.arrayBuffer()).equals(jpegBytes)).toBe(true);
    expect(second).toMatchObject({ width: 800, height: 600, mime: 'image/png' });

    const photos = await eventually(
      () => photoFormatsOf(server, 'quick save'),
      (p) => ready(p, 2),
    );
    expect(Object.keys(photos[0].formats).sort()).toEqual(['hd', 'large', 'medium', 'small', 'thumbnail', 'xsmall']);
    expect(photos[0].formats.medium).toMatchObject({ width: 750, height: 563 });
    for (const format of Object.values(photos[0].formats) as any[]) {
      expect(format.url).toMatch(/\.webp$/);
      const served = await fetch(server.url + format.url);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
    }
    expect(Object.keys(photos[1].formats).sort()).toEqual(['medium', 'small', 'thumbnail', 'xsmall']);
    expect(photos[1].formats.small.url).toMatch(/\.png$/);
    expect(
      await eventually(
        () => jobsLeft(server),
        (n) => n === 0,
      ),
    ).toBe(0);
    await expectConsistent(server);
  });

  it('a photo deleted, trashed or replaced while its formats are made leaves no orphan file and no format without its file', async () => {
    const big = (seed: number) => photo(2000, 1500, seed);
    const trashed = await newClient('trashed soon', [file(await big(2), 'a.jpg'), file(await big(3), 'b.jpg')]);
    const gone = await newClient('gone soon', [file(await big(4), 'c.jpg'), file(await big(5), 'd.jpg')]);
    const replaced = await newClient('replaced soon', [file(await big(6), 'e.jpg'), file(await big(7), 'f.jpg')]);
    // At once, while the jobs of these six photos are queued or running:
    const toTrash = await admin.del(API.deleteClient, { clientId: trashed._id });
    expect(toTrash.status).toBe(200);
    const binned = await admin.del(API.deleteClient, { clientId: gone._id });
    expect((await admin.del(API.trashItem(binned.body.trashId))).status).toBe(200);
    const site = replaced.sites[0];
    const update = await admin.patch(
      API.updateSite,
      form({
        clientId: replaced._id,
        siteId: site._id,
        keepPhotos: JSON.stringify([site.photos[1]]),
        photos: [file(await big(8), 'g.jpg')],
      }),
    );
    expect(update.status, JSON.stringify(update.body)).toBe(200);

    expect(
      await eventually(
        () => jobsLeft(server),
        (n) => n === 0,
      ),
    ).toBe(0);
    await expectConsistent(server);
    for (const url of [...trashed.sites[0].photos, ...gone.sites[0].photos, site.photos[0]])
      expect(existsOnDisk(server.publicDir, url)).toBe(false);
    // The kept photo and the new one get their formats; the trashed ones none in public reach.
    const photos = await eventually(
      () => photoFormatsOf(server, 'replaced soon'),
      (p) => ready(p, 2),
    );
    expect(ready(photos, 2)).toBe(true);
    for (const p of photos)
      for (const f of Object.values(p.formats) as any[]) expect(existsOnDisk(server.publicDir, f.url)).toBe(true);

    // Restored from the Trash, the trashed photos get their formats (if they had none yet).
    expect((await admin.post(API.restoreTrash(toTrash.body.trashId))).status).toBe(200);
    const restored = await eventually(
      () => photoFormatsOf(server, 'trashed soon'),
      (p) => ready(p, 2),
    );
    expect(ready(restored, 2)).toBe(true);
    expect(
      await eventually(
        () => jobsLeft(server),
        (n) => n === 0,
      ),
    ).toBe(0);
    await expectConsistent(server);
  });

  it('takes again a job whose instance died holding it (its lease ended)', async () => {
    await newClient('crashed worker', [file(await photo(1200, 900, 9), 'h.jpg')]);
    const [done] = await eventually(
      () => photoFormatsOf(server, 'crashed worker'),
      (p) => ready(p, 1),
    );
    const row = (
      await sql<{ id: number; formats: unknown }>(server, 'SELECT id, formats FROM files WHERE url = ?', [done.url])
    )[0];
    // As if the formats were never made, and an instance that claimed the job died.
    await sql(server, 'UPDATE files SET formats = NULL WHERE id = ?', [row.id]);
    for (const f of Object.values(parse(row.formats))) fs.rmSync(path.join(server.publicDir, f.url));
    await sql(
      server,
      'INSERT INTO installer_format_jobs (file_id, token, lease_until, attempts, created_at) VALUES (?, ?, ?, ?, ?)',
      [row.id, 'dead000000', Date.now() - 1, 1, Date.now()],
    );
    const again = await eventually(
      () => photoFormatsOf(server, 'crashed worker'),
      (p) => ready(p, 1),
    );
    expect(ready(again, 1)).toBe(true);
    expect(
      await eventually(
        () => jobsLeft(server),
        (n) => n === 0,
      ),
    ).toBe(0);
    await expectConsistent(server);
  });
});

describe.skipIf(!usesPostgres())(
  'background formats with two instances on one PostgreSQL',
  { timeout: 240_000 },
  () => {
    let a: TestServer;
    let b: TestServer;
    beforeAll(async () => {
      a = await startServer({ FORMAT_JOB_POLL_SECONDS: '1', PHOTO_FORMATS_IN_BACKGROUND: 'true' });
      b = await startServer({ FORMAT_JOB_POLL_SECONDS: '1' }, a);
    });
    afterAll(async () => {
      await b?.stop();
      await a?.stop();
    });

    it('each photo gets its formats exactly once, whichever instance makes them', async () => {
      const onA = await signIn(a.url, ADMIN.email, ADMIN.password);
      const onB = await signIn(b.url, ADMIN.email, ADMIN.password);
      const photos = async (seed: number) =>
        Promise.all([0, 1, 2].map(async (i) => file(await photo(1600, 1200, seed + i), `p${i}.jpg`, 'image/jpeg')));
      const logo = async () => file(await png(), 'logo.png', 'image/png');
      const [ra, rb] = await Promise.all([
        onA.post(
          API.addClient,
          form({
            name: 'saved on a',
            coverPhoto: await logo(),
            ...SITE,
            siteName: 'a block',
            photos: await photos(10),
          }),
        ),
        onB.post(
          API.addClient,
          form({
            name: 'saved on b',
            coverPhoto: await logo(),
            ...SITE,
            siteName: 'b block',
            photos: await photos(20),
          }),
        ),
      ]);
      expect([ra.status, rb.status]).toEqual([201, 201]);
      for (const [server, name] of [
        [b, 'saved on a'],
        [a, 'saved on b'],
      ] as const) {
        const ready3 = await eventually(
          () => photoFormatsOf(server, name),
          (p) => ready(p, 3),
        );
        expect(ready(ready3, 3)).toBe(true);
      }
      expect(
        await eventually(
          () => jobsLeft(a),
          (n) => n === 0,
        ),
      ).toBe(0);
      // Exactly once: one stored file per format of each photo, none made twice by the other instance.
      await expectConsistent(a);
      const stored = uploadedFiles(a.publicDir).filter((p) => /^(thumbnail|xsmall|small|medium|large|hd)_/.test(p));
      expect(stored).toHaveLength(6 * 6);
    });
  },
);
