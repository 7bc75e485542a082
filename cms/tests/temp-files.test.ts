import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@portfolio/contract';
import { Agent, signIn } from '@portfolio/testkit/api';
import { MB, png, uploadedFiles } from '@portfolio/testkit/files';
import { ADMIN, SUPER_ADMIN, startServer, type TestServer } from '@portfolio/testkit/server';
import { adminLogin } from '@portfolio/testkit/users';

/** formidable writes every uploaded part to the temp folder; none may stay behind. */
let server: TestServer;
let tmp: string;
let admin: Agent;
beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-upload-tmp-'));
  server = await startServer({ TMPDIR: tmp });
  admin = await signIn(server.url, ADMIN.email, ADMIN.password);
});
afterAll(async () => {
  await server?.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** formidable's temp files (Strapi's own working folders start with "strapi"). */
const leftovers = () => fs.readdirSync(tmp).filter((f) => !f.startsWith('strapi') && !f.startsWith('.'));

describe('temporary upload files', () => {
  it('are deleted when the access policy refuses a multipart request', async () => {
    const before = leftovers();
    const form = new FormData();
    form.append('name', 'anonymous upload');
    form.append('coverPhoto', new Blob([await png(400, 300)], { type: 'image/png' }), 'logo.png');
    const res = await new Agent(server.url).post('/api/v1/clients/addClient', form);
    expect(res.status).toBe(401);
    expect(leftovers()).toEqual(before);
  });
});

const anonymous = () => new Agent(server.url);
const bigForm = () => {
  const fd = new FormData();
  fd.append('name', 'anonymous upload');
  fd.append('coverPhoto', new Blob([Buffer.alloc(3 * MB, 7)], { type: 'image/png' }), 'big.png');
  return fd;
};

describe('no request, on any path or letter case, leaves one behind', () => {
  it('anonymous multipart bodies to unknown, case-changed and admin paths are refused and leave the temp folder as it was', async () => {
    const before = leftovers();
    for (const target of [
      '/api/nope',
      '/API/v1/clients/addClient',
      '/Api/V1/logos/upload',
      '/upload',
      '/admin/nope',
      '/nope',
    ]) {
      const res = await anonymous().post(target, bigForm());
      expect(res.status, target).toBe(401);
    }
    const forged = await anonymous().call('POST', '/upload', bigForm(), { authorization: 'Bearer not-a-real-token' });
    expect(forged.status).toBe(401);
    expect(leftovers()).toEqual(before);
  });

  it('refuses an anonymous multipart body before reading it: a malformed one gets 401, not a parse error', async () => {
    for (const target of ['/api/nope', '/upload', '/API/v1/clients/addClient']) {
      const res = await fetch(server.url + target, {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        body: 'not multipart at all',
      });
      expect(res.status, target).toBe(401);
    }
  });

  it("the admin panel's media library still takes uploads from a super-admin, and cleans up after them", async () => {
    const { status, token } = await adminLogin(server.url, SUPER_ADMIN.email, SUPER_ADMIN.password);
    expect(status).toBe(200);
    const before = leftovers();
    const filesBefore = uploadedFiles(server.publicDir).length;
    const fd = new FormData();
    fd.append('files', new Blob([await png(300, 200)], { type: 'image/png' }), 'media.png');
    const res = await fetch(`${server.url}/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: fd,
    });
    expect(res.status).toBe(201);
    expect((await res.json())[0].mime).toBe('image/png');
    expect(uploadedFiles(server.publicDir).length).toBeGreaterThan(filesBefore);
    expect(leftovers()).toEqual(before);
  });

  it('an upload the client abandons halfway leaves nothing behind either', async () => {
    const before = leftovers();
    const url = new URL(`${server.url}${API.uploadLogo}`);
    const boundary = 'abandoned-upload';
    const req = http.request({
      host: url.hostname,
      port: url.port,
      path: url.pathname,
      method: 'POST',
      headers: {
        cookie: admin.cookie,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(10 * MB),
      },
    });
    req.on('error', () => undefined);
    req.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    req.write(Buffer.alloc(2 * MB, 1));
    for (let i = 0; i < 50 && leftovers().length === before.length; i++) await new Promise((r) => setTimeout(r, 100));
    expect(leftovers().length).toBe(before.length + 1); // the parser is writing the part to its temp file
    req.destroy();
    let remaining = leftovers();
    for (let i = 0; i < 50 && remaining.length > before.length; i++) {
      await new Promise((r) => setTimeout(r, 100));
      remaining = leftovers();
    }
    expect(remaining).toEqual(before);
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
