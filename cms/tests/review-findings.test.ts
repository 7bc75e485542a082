import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, MESSAGES } from '@portfolio/contract';
import { Agent, signIn } from './helpers/api';
import { sql } from './helpers/db';
import { MB, file, form, png, uploadedFiles } from './helpers/files';
import { ADMIN, SUPER_ADMIN, startServer, type TestServer } from './helpers/server';
import { adminLogin } from './helpers/users';

/**
 * The security review of issue #18, finding by finding, against one real server: each test
 * repeats the attack the review made (or describes) and checks what the attacker sees.
 */
let server: TestServer;
let tmp: string;
let admin: Agent;
beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-review-tmp-'));
  server = await startServer({ TMPDIR: tmp, LOGIN_MAX_FAILURES_PER_EMAIL: '3' });
  admin = await signIn(server.url, ADMIN.email, ADMIN.password);
});
afterAll(async () => {
  await server?.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** formidable's temp files (Strapi's own working folders start with "strapi"). */
const tempFiles = () => fs.readdirSync(tmp).filter((f) => !f.startsWith('strapi') && !f.startsWith('.'));
const anonymous = () => new Agent(server.url);
const bigForm = () => {
  const fd = new FormData();
  fd.append('name', 'anonymous upload');
  fd.append('coverPhoto', new Blob([Buffer.alloc(3 * MB, 7)], { type: 'image/png' }), 'big.png');
  return fd;
};
const NS = 'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"';
const uploadLogo = (body: Buffer | string, name = 'x') => admin.post(API.uploadLogo, form({ name, logo: file(Buffer.from(body), 'logo.svg', 'image/svg+xml') }));

/** Runs `work` while polling /_health; answers what `work` answered, how long it took and the slowest health check. */
const whileWatchingHealth = async <T,>(work: () => Promise<T>) => {
  let done = false;
  let slowestHealthMs = 0;
  const watcher = (async () => {
    while (!done) {
      const started = Date.now();
      await fetch(`${server.url}/_health`);
      slowestHealthMs = Math.max(slowestHealthMs, Date.now() - started);
      await new Promise((r) => setTimeout(r, 25));
    }
  })();
  const started = Date.now();
  try {
    const result = await work();
    return { result, ms: Date.now() - started, slowestHealthMs };
  } finally {
    done = true;
    await watcher;
  }
};

/** A PNG whose header declares width x height pixels of a single colour (a few hundred bytes: a decompression bomb). */
const pngBomb = (width: number, height: number) => {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(zlib.crc32(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const rows = zlib.deflateSync(Buffer.alloc((width + 1) * 64)); // the first 64 rows; a decoder still allocates them all
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', rows), chunk('IEND', Buffer.alloc(0))]);
};

describe('1. temp files: no request, on any path or letter case, leaves one behind', () => {
  it('anonymous multipart bodies to unknown, case-changed and admin paths are refused and leave the temp folder as it was', async () => {
    const before = tempFiles();
    for (const target of ['/api/nope', '/API/v1/clients/addClient', '/Api/V1/logos/upload', '/upload', '/admin/nope', '/nope']) {
      const res = await anonymous().post(target, bigForm());
      expect(res.status, target).toBe(401);
    }
    const forged = await anonymous().call('POST', '/upload', bigForm(), { authorization: 'Bearer not-a-real-token' });
    expect(forged.status).toBe(401);
    expect(tempFiles()).toEqual(before);
  });

  it('refuses an anonymous multipart body before reading it: a malformed one gets 401, not a parse error', async () => {
    for (const target of ['/api/nope', '/upload', '/API/v1/clients/addClient']) {
      const res = await fetch(server.url + target, { method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=x' }, body: 'not multipart at all' });
      expect(res.status, target).toBe(401);
    }
  });

  it("the admin panel's media library still takes uploads from a super-admin, and cleans up after them", async () => {
    const { status, token } = await adminLogin(server.url, SUPER_ADMIN.email, SUPER_ADMIN.password);
    expect(status).toBe(200);
    const before = tempFiles();
    const filesBefore = uploadedFiles(server.publicDir).length;
    const fd = new FormData();
    fd.append('files', new Blob([await png(300, 200)], { type: 'image/png' }), 'media.png');
    const res = await fetch(`${server.url}/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: fd });
    expect(res.status).toBe(201);
    expect((await res.json())[0].mime).toBe('image/png');
    expect(uploadedFiles(server.publicDir).length).toBeGreaterThan(filesBefore);
    expect(tempFiles()).toEqual(before);
  });

  it('an upload the client abandons halfway leaves nothing behind either', async () => {
    const before = tempFiles();
    const url = new URL(`${server.url}${API.uploadLogo}`);
    const boundary = 'abandoned-upload';
    const req = http.request({ host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers: { cookie: admin.cookie, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(10 * MB) } });
    req.on('error', () => undefined);
    req.write(`--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n`);
    req.write(Buffer.alloc(2 * MB, 1));
    for (let i = 0; i < 50 && tempFiles().length === before.length; i++) await new Promise((r) => setTimeout(r, 100));
    expect(tempFiles().length).toBe(before.length + 1); // the parser is writing the part to its temp file
    req.destroy();
    let leftovers = tempFiles();
    for (let i = 0; i < 50 && leftovers.length > before.length; i++) {
      await new Promise((r) => setTimeout(r, 100));
      leftovers = tempFiles();
    }
    expect(leftovers).toEqual(before);
  });

  it('runs the origin check before the body is read: a cross-site request with a malformed body gets 403', async () => {
    const res = await fetch(`${server.url}/api/v1/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: '{ not json',
    });
    expect(res.status).toBe(403);
  });
});

describe('2. SVG inspection is linear: one upload cannot freeze the server', () => {
  it('an unclosed comment of 1 MB is refused within seconds while /_health stays fast', async () => {
    const { result, ms, slowestHealthMs } = await whileWatchingHealth(() => uploadLogo(`<svg ${NS}><!--${'<!--'.repeat(256 * 1024)}`));
    expect(result.status).toBe(415);
    expect(ms).toBeLessThan(5000);
    expect(slowestHealthMs).toBeLessThan(1000);
  });
});

describe('3. the /api/v1 guards apply in any letter case', () => {
  it('a cross-site sign-in on /Api/v1 is refused and sets no cookie (login CSRF)', async () => {
    for (const target of ['/Api/v1/user/login', '/API/V1/user/login', '/api/v1/user/login']) {
      const res = await fetch(server.url + target, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
        body: JSON.stringify(ADMIN),
      });
      expect(res.status, target).toBe(403);
      expect(res.headers.getSetCookie(), target).toEqual([]);
      expect(await res.json()).toEqual({ message: 'Cross-site request refused.' });
    }
  });

  it('NUL characters and unknown routes answer { message } on case-changed paths too', async () => {
    const nul = await admin.post('/API/v1/press', { title: 'a\u0000b' });
    expect(nul.status).toBe(400);
    expect(nul.body).toEqual({ message: MESSAGES.nulCharacter });
    const missing = await anonymous().post('/API/V1/nothing-here', { a: 1 });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Not found.' });
  });
});

describe('4. SVG checks cannot be bypassed', () => {
  const bypasses: Array<[string, string]> = [
    ['a namespace-prefixed script', `<svg ${NS} xmlns:x="http://www.w3.org/2000/svg"><x:script>alert(1)</x:script></svg>`],
    ['an XHTML script', `<svg ${NS}><h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script></svg>`],
    ['a <set> turning href into javascript&#58;', `<svg ${NS}><a><set attributeName="href" to="javascript&#58;alert(1)"/><rect width="5" height="5"/></a></svg>`],
    ['a CSS escape spelling url(', `<svg ${NS}><style>rect { fill: u\\72l(https://evil.example/x) }</style><rect width="5" height="5"/></svg>`],
    ['an external DOCTYPE', `<?xml version="1.0"?><!DOCTYPE svg SYSTEM "https://evil.example/x.dtd"><svg ${NS}><rect width="5" height="5"/></svg>`],
    ['an entity-encoded javascript: link', `<svg ${NS}><a href="jav&#x61;script:alert(1)"><rect width="5" height="5"/></a></svg>`],
    ['a stylesheet processing instruction', `<?xml-stylesheet href="https://evil.example/x.css"?><svg ${NS}><rect width="5" height="5"/></svg>`],
  ];
  for (const [label, body] of bypasses) {
    it(`refuses ${label} with 415 and stores nothing`, async () => {
      const before = uploadedFiles(server.publicDir);
      const res = await uploadLogo(body);
      expect(res.status).toBe(415);
      expect(res.body).toEqual({ message: expect.stringMatching(/scripts, event handlers or external references/) });
      expect(uploadedFiles(server.publicDir)).toEqual(before);
    });
  }

  it('still accepts a real-world logo: editor metadata, gradients, CSS classes, <use>', async () => {
    const logo = `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<!-- Created with Inkscape -->
<svg ${NS} xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd"
  width="120" height="40" viewBox="0 0 120 40" version="1.1" sodipodi:docname="logo.svg">
  <sodipodi:namedview id="base" inkscape:zoom="1"/>
  <defs><linearGradient id="g"><stop offset="0" stop-color="#036"/><stop offset="1" stop-color="#39c"/></linearGradient>
  <style>.word { font-family: 'Helvetica Neue', sans-serif; fill: url(#g) }</style></defs>
  <g inkscape:label="Layer 1" inkscape:groupmode="layer"><path id="mark" d="M0 0h40v40H0z" fill="url(#g)"/>
  <use xlink:href="#mark" x="80"/><text class="word" x="44" y="26">ACME</text></g>
</svg>`;
    const res = await uploadLogo(logo, 'Real World Logo');
    expect(res.status).toBe(201);
  });
});

describe('5. pixel bombs answer at once and do not starve the server', () => {
  it('a 16000 x 16000 SVG (blurred, or with turbulence) and a 30000 x 30000 PNG of a few hundred bytes, four at a time', async () => {
    const blur = `<svg ${NS} width="16000" height="16000"><filter id="f"><feGaussianBlur stdDeviation="80"/></filter><rect width="100%" height="100%" filter="url(#f)"/></svg>`;
    const turbulence = `<svg ${NS} width="16000" height="16000"><filter id="f"><feTurbulence baseFrequency="0.9" numOctaves="10"/></filter><rect width="100%" height="100%" filter="url(#f)"/></svg>`;
    const bomb = pngBomb(30000, 30000);
    const { result, ms, slowestHealthMs } = await whileWatchingHealth(() =>
      Promise.all([
        uploadLogo(blur),
        uploadLogo(blur),
        uploadLogo(turbulence),
        admin.post(API.uploadLogo, form({ name: 'x', logo: file(bomb, 'bomb.png', 'image/png') })),
      ]),
    );
    expect(result.map((r) => r.status)).toEqual([413, 413, 415, 413]);
    expect(result[0].body).toEqual({ message: MESSAGES.tooManyPixels('Logo') });
    expect(result[3].body).toEqual({ message: MESSAGES.tooManyPixels('Logo') });
    expect(ms).toBeLessThan(5000);
    expect(slowestHealthMs).toBeLessThan(1000);
  });
});

describe('6. the public cache: only content changes move its version; unknown parameters share one entry', () => {
  const version = async () => Number((await sql<{ version: number }>(server, 'SELECT version FROM installer_cache_states'))[0].version);

  it('an anonymous logout, a failed and a successful sign-in leave the content version alone; a content write moves it', async () => {
    const before = await version();
    expect((await anonymous().post(API.logout)).status).toBe(200);
    expect((await anonymous().post(API.login, { email: ADMIN.email, password: 'wrong-password' })).status).toBe(401);
    const other = await signIn(server.url, ADMIN.email, ADMIN.password);
    expect((await other.post(API.logout)).status).toBe(200);
    expect(await version()).toBe(before);

    const fd = form({ title: 'Cache mover', desc: 'd', nav: 'press-release', img: file(await png(), 'p.png', 'image/png') });
    expect((await admin.post(API.posts('press'), fd)).status).toBe(201);
    expect(await version()).toBeGreaterThan(before);
  });

  it('?r=<random> and a changed letter case are answered from the same cached entry', async () => {
    const fd = form({ title: 'Cached title', desc: 'd', nav: 'press-release', img: file(await png(), 'p.png', 'image/png') });
    expect((await admin.post(API.posts('press'), fd)).status).toBe(201);
    const first = await (await fetch(`${server.url}${API.posts('press')}`)).json();
    expect(first.map((p: { title: string }) => p.title)).toContain('Cached title');

    // Changed behind the API's back (no content version bump): only a cache miss could show it.
    await sql(server, "UPDATE posts SET title = 'Changed behind the cache' WHERE title = 'Cached title'");
    for (const variant of [`${API.posts('press')}?r=${Math.random()}`, `${API.posts('press')}?nav=x&r=2`, API.posts('press').toUpperCase().replace('PRESS', 'press')]) {
      const res = await fetch(server.url + variant);
      expect(res.status, variant).toBe(200);
      expect(await res.json(), variant).toEqual(first);
    }
  });
});

describe('low: sign-in limits, last admin, password length, sitemap host', () => {
  it('parallel wrong passwords cannot pass the per-email limit (3 here)', async () => {
    const attempt = async () => (await anonymous().post(API.login, { email: 'victim@example.com', password: 'guess-guess' })).status;
    const parallel = await Promise.all(Array.from({ length: 12 }, attempt));
    const sequential: number[] = [];
    for (let i = 0; i < 4; i++) sequential.push(await attempt());
    const statuses = [...parallel, ...sequential];
    expect(statuses.every((s) => s === 401 || s === 429), String(statuses)).toBe(true);
    expect(statuses.filter((s) => s === 401).length, String(statuses)).toBeLessThanOrEqual(3);
    expect(sequential.at(-1)).toBe(429);
  });

  it('refuses a new password longer than the 72 bytes bcrypt reads', async () => {
    const res = await admin.post(API.register, { email: 'long@example.com', password: 'é'.repeat(40) });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: MESSAGES.passwordTooLong });
    expect((await admin.post(API.register, { email: 'long@example.com', password: 'x'.repeat(72) })).status).toBe(201);
  });

  it('a sitemap asked for with a forged Host header names only the configured origin', async () => {
    const res = await new Promise<http.IncomingMessage>((resolve, reject) => {
      const url = new URL(`${server.url}/sitemap.xml`);
      http.get({ host: url.hostname, port: url.port, path: url.pathname, headers: { host: 'evil.example' } }, resolve).on('error', reject);
    });
    const xml = await new Promise<string>((resolve) => {
      let text = '';
      res.on('data', (c) => (text += c)).on('end', () => resolve(text));
    });
    expect(res.statusCode).toBe(200);
    expect(xml).toContain(`<loc>${server.url}/</loc>`);
    expect(xml).not.toContain('evil.example');
  });

  it('two admins deleting each other at the same moment leave one admin', async () => {
    const users = ['b@example.com', 'c@example.com'];
    for (const email of users) expect((await admin.post(API.register, { email, password: 'password-123' })).status).toBe(201);
    const ids = Object.fromEntries((await admin.get(API.getAllUsers)).body.map((u: { email: string; _id: string }) => [u.email, u._id]));
    // Exactly two admins, b and c (the dashboard cannot grant the admin flag: the admin panel does).
    await sql(server, 'UPDATE up_users SET is_admin = ? WHERE email IN (?, ?)', [true, ...users]);
    await sql(server, 'UPDATE up_users SET is_admin = ? WHERE email = ?', [false, ADMIN.email]);
    const [b, c] = await Promise.all(users.map((email) => signIn(server.url, email, 'password-123')));

    const answers = await Promise.all([b.del(API.deleteUser(ids['c@example.com'])), c.del(API.deleteUser(ids['b@example.com']))]);
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    const admins = await sql(server, 'SELECT email FROM up_users WHERE is_admin = ?', [true]);
    expect(admins).toHaveLength(1);
  });
});
