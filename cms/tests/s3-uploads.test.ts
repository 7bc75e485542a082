import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// s3rver: an S3-compatible server on loopback, standing in for AWS S3 / MinIO / R2.
import S3rver from 's3rver';
import { signIn, type Agent } from '@portfolio/testkit/api';
import { png } from '@portfolio/testkit/files';
import { ADMIN, freePort, startServer, type TestServer } from '@portfolio/testkit/server';

const BUCKET = 'portfolio-uploads';
let s3: S3rver;
let s3Dir: string;
let s3Url: string;
let server: TestServer;
let admin: Agent;

beforeAll(async () => {
  s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
  const port = await freePort();
  s3 = new S3rver({ port, address: '127.0.0.1', directory: s3Dir, silent: true, configureBuckets: [{ name: BUCKET }] });
  await s3.run();
  s3Url = `http://127.0.0.1:${port}`;
  server = await startServer({
    UPLOAD_PROVIDER: 'aws-s3',
    S3_ENDPOINT: s3Url,
    S3_BUCKET: BUCKET,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  });
  admin = await signIn(server.url, ADMIN.email, ADMIN.password);
});
afterAll(async () => {
  await server?.stop();
  await s3?.close();
  fs.rmSync(s3Dir, { recursive: true, force: true });
});

const storedKeys = () =>
  fs
    .readdirSync(path.join(s3Dir, BUCKET), { recursive: true })
    .map(String)
    .filter(
      (f) =>
        !f.endsWith('._S3rver_metadata.json') &&
        !f.endsWith('._S3rver_object.md5') &&
        fs.statSync(path.join(s3Dir, BUCKET, f)).isFile(),
    );

describe('UPLOAD_PROVIDER=aws-s3', () => {
  it('stores uploads in the bucket, not on the local disk, and answers full URLs', async () => {
    const form = new FormData();
    form.append('title', 'Stored in S3');
    form.append('desc', 'An award whose image lives in the bucket');
    form.append('img', new Blob([await png(800, 600)], { type: 'image/png' }), 'award.png');
    const res = await admin.post('/api/v1/awards', form);
    expect(res.status).toBe(201);
    expect(res.body.post.img).toMatch(new RegExp(`^${s3Url}/${BUCKET}/`));

    const image = await fetch(res.body.post.img);
    expect(image.status).toBe(200);
    expect(fs.readdirSync(path.join(server.publicDir, 'uploads'))).toEqual([]);
    expect(storedKeys().length).toBeGreaterThan(0);
  });

  it('a post in the Trash keeps its files in the bucket out of public reach (404), restore brings them back byte-identical; delete for ever removes them', async () => {
    const list = await admin.get('/api/v1/awards');
    const post = list.body.find((p: { title: string }) => p.title === 'Stored in S3');
    const urls: string[] = [post.img, ...Object.values(post.imgFormats.formats).map((f: any) => f.url)];
    const bytes = await Promise.all(urls.map(async (u) => Buffer.from(await (await fetch(u)).arrayBuffer())));
    const before = storedKeys();

    const removed = await admin.del(`/api/v1/awards/${post._id}`);
    expect(removed.status).toBe(200);
    for (const u of urls) expect((await fetch(u)).status).toBe(404);
    // Kept, under a private prefix: as many objects as before, none at a public key.
    expect(storedKeys()).toHaveLength(before.length);
    expect(storedKeys().filter((k) => before.includes(k))).toEqual([]);

    expect((await admin.post(`/api/v1/trash/${removed.body.trashId}/restore`)).status).toBe(200);
    expect(storedKeys().sort()).toEqual([...before].sort());
    for (const [i, u] of urls.entries())
      expect(Buffer.from(await (await fetch(u)).arrayBuffer()).equals(bytes[i])).toBe(true);

    const again = await admin.del(`/api/v1/awards/${post._id}`);
    expect((await admin.del(`/api/v1/trash/${again.body.trashId}`)).status).toBe(200);
    expect(storedKeys()).toEqual([]);
  });
});
