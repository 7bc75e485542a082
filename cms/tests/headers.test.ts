import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@portfolio/contract';
import { Agent, signIn } from '@portfolio/testkit/api';
import { MB, file, form, png, svg, uploadedFiles } from '@portfolio/testkit/files';
import { ADMIN, startServer, type TestServer } from '@portfolio/testkit/server';

/**
 * Security headers on everything the server answers (the web app's HTML, the API, uploads), CORS
 * limited to ALLOWED_ORIGINS, uploads served so they can never run script on our origin, and the
 * body limits enforced while the request streams in (a huge upload never reaches the disk whole).
 */
const PARTNER = 'https://partner.example';
const STORAGE = 'https://cdn.example.net';

let server: TestServer;
let admin: Agent;
let tmpDir: string;

beforeAll(async () => {
  // A private temp folder for the server's multipart parser, so the streaming test can watch it.
  tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-headers-tmp-'));
  // TRUST_PROXY: a request can say it came over https (X-Forwarded-Proto), as behind the nginx proxy.
  server = await startServer({
    TMPDIR: tmpDir,
    ALLOWED_ORIGINS: `${PARTNER}, not a url`,
    S3_PUBLIC_URL: `${STORAGE}/bucket/uploads`,
    TRUST_PROXY: 'true',
  });
  admin = await signIn(server.url, ADMIN.email, ADMIN.password);
});
afterAll(async () => {
  await server?.stop();
  fs.rmSync(tmpDir, { recursive: true, force: true });
});

/** The CSP header parsed into directive -> sources. */
const csp = (headers: Headers) => {
  const value = headers.get('content-security-policy');
  expect(value, 'Content-Security-Policy header').toBeTruthy();
  return Object.fromEntries(
    value!
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name, sources]),
  ) as Record<string, string[]>;
};

const expectSiteHeaders = (headers: Headers) => {
  const policy = csp(headers);
  expect(policy['frame-ancestors']).toEqual(["'self'"]);
  expect(policy['default-src']).toEqual(["'self'"]);
  expect(policy['script-src']).toEqual(["'self'"]);
  expect(policy['object-src']).toEqual(["'none'"]);
  expect(policy['img-src']).toEqual(
    expect.arrayContaining(["'self'", 'data:', 'blob:', 'https://market-assets.strapi.io', STORAGE]),
  );
  expect(policy['media-src']).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:', STORAGE]));
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
};

const expectUploadHeaders = (headers: Headers) => {
  const policy = csp(headers);
  expect(policy['default-src']).toEqual(["'none'"]);
  expect(policy).toHaveProperty('sandbox');
  expect(policy['script-src']).toBeUndefined();
  expect(headers.get('x-content-type-options')).toBe('nosniff');
};

describe('security headers', () => {
  it('the web app HTML at / and a deep link carry the CSP, nosniff and frame protection', async () => {
    for (const page of ['/', '/projects/clients']) {
      const res = await fetch(server.url + page);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expectSiteHeaders(res.headers);
    }
  });

  it('/api/v1 answers carry them too, successes and errors alike', async () => {
    const ok = await fetch(server.url + API.getClients);
    expect(ok.status).toBe(200);
    expectSiteHeaders(ok.headers);
    const refused = await fetch(server.url + API.getAllUsers);
    expect(refused.status).toBe(401);
    expectSiteHeaders(refused.headers);
    const tooLarge = await fetch(server.url + API.login, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'x'.repeat(2 * MB) }),
    });
    expect(tooLarge.status).toBe(413);
    expectSiteHeaders(tooLarge.headers);
  });

  it('uploads are served with their real type, nosniff and a sandboxing CSP', async () => {
    const raster = await admin.post(
      API.uploadLogo,
      form({ name: 'Raster', logo: file(await png(), 'r.png', 'image/png') }),
    );
    expect(raster.status).toBe(201);
    const res = await fetch(server.url + raster.body.path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expectUploadHeaders(res.headers);
  });

  it('an SVG logo is served as image/svg+xml under a CSP that blocks script, however its path is spelled', async () => {
    const vector = await admin.post(
      API.uploadLogo,
      form({
        name: 'Vector',
        logo: file(svg('<circle cx="5" cy="5" r="4" style="fill:blue"/>'), 'v.svg', 'image/svg+xml'),
      }),
    );
    expect(vector.status).toBe(201);
    const stored: string = vector.body.path;
    expect(stored).toMatch(/\.svg$/);
    const name = stored.split('/').pop()!;
    for (const spelled of [stored, `/%75ploads/${name}`, `/uploads/./${name}`, `//uploads/${name}`]) {
      const res = await fetch(server.url + spelled);
      if (res.status !== 200) {
        expect([400, 404], spelled).toContain(res.status); // not served at all is fine too
        continue;
      }
      expect(res.headers.get('content-type'), spelled).toBe('image/svg+xml');
      expectUploadHeaders(res.headers);
      expect(await res.text()).toContain('<svg');
    }
    // A missing upload gets the same treatment.
    expectUploadHeaders((await fetch(`${server.url}/uploads/nothing-here.svg`)).headers);
  });
});

describe('Strict-Transport-Security', () => {
  // The site's HTML, an API success and refusal, the admin API, an upload and a missing file.
  const paths = async () => {
    const logo = await admin.post(
      API.uploadLogo,
      form({ name: 'Hsts', logo: file(await png(), 'h.png', 'image/png') }),
    );
    expect(logo.status).toBe(201);
    return ['/', API.getClients, API.getAllUsers, '/admin/init', logo.body.path, '/no-such-page.txt'];
  };

  it('is not sent on plain http responses', async () => {
    for (const target of await paths()) {
      const res = await fetch(server.url + target);
      expect(res.headers.get('strict-transport-security'), target).toBeNull();
    }
  });

  it('is sent on every https response (https as reported by the trusted proxy)', async () => {
    for (const target of await paths()) {
      const res = await fetch(server.url + target, { headers: { 'x-forwarded-proto': 'https' } });
      expect(res.headers.get('strict-transport-security'), target).toBe('max-age=31536000; includeSubDomains');
    }
  });
});

describe('CORS', () => {
  it('a foreign origin gets no CORS grant, on simple and preflight requests', async () => {
    const simple = await fetch(server.url + API.getClients, { headers: { origin: 'https://evil.example' } });
    expect(simple.status).toBe(200);
    expect(simple.headers.get('access-control-allow-origin')).toBeNull();
    expect(simple.headers.get('access-control-allow-credentials')).toBeNull();
    const preflight = await fetch(server.url + API.addClient, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.status).toBeLessThan(500);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('an origin listed in ALLOWED_ORIGINS is granted, with credentials', async () => {
    const res = await fetch(server.url + API.getClients, { headers: { origin: PARTNER } });
    expect(res.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
  });
});

// Streaming limits ------------------------------------------------------------------------------

const dirBytes = (dir: string): number => {
  let total = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    try {
      total += entry.isDirectory() ? dirBytes(full) : fs.statSync(full).size;
    } catch {
      /* removed meanwhile */
    }
  }
  return total;
};

/**
 * Streams a multipart body of `totalBytes` (one file part) without ever holding it in memory, and
 * stops sending as soon as the server answers.
 */
const streamUpload = (url: string, cookie: string, totalBytes: number) =>
  new Promise<{ status: number; body: string; sent: number }>((resolve, reject) => {
    const boundary = `----bound${Date.now()}`;
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nHuge Client\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="coverPhoto"; filename="huge.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const chunk = Buffer.alloc(MB, 0x41);
    let sent = 0;
    let answered = false;
    const req = http.request(url, {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie },
    });
    req.setTimeout(60_000, () => req.destroy(new Error('timed out')));
    req.on('response', (res) => {
      answered = true;
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d) => (body += d));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, body, sent });
        req.destroy();
      });
      res.on('error', reject);
    });
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    const pump = () => {
      while (!answered && sent < totalBytes) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      if (!answered) req.end(tail);
    };
    req.write(head);
    pump();
  });

describe('body limits while streaming', () => {
  it('a 200 MB multipart body to addClient answers 413 and never lands on disk whole', async () => {
    const uploadsBefore = uploadedFiles(server.publicDir);
    const clientsBefore = (await admin.get(API.getClients)).body;
    let peak = 0;
    const watcher = setInterval(() => (peak = Math.max(peak, dirBytes(tmpDir))), 25);
    let result: Awaited<ReturnType<typeof streamUpload>>;
    try {
      result = await streamUpload(server.url + API.addClient, admin.cookie, 200 * MB);
    } finally {
      clearInterval(watcher);
    }
    peak = Math.max(peak, dirBytes(tmpDir));
    expect(result.status, result.body.slice(0, 200)).toBe(413);
    expect(JSON.parse(result.body)).toEqual({ message: expect.any(String) });
    // formidable stops at its 110 MB total: the temp folder never holds the whole body.
    expect(peak).toBeLessThan(120 * MB);
    expect(uploadedFiles(server.publicDir)).toEqual(uploadsBefore);
    expect((await admin.get(API.getClients)).body).toEqual(clientsBefore);
    // The partial temp file does not stay behind for long.
    const deadline = Date.now() + 5000;
    while (dirBytes(tmpDir) > MB && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    console.log(
      `[headers] 200 MB stream: client sent ${Math.round(result.sent / MB)} MB before the answer, temp peak ${Math.round(peak / MB)} MB, temp left ${Math.round(dirBytes(tmpDir) / MB)} MB`,
    );
    expect(dirBytes(tmpDir)).toBeLessThan(MB);
  }, 90_000);

  it('an anonymous 200 MB upload is refused too, and never lands on disk whole', async () => {
    let peak = 0;
    const watcher = setInterval(() => (peak = Math.max(peak, dirBytes(tmpDir))), 25);
    let result: Awaited<ReturnType<typeof streamUpload>>;
    try {
      result = await streamUpload(server.url + API.addClient, '', 200 * MB);
    } finally {
      clearInterval(watcher);
    }
    expect([401, 413]).toContain(result.status);
    expect(JSON.parse(result.body)).toEqual({ message: expect.any(String) });
    expect(peak).toBeLessThan(120 * MB);
    console.log(
      `[headers] anonymous 200 MB stream: ${result.status} after ${Math.round(result.sent / MB)} MB sent, temp peak ${Math.round(peak / MB)} MB`,
    );
  }, 90_000);
});
