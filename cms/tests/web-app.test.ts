import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '@portfolio/testkit/server';

/** The cms serves the built web app on its own origin; here a small stand-in build is served. */
let server: TestServer;
let dist: string;
const APP_JS = `console.log(${JSON.stringify('portfolio '.repeat(200))});`;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><div id="root"></div><script src="/assets/app-1234.js"></script>',
  );
  fs.writeFileSync(path.join(dist, 'assets', 'app-1234.js'), APP_JS);
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  server = await startServer({ WEB_DIST: dist, SERVE_ADMIN: 'true' });
});
afterAll(async () => {
  await server?.stop();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (p: string, headers: Record<string, string> = {}) => fetch(server.url + p, { headers, redirect: 'manual' });

describe('the web app on the cms origin', () => {
  it('answers / with the app, not with the admin panel redirect', async () => {
    const res = await get('/');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root">');
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers deep links with the app so the browser router takes over', async () => {
    for (const p of ['/projects/clients', '/installer/dashboard/users', '/projects/client/acme']) {
      const res = await get(p);
      expect(res.status, p).toBe(200);
      expect(await res.text(), p).toContain('<div id="root">');
    }
  });

  it('serves hashed assets as immutable and compressed when the browser accepts it', async () => {
    const br = await get('/assets/app-1234.js', { 'accept-encoding': 'br, gzip' });
    expect(br.status).toBe(200);
    expect(br.headers.get('cache-control')).toContain('immutable');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toContain('text/javascript');
    const raw = Buffer.from(await br.arrayBuffer());
    // fetch() decodes the body itself; the length header shows the compressed size travelled.
    expect(raw.toString()).toBe(APP_JS);
    expect(Number(br.headers.get('content-length'))).toBeLessThan(zlib.gzipSync(APP_JS).length + 50);

    const plain = await get('/assets/app-1234.js', { 'accept-encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(APP_JS);
  });

  it('answers a missing file with a 404, not the app', async () => {
    expect((await get('/assets/missing-0000.js')).status).toBe(404);
  });

  it('never serves files outside the build folder', async () => {
    for (const p of ['/..%2f..%2fpackage.json', '/%2e%2e/%2e%2e/package.json', '/assets/..%2f..%2f..%2fetc%2fpasswd']) {
      const res = await get(p);
      expect(await res.text(), p).not.toMatch(/"dependencies"|"workspaces"|root:x:/);
    }
  });

  it('leaves the API and the admin panel to Strapi', async () => {
    const api = await get('/api/nothing');
    expect(api.status).toBe(404);
    expect(api.headers.get('content-type')).toContain('application/json');
    const admin = await get('/admin');
    expect(admin.status).toBe(200);
    expect(await admin.text()).toContain('id="strapi"');
  });
});
