import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, MESSAGES } from '@portfolio/contract';
import { Agent, signIn } from './helpers/api';
import { MB, bigPng, existsOnDisk, inTrashOnDisk, fakePng, file, form, gif, jpeg, png, svg, uploadedFiles } from './helpers/files';
import { ADMIN, startServer, type TestServer } from './helpers/server';

let server: TestServer;
let admin: Agent;
let anonymous: Agent;

beforeAll(async () => {
  server = await startServer();
  admin = await signIn(server.url, ADMIN.email, ADMIN.password);
  anonymous = new Agent(server.url);
});
afterAll(() => server?.stop());

const listLogos = async () => {
  const res = await anonymous.get(API.logos);
  expect(res.status).toBe(200);
  return res.body as string[];
};

const expectRefused = async (request: () => Promise<{ status: number; body: any }>, status: number, message: string | RegExp) => {
  const before = await listLogos();
  const filesBefore = uploadedFiles(server.publicDir);
  const res = await request();
  expect(res.status).toBe(status);
  if (typeof message === 'string') expect(res.body).toEqual({ message });
  else expect(res.body.message).toMatch(message);
  expect(await listLogos()).toEqual(before);
  expect(uploadedFiles(server.publicDir)).toEqual(filesBefore);
};

const fileNameOf = (path: string) => path.split('/').pop()!;

describe('GET /logos and POST /logos/upload', () => {
  it('lists nothing on a fresh database', async () => {
    expect(await listLogos()).toEqual([]);
  });

  it('stores a PNG under a normalised name and lists its path', async () => {
    const res = await admin.post(API.uploadLogo, form({ name: '  Acme Corp ', logo: file(await png(), 'whatever.png', 'image/png') }));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, path: expect.stringMatching(/^\/uploads\/acme_corp_[0-9a-f]{10}\.png$/) });
    expect(existsOnDisk(server.publicDir, res.body.path)).toBe(true);
    expect(await listLogos()).toEqual([res.body.path]);
  });

  it('accepts JPEG and a clean SVG', async () => {
    const jpg = await admin.post(API.uploadLogo, form({ name: 'Beta', logo: file(await jpeg(), 'b.jpeg') }));
    expect(jpg.status).toBe(201);
    expect(jpg.body.path).toMatch(/^\/uploads\/beta_[0-9a-f]{10}\.jpg$/);
    const vector = await admin.post(API.uploadLogo, form({ name: 'Gamma Ltd', logo: file(svg('<defs><linearGradient id="g"/></defs><rect fill="url(#g)" width="5" height="5"/>'), 'g.svg') }));
    expect(vector.status).toBe(201);
    expect(vector.body.path).toMatch(/^\/uploads\/gamma_ltd_[0-9a-f]{10}\.svg$/);
    expect(await listLogos()).toHaveLength(3);
  });

  describe('refuses, changing nothing', () => {
    it('no name (the file\'s own name is never used)', async () => {
      await expectRefused(async () => admin.post(API.uploadLogo, form({ logo: file(await png(), '../../x.png') })), 400, MESSAGES.required('Logo name'));
      await expectRefused(async () => admin.post(API.uploadLogo, form({ name: '   ', logo: file(await png(), 'fine.png') })), 400, MESSAGES.required('Logo name'));
    });

    it('no file', async () => {
      await expectRefused(() => admin.post(API.uploadLogo, form({ name: 'x' })), 400, MESSAGES.invalidLogo);
    });

    it('a text file named .png', async () => {
      await expectRefused(() => admin.post(API.uploadLogo, form({ name: 'x', logo: file(fakePng(), 'x.png', 'image/png') })), 415, MESSAGES.invalidLogo);
    });

    it('a GIF (logos are PNG, JPG, JPEG or SVG)', async () => {
      await expectRefused(async () => admin.post(API.uploadLogo, form({ name: 'x', logo: file(await gif(), 'x.png', 'image/png') })), 415, MESSAGES.invalidLogo);
    });

    it('a file of 5MB', async () => {
      await expectRefused(() => admin.post(API.uploadLogo, form({ name: 'x', logo: file(bigPng(5 * MB), 'x.png') })), 413, MESSAGES.logoTooLarge);
    });

    const unsafe: Array<[string, string]> = [
      ['a script', '<script>alert(1)</script>'],
      ['an onload handler', '<rect width="1" height="1" onload="alert(1)"/>'],
      ['a javascript: link', '<a href="javascript:alert(1)"><rect width="1" height="1"/></a>'],
      ['foreignObject', '<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">hi</div></foreignObject>'],
      ['an external image', '<image href="https://evil.example/x.png" width="1" height="1"/>'],
      ['a local file reference', '<image xlink:href="file:///etc/passwd" width="1" height="1"/>'],
      ['an external stylesheet', '<style>@import url(https://evil.example/x.css);</style>'],
    ];
    for (const [label, body] of unsafe) {
      it(`an SVG with ${label}`, async () => {
        await expectRefused(() => admin.post(API.uploadLogo, form({ name: 'x', logo: file(svg(body), 'x.svg', 'image/svg+xml') })), 415, /scripts, event handlers or external references/);
      });
    }

    it('an SVG too large to render, and a PNG that is only a PNG header', async () => {
      const huge = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="100000" height="100000"><rect width="1" height="1"/></svg>');
      await expectRefused(() => admin.post(API.uploadLogo, form({ name: 'x', logo: file(huge, 'x.svg') })), 413, MESSAGES.tooManyPixels('Logo'));
      await expectRefused(() => admin.post(API.uploadLogo, form({ name: 'x', logo: file(bigPng(2048), 'x.png') })), 415, MESSAGES.invalidLogo);
    });

    it('an SVG with an entity declaration', async () => {
      const xml = Buffer.from('<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x "boom">]><svg xmlns="http://www.w3.org/2000/svg">&x;</svg>');
      await expectRefused(() => admin.post(API.uploadLogo, form({ name: 'x', logo: file(xml, 'x.svg') })), 415, /scripts, event handlers or external references/);
    });

    it('a name trying to leave the upload folder', async () => {
      for (const name of ['../../evil', '..\\evil', 'a/b', '/etc/passwd']) {
        await expectRefused(async () => admin.post(API.uploadLogo, form({ name, logo: file(await png(), 'x.png') })), 400, /Logo name may only contain/);
      }
    });

    it('a caller who is not signed in', async () => {
      await expectRefused(async () => anonymous.post(API.uploadLogo, form({ name: 'x', logo: file(await png(), 'x.png') })), 401, MESSAGES.notSignedIn);
    });
  });
});

describe('DELETE /logos/:fileName', () => {
  it('refuses names that are not stored logos, and path tricks, without touching the disk', async () => {
    const [stored] = await listLogos();
    for (const name of ['nope.png', '..%2F..%2Fpackage.json', '..%2Fuploads%2F' + fileNameOf(stored), '..%5C..%5Cpackage.json', 'x%5C..%5Cy.png']) {
      await expectRefused(() => admin.del(`${API.logos}/${name}`), 404, 'Logo not found.');
    }
  });

  it('moves a logo to the Trash by the last segment of its path; delete for ever removes the file', async () => {
    const before = await listLogos();
    const target = before.find((p) => p.includes('acme_corp'))!;
    const res = await admin.del(API.deleteLogo(fileNameOf(target)));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, trashId: expect.any(String) });
    // In the Trash the file is out of public reach, kept for a restore.
    expect(existsOnDisk(server.publicDir, target)).toBe(false);
    expect(inTrashOnDisk(server.publicDir, target)).toBe(true);
    expect((await admin.del(API.trashItem(res.body.trashId))).status).toBe(200);
    expect(existsOnDisk(server.publicDir, target)).toBe(false);
    expect(inTrashOnDisk(server.publicDir, target)).toBe(false);
    expect(await listLogos()).toEqual(before.filter((p) => p !== target));
    const again = await admin.del(API.deleteLogo(fileNameOf(target)));
    expect(again.status).toBe(404);
  });

  it('never deletes a client logo through the library', async () => {
    const client = await admin.post(API.addClient, form({ name: 'Delta', coverPhoto: file(await png(), 'd.png') }));
    await expectRefused(() => admin.del(API.deleteLogo(fileNameOf(client.body.client.coverPhoto))), 404, 'Logo not found.');
    expect(existsOnDisk(server.publicDir, client.body.client.coverPhoto)).toBe(true);
  });
});
