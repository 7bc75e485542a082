import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@portfolio/contract';
import { SUPER_ADMIN, startServer, type TestServer } from '@portfolio/testkit/server';
import { adminLogin } from '@portfolio/testkit/users';

/**
 * The Strapi admin panel's first super-admin: made on start from ADMIN_EMAIL / ADMIN_PASSWORD with
 * Strapi's own services, never by the first visitor to /admin (unless ALLOW_ADMIN_REGISTRATION=true).
 */
const REGISTRATION = {
  firstname: 'Mallory',
  lastname: 'Visitor',
  email: 'mallory@example.com',
  password: 'Mallory-password-1',
};

const registerAdmin = async (url: string, spelled = '/admin/register-admin') => {
  const res = await fetch(url + spelled, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(REGISTRATION),
  });
  return { status: res.status, body: await res.json().catch(() => null) };
};

const init = async (url: string) => (await (await fetch(`${url}/admin/init`)).json()).data;

/** The roles of the admin a token belongs to, as /admin/users/me reports them. */
const rolesOf = async (url: string, token: string): Promise<string[]> => {
  const res = await fetch(`${url}/admin/users/me`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return (await res.json()).data.roles.map((role: { code: string }) => role.code);
};

const expectRefused = async (url: string) => {
  for (const spelled of ['/admin/register-admin', '/ADMIN/Register-Admin', '/admin/register-admin/']) {
    const { status, body } = await registerAdmin(url, spelled);
    expect(status, spelled).toBe(403);
    expect(body, spelled).toEqual({
      data: null,
      error: { status: 403, name: 'PolicyError', message: MESSAGES.adminRegistrationClosed, details: {} },
    });
  }
  expect((await adminLogin(url, REGISTRATION.email, REGISTRATION.password)).status).toBe(400);
};

describe('the super-admin from ADMIN_EMAIL / ADMIN_PASSWORD', () => {
  let server: TestServer;
  // A truly fresh database (not a copy of the run's template): the first start is under test.
  beforeAll(async () => {
    server = await startServer({}, undefined, { fresh: true });
  });
  afterAll(() => server?.stop());

  it("signs in through /admin's own API as a super-admin; a wrong password does not", async () => {
    const signedIn = await adminLogin(server.url, SUPER_ADMIN.email, SUPER_ADMIN.password);
    expect(signedIn.status).toBe(200);
    expect(await rolesOf(server.url, signedIn.token!)).toEqual(['strapi-super-admin']);
    const wrong = await adminLogin(server.url, SUPER_ADMIN.email, 'Wrong-password-1');
    expect(wrong.status).toBe(400);
    expect(wrong.token).toBeUndefined();
    expect(server.logs()).toContain(`Super-admin created: ${SUPER_ADMIN.email}`);
    expect(server.logs()).not.toContain('Password (shown once)');
  });

  it('/admin registration stays refused with its clear message', async () => {
    await expectRefused(server.url);
    expect((await init(server.url)).hasAdmin).toBe(true);
  });
});

// Its tests restart Strapi (a boot is 10-12 CPU-seconds, several times that on a busy machine).
describe('a fresh database with an invalid ADMIN_PASSWORD', { timeout: 240_000 }, () => {
  let first: TestServer;
  const later: TestServer[] = [];
  const OWNER = 'owner@example.com';
  beforeAll(async () => {
    first = await startServer({ ADMIN_EMAIL: OWNER, ADMIN_PASSWORD: 'short' });
  });
  afterAll(async () => {
    await first?.stop();
    for (const server of later) await server.stop();
    if (first) fs.rmSync(path.dirname(first.publicDir), { recursive: true, force: true });
  });

  /** Restarts on the first server's database (it is stopped first, its files kept). */
  const restart = async (env: Record<string, string>) => {
    const previous = later.at(-1) ?? first;
    process.env.KEEP_TEST_DATA = '1';
    try {
      await previous.stop();
    } finally {
      delete process.env.KEEP_TEST_DATA;
    }
    const server = await startServer(env, first);
    later.push(server);
    return server;
  };

  it('says why no super-admin was made, refuses registration, and /admin/init does not invite one', async () => {
    expect(first.logs()).toMatch(
      /ADMIN_PASSWORD must be at least 8 characters: no super-admin created, \/admin registration stays closed/,
    );
    await expectRefused(first.url);
    expect(await init(first.url)).toMatchObject({ hasAdmin: true });
  });

  it('without ADMIN_PASSWORD, the next start makes admin@example.com (no ADMIN_EMAIL either) with a password printed once', async () => {
    const server = await restart({ ADMIN_EMAIL: '', ADMIN_PASSWORD: '' });
    const printed = /Super-admin created: admin@example\.com\s+Password \(shown once\): (\S+)/.exec(server.logs());
    expect(printed, server.logs()).not.toBeNull();
    const signedIn = await adminLogin(server.url, 'admin@example.com', printed![1]);
    expect(signedIn.status).toBe(200);
    expect(await rolesOf(server.url, signedIn.token!)).toEqual(['strapi-super-admin']);
    await expectRefused(server.url);
  });

  it('once a super-admin exists, later starts ignore ADMIN_EMAIL / ADMIN_PASSWORD', async () => {
    const server = await restart({ ADMIN_EMAIL: 'other@example.com', ADMIN_PASSWORD: 'Other-password-1' });
    expect(server.logs()).not.toContain('Super-admin created');
    expect(server.logs()).not.toContain('Password (shown once)');
    expect((await adminLogin(server.url, 'other@example.com', 'Other-password-1')).status).toBe(400);
  });
});

describe('ALLOW_ADMIN_REGISTRATION=true without ADMIN_EMAIL', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ ADMIN_EMAIL: '', ADMIN_PASSWORD: '', ALLOW_ADMIN_REGISTRATION: 'true' });
  });
  afterAll(() => server?.stop());

  it('lets the first visitor register the super-admin, as Strapi does by default, and only once', async () => {
    expect(server.logs()).toContain('No super-admin yet: ALLOW_ADMIN_REGISTRATION=true');
    expect(await init(server.url)).toMatchObject({ hasAdmin: false });
    const registered = await registerAdmin(server.url);
    expect(registered.status).toBe(200);
    expect(await rolesOf(server.url, registered.body.data.token)).toEqual(['strapi-super-admin']);
    expect(await init(server.url)).toMatchObject({ hasAdmin: true });
    expect((await registerAdmin(server.url)).status).toBe(400);
  });
});
