import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, MESSAGES, POWERS, SESSION_COOKIE, allPowers, noPowers } from '@portfolio/contract';
import { Agent, signIn } from '@portfolio/testkit/api';
import { sql } from '@portfolio/testkit/db';
import { ADMIN, startServer, type TestServer } from '@portfolio/testkit/server';
import { adminPanel, agentWithCookie, createUser, listUsers, uniqueEmail } from '@portfolio/testkit/users';

const LIMITS_ENV = {
  LOGIN_MAX_FAILURES_PER_EMAIL: '3',
  LOGIN_MAX_FAILURES_PER_IP: '8',
  TRUST_PROXY: 'true',
  ALLOWED_ORIGINS: 'https://allowed.example',
};

let server: TestServer;
let admin: Agent;
let ipCounter = 0;
/** TRUST_PROXY is on, so each test can pose as its own client IP and keep its failures apart. */
const freshIp = () => ({ 'x-forwarded-for': `10.0.0.${++ipCounter}` });

beforeAll(async () => {
  server = await startServer(LIMITS_ENV);
  admin = await signIn(server.url, ADMIN.email, ADMIN.password);
});
afterAll(() => server?.stop());

const anonymous = () => new Agent(server.url);
/** The Strapi admin panel: its first super-admin can be registered only once per server. */
let panelOnce: ReturnType<typeof adminPanel> | undefined;
const panel = () => (panelOnce ??= adminPanel(server.url));
const sessionCookieHeader = (headers: Headers) =>
  headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`)) ?? '';

describe('POST /user/login', () => {
  it('signs in: 200 with message, current user and an httpOnly SameSite=Lax cookie (not Secure over http)', async () => {
    const agent = anonymous();
    const res = await agent.post(API.login, { email: ADMIN.email, password: ADMIN.password });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: 'Signed in successfully.',
      user: { _id: expect.any(String), email: ADMIN.email, status: true, powers: allPowers() },
    });
    const cookie = sessionCookieHeader(res.headers).toLowerCase();
    expect(cookie).toContain('httponly');
    expect(cookie).toContain('samesite=lax');
    expect(cookie).toContain('path=/');
    expect(cookie).not.toContain('secure');
    expect(agent.hasSession()).toBe(true);
  });

  it('marks the cookie Secure when served over https behind a trusted proxy', async () => {
    const res = await anonymous().call(
      'POST',
      API.login,
      { email: ADMIN.email, password: ADMIN.password },
      { 'x-forwarded-proto': 'https' },
    );
    expect(res.status).toBe(200);
    expect(sessionCookieHeader(res.headers).toLowerCase()).toContain('secure');
  });

  it('trims and lowercases the email', async () => {
    const res = await anonymous().post(API.login, {
      email: `  ${ADMIN.email.toUpperCase()} `,
      password: ADMIN.password,
    });
    expect(res.status).toBe(200);
  });

  it('answers 401 with the same body for an unknown email and a wrong password', async () => {
    const unknown = await anonymous().call(
      'POST',
      API.login,
      { email: uniqueEmail('nobody'), password: 'whatever-123' },
      freshIp(),
    );
    const wrong = await anonymous().call(
      'POST',
      API.login,
      { email: ADMIN.email, password: 'wrong-password' },
      freshIp(),
    );
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual({ message: MESSAGES.invalidCredentials });
    expect(wrong.body).toEqual(unknown.body);
    expect(sessionCookieHeader(wrong.headers)).toBe('');
  });

  it.each([
    ['no body', undefined],
    ['no password', { email: ADMIN.email }],
    ['no email', { password: 'x' }],
    ['blank values', { email: '  ', password: '' }],
    ['non-string values', { email: 42, password: ['a'] }],
  ])('answers 400 "%s"', async (_label, body) => {
    const res = await anonymous().call('POST', API.login, body, freshIp());
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: MESSAGES.emailPasswordRequired });
  });

  it('answers 400 with a message for a non-object body and for malformed JSON', async () => {
    const array = await anonymous().call('POST', API.login, [1, 2], freshIp());
    expect(array.status).toBe(400);
    expect(array.body).toEqual({ message: expect.any(String) });
    const res = await fetch(server.url + API.login, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email": ',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: expect.any(String) });
  });
});

describe('login limits', () => {
  it('answers 429 after the configured failures for one email, even with the right password and from another IP', async () => {
    const user = await createUser(admin);
    for (let i = 0; i < 3; i++) {
      const res = await anonymous().call(
        'POST',
        API.login,
        { email: user.email, password: 'wrong-password' },
        freshIp(),
      );
      expect(res.status).toBe(401);
    }
    const locked = await anonymous().call('POST', API.login, { email: user.email, password: user.password }, freshIp());
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ message: MESSAGES.tooManyAttempts });
    expect(sessionCookieHeader(locked.headers)).toBe('');
    // The existing session is untouched and other accounts still sign in.
    expect((await user.agent.get(API.getUser)).status).toBe(200);
    expect((await anonymous().call('POST', API.login, ADMIN, freshIp())).status).toBe(200);
  });

  it('gives the same 429 for an unknown email, so a lockout does not reveal which emails exist', async () => {
    const known = await createUser(admin);
    const unknownEmail = uniqueEmail('ghost');
    const bodies: unknown[] = [];
    for (const email of [known.email, unknownEmail]) {
      for (let i = 0; i < 3; i++)
        await anonymous().call('POST', API.login, { email, password: 'wrong-password' }, freshIp());
      const res = await anonymous().call('POST', API.login, { email, password: 'wrong-password' }, freshIp());
      expect(res.status).toBe(429);
      bodies.push(res.body);
    }
    expect(bodies[0]).toEqual(bodies[1]);
  });

  it('answers 429 after the configured failures from one IP, across emails; other IPs are unaffected', async () => {
    const ip = freshIp();
    for (let i = 0; i < 8; i++) {
      const res = await anonymous().call(
        'POST',
        API.login,
        { email: uniqueEmail('spray'), password: 'wrong-password' },
        ip,
      );
      expect(res.status).toBe(401);
    }
    expect((await anonymous().call('POST', API.login, ADMIN, ip)).status).toBe(429);
    expect((await anonymous().call('POST', API.login, ADMIN, freshIp())).status).toBe(200);
  });

  it('counts the address the trusted proxy saw, so a forged X-Forwarded-For entry does not dodge the IP limit', async () => {
    const proxySaw = freshIp()['x-forwarded-for'];
    const forged = (i: number) => ({ 'x-forwarded-for': `203.0.113.${i}, ${proxySaw}` });
    for (let i = 0; i < 8; i++) {
      expect(
        (
          await anonymous().call(
            'POST',
            API.login,
            { email: uniqueEmail('forged'), password: 'wrong-password' },
            forged(i),
          )
        ).status,
      ).toBe(401);
    }
    expect((await anonymous().call('POST', API.login, ADMIN, forged(99))).status).toBe(429);
  });

  it('never counts successful sign-ins', async () => {
    const ip = freshIp();
    for (let i = 0; i < 12; i++) expect((await anonymous().call('POST', API.login, ADMIN, ip)).status).toBe(200);
  });

  it('parallel wrong passwords cannot pass the per-email limit (3 here), whichever attempt opens the window', async () => {
    // Several victims, each first hit by a burst: the first attempts race to open the counter's window.
    let n = 0;
    for (const victim of ['victim@example.com', 'victim2@example.com', 'victim3@example.com', 'victim4@example.com']) {
      const attempt = async () =>
        (
          await anonymous().call(
            'POST',
            API.login,
            { email: victim, password: 'guess-guess' },
            { 'x-forwarded-for': `10.77.0.${++n}` },
          )
        ).status;
      const parallel = await Promise.all(Array.from({ length: 12 }, attempt));
      const sequential: number[] = [];
      for (let i = 0; i < 4; i++) sequential.push(await attempt());
      const statuses = [...parallel, ...sequential];
      expect(
        statuses.every((s) => s === 401 || s === 429),
        `${victim}: ${statuses}`,
      ).toBe(true);
      expect(statuses.filter((s) => s === 401).length, `${victim}: ${statuses}`).toBeLessThanOrEqual(3);
      expect(sequential.at(-1)).toBe(429);
    }
  });
});

describe('GET /user/getUser', () => {
  it('returns the signed-in user', async () => {
    const res = await admin.get(API.getUser);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      user: { _id: expect.any(String), email: ADMIN.email, status: true, powers: allPowers() },
    });
  });

  it('answers 401 with a message when not signed in or the cookie is forged', async () => {
    const res = await anonymous().get(API.getUser);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: MESSAGES.notSignedIn });
    const forged = await agentWithCookie(server.url, `${SESSION_COOKIE}=abc; ${SESSION_COOKIE}.sig=def`).get(
      API.getUser,
    );
    expect(forged.status).toBe(401);
  });
});

describe('POST /user/logout', () => {
  it('clears the cookie and ends the session server-side', async () => {
    const agent = await signIn(server.url, ADMIN.email, ADMIN.password);
    const stolen = agent.cookie;
    const res = await agent.post(API.logout);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: expect.any(String) });
    expect(agent.hasSession()).toBe(false);
    expect((await agentWithCookie(server.url, stolen).get(API.getUser)).status).toBe(401);
  });

  it('works when not signed in', async () => {
    const res = await anonymous().post(API.logout);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: expect.any(String) });
  });
});

describe('POST /user/logoutEverywhere', () => {
  it("ends every session of the caller on every device, and nobody else's", async () => {
    const user = await createUser(admin);
    const otherDevice = await signIn(server.url, user.email, user.password);
    const colleague = await createUser(admin);
    const res = await user.agent.post(API.logoutEverywhere);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: MESSAGES.signedOutEverywhere });
    expect(user.agent.hasSession()).toBe(false);
    expect(await otherDevice.get(API.getUser)).toMatchObject({ status: 401, body: { message: MESSAGES.notSignedIn } });
    expect((await colleague.agent.get(API.getUser)).status).toBe(200);
    expect((await admin.get(API.getUser)).status).toBe(200);
    // The password still works: signing in again starts a new session.
    const back = await anonymous().call('POST', API.login, { email: user.email, password: user.password }, freshIp());
    expect(back.status).toBe(200);
  });

  it('answers 401 with a message when not signed in', async () => {
    const res = await anonymous().post(API.logoutEverywhere);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: MESSAGES.notSignedIn });
  });
});

describe('POST /user/register', () => {
  it('creates a user without admin flag or powers and keeps the caller signed in as themselves', async () => {
    const email = uniqueEmail('new');
    const res = await admin.post(API.register, { email: `  ${email.toUpperCase()} `, password: 'password-123' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      message: 'User registered successfully.',
      user: { _id: expect.any(String), email, powers: noPowers(), status: false },
    });
    expect((await admin.get(API.getUser)).body.user.email).toBe(ADMIN.email);

    const newcomer = await signIn(server.url, email, 'password-123');
    expect((await newcomer.get(API.getUser)).body.user).toEqual({
      _id: res.body.user._id,
      email,
      status: false,
      powers: noPowers(),
    });
  });

  it.each([
    ['missing fields', {}, MESSAGES.emailPasswordRequired],
    ['blank email', { email: ' ', password: 'password-123' }, MESSAGES.emailPasswordRequired],
    ['non-string password', { email: 'a@example.com', password: 12345678 }, MESSAGES.emailPasswordRequired],
    ['malformed email', { email: 'not-an-email', password: 'password-123' }, MESSAGES.emailInvalid],
    ['overlong email', { email: `${'a'.repeat(250)}@example.com`, password: 'password-123' }, MESSAGES.emailInvalid],
    ['short password', { email: 'short@example.com', password: 'short' }, MESSAGES.passwordTooShort],
    ['overlong password', { email: 'long@example.com', password: 'p'.repeat(73) }, MESSAGES.passwordTooLong],
  ])('answers 400 for %s and creates nothing', async (_label, body, message) => {
    const before = await listUsers(admin);
    const res = await admin.post(API.register, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
    expect(await listUsers(admin)).toEqual(before);
  });

  it('answers 409 for an email already taken, whatever its case', async () => {
    const user = await createUser(admin);
    const before = await listUsers(admin);
    const res = await admin.post(API.register, { email: user.email.toUpperCase(), password: 'password-123' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: MESSAGES.emailTaken });
    expect(await listUsers(admin)).toEqual(before);
  });

  it('needs the add-user power, granted or removed without signing in again', async () => {
    const user = await createUser(admin);
    const attempt = () => user.agent.post(API.register, { email: uniqueEmail('by-user'), password: 'password-123' });
    expect((await attempt()).status).toBe(403);
    await admin.put(API.updatePowers(user.id), { 'add-user': true });
    expect((await attempt()).status).toBe(201);
    await admin.put(API.updatePowers(user.id), { 'add-user': false });
    const refused = await attempt();
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: MESSAGES.forbidden });
  });

  it('refuses a new password longer than the 72 bytes bcrypt reads', async () => {
    const res = await admin.post(API.register, { email: 'long@example.com', password: 'é'.repeat(40) });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: MESSAGES.passwordTooLong });
    expect((await admin.post(API.register, { email: 'long@example.com', password: 'x'.repeat(72) })).status).toBe(201);
  });
});

describe('GET /user/getAllUsers', () => {
  it('lists every user as { _id, email, powers, status, twoFactor }, sorted by email', async () => {
    await createUser(admin, {}, { email: uniqueEmail('zz') });
    await createUser(admin, {}, { email: uniqueEmail('aa') });
    const users = await listUsers(admin);
    expect(users.length).toBeGreaterThanOrEqual(3);
    for (const user of users)
      expect(Object.keys(user).sort()).toEqual(['_id', 'email', 'powers', 'status', 'twoFactor']);
    const emails = users.map((u) => u.email);
    expect(emails).toEqual([...emails].sort((a, b) => a.localeCompare(b)));
  });

  it('is refused to users without the admin flag, even with every power', async () => {
    const user = await createUser(admin, allPowers());
    expect((await user.agent.get(API.getAllUsers)).status).toBe(403);
  });
});

describe('PUT /user/updatePowers/:id', () => {
  it('merges the sent powers into the stored ones and answers the user', async () => {
    const user = await createUser(admin, { 'add-client': true });
    const res = await admin.put(API.updatePowers(user.id), { 'remove-client': true, 'add-client': false });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: expect.any(String),
      user: { _id: user.id, email: user.email, powers: { ...noPowers(), 'remove-client': true }, status: false },
    });
    expect((await user.agent.get(API.getUser)).body.user.powers).toEqual({ ...noPowers(), 'remove-client': true });
  });

  it.each([
    ['an empty object', {}, 'Send at least one power to change.'],
    ['an array', ['add-user'], 'Send an object of power names to true or false.'],
    ['an unknown power', { 'add-user': true, fly: true }, MESSAGES.unknownPower('fly')],
    ['a non-boolean value', { 'add-user': 'yes' }, MESSAGES.powerValueInvalid('add-user')],
    // Strapi's body parser already refuses prototype keys, with its own message.
    ['a __proto__ key', JSON.parse('{"__proto__": {"status": true}}'), expect.any(String)],
    ['a constructor key', { constructor: true }, MESSAGES.unknownPower('constructor')],
  ])('answers 400 for %s and changes nothing', async (_label, body, message) => {
    const user = await createUser(admin);
    const before = await listUsers(admin);
    const res = await admin.put(API.updatePowers(user.id), body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
    expect(await listUsers(admin)).toEqual(before);
    expect((await user.agent.get(API.getUser)).body.user).toMatchObject({ status: false, powers: noPowers() });
  });

  it('answers 404 for an unknown user', async () => {
    const res = await admin.put(API.updatePowers('no-such-user'), { 'add-user': true });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: expect.any(String) });
  });

  it("does not end the user's session", async () => {
    const user = await createUser(admin);
    for (const power of POWERS) await admin.put(API.updatePowers(user.id), { [power]: true });
    expect((await user.agent.get(API.getUser)).body.user.powers).toEqual(allPowers());
  });
});

describe('DELETE /user/deleteUser/:id', () => {
  it('deletes the user and ends its sessions at once', async () => {
    const user = await createUser(admin);
    const res = await admin.del(API.deleteUser(user.id));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: expect.any(String) });
    expect((await listUsers(admin)).map((u) => u._id)).not.toContain(user.id);
    expect((await user.agent.get(API.getUser)).status).toBe(401);
    expect(
      (await anonymous().call('POST', API.login, { email: user.email, password: user.password }, freshIp())).status,
    ).toBe(401);
  });

  it('refuses to delete oneself (400) and answers 404 for an unknown id', async () => {
    const me = (await admin.get(API.getUser)).body.user;
    const before = await listUsers(admin);
    const self = await admin.del(API.deleteUser(me._id));
    expect(self.status).toBe(400);
    expect(self.body).toEqual({ message: 'You cannot delete your own account.' });
    const unknown = await admin.del(API.deleteUser('no-such-user'));
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: expect.any(String) });
    expect(await listUsers(admin)).toEqual(before);
  });

  it('two admins deleting each other at the same moment leave one admin', async () => {
    const users = ['b@example.com', 'c@example.com'];
    for (const email of users)
      expect((await admin.post(API.register, { email, password: 'password-123' })).status).toBe(201);
    const ids = Object.fromEntries(
      (await admin.get(API.getAllUsers)).body.map((u: { email: string; _id: string }) => [u.email, u._id]),
    );
    // Exactly two admins, b and c (the dashboard cannot grant the admin flag: the admin panel does).
    await sql(server, 'UPDATE up_users SET is_admin = ? WHERE email IN (?, ?)', [true, ...users]);
    await sql(server, 'UPDATE up_users SET is_admin = ? WHERE email = ?', [false, ADMIN.email]);
    const [b, c] = await Promise.all(users.map((email) => signIn(server.url, email, 'password-123')));

    try {
      const answers = await Promise.all([
        b.del(API.deleteUser(ids['c@example.com'])),
        c.del(API.deleteUser(ids['b@example.com'])),
      ]);
      expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
      const admins = await sql(server, 'SELECT email FROM up_users WHERE is_admin = ?', [true]);
      expect(admins).toHaveLength(1);
    } finally {
      // The rest of this file signs in as ADMIN: the admin again, whatever happened above.
      await sql(server, 'UPDATE up_users SET is_admin = ? WHERE email = ?', [true, ADMIN.email]);
    }
  });
});

describe('cross-site requests', () => {
  it('refuses a state-changing request from a foreign Origin with 403 and changes nothing', async () => {
    const before = await listUsers(admin);
    for (const origin of ['https://evil.example', 'null', `${server.url}.evil.example`]) {
      const res = await admin.call(
        'POST',
        API.register,
        { email: uniqueEmail('csrf'), password: 'password-123' },
        { origin },
      );
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: 'Cross-site request refused.' });
    }
    const user = before.find((u) => u.email !== ADMIN.email)!;
    expect(
      (await admin.call('PUT', API.updatePowers(user._id), { 'add-user': true }, { origin: 'https://evil.example' }))
        .status,
    ).toBe(403);
    expect(
      (await admin.call('DELETE', API.deleteUser(user._id), undefined, { origin: 'https://evil.example' })).status,
    ).toBe(403);
    expect(await listUsers(admin)).toEqual(before);
  });

  it("lets through the server's own origin, one listed in ALLOWED_ORIGINS, and a proxied public origin", async () => {
    const post = (origin: string, extra: Record<string, string> = {}) =>
      admin.call(
        'POST',
        API.register,
        { email: uniqueEmail('same-site'), password: 'password-123' },
        { origin, ...extra },
      );
    expect((await post(server.url)).status).toBe(201);
    expect((await post('https://allowed.example')).status).toBe(201);
    expect(
      (
        await post('https://dashboard.example', {
          'x-forwarded-host': 'dashboard.example',
          'x-forwarded-proto': 'https',
        })
      ).status,
    ).toBe(201);
  });

  it('judges requests without an Origin header by their cookie alone', async () => {
    expect(
      (await anonymous().post(API.register, { email: uniqueEmail('no-origin'), password: 'password-123' })).status,
    ).toBe(401);
    expect((await admin.post(API.register, { email: uniqueEmail('no-origin'), password: 'password-123' })).status).toBe(
      201,
    );
  });

  it('does not check reads', async () => {
    expect((await admin.call('GET', API.getUser, undefined, { origin: 'https://evil.example' })).status).toBe(200);
  });

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
});

describe('login window', () => {
  let shortWindow: TestServer;
  beforeAll(async () => {
    shortWindow = await startServer({ LOGIN_MAX_FAILURES_PER_EMAIL: '2', LOGIN_WINDOW_MINUTES: '0.05' });
  });
  afterAll(() => shortWindow?.stop());

  it('lifts the lock once the window has passed', async () => {
    const agent = new Agent(shortWindow.url);
    for (let i = 0; i < 2; i++)
      expect((await agent.post(API.login, { email: ADMIN.email, password: 'wrong-password' })).status).toBe(401);
    expect((await agent.post(API.login, ADMIN)).status).toBe(429);
    await new Promise((r) => setTimeout(r, 3500));
    expect((await agent.post(API.login, ADMIN)).status).toBe(200);
  });
});

describe('changes made in the Strapi admin panel', () => {
  let superAdmin: Awaited<ReturnType<typeof adminPanel>>;
  beforeAll(async () => {
    superAdmin = await panel();
  });

  it('shows the admin flag in the edit view, and setting it applies on the next request', async () => {
    const user = await createUser(admin);
    expect((await superAdmin.getUser(user.id)).isAdmin).toBe(false);
    await superAdmin.updateUser(user.id, { isAdmin: true });
    expect((await superAdmin.getUser(user.id)).isAdmin).toBe(true);
    expect((await user.agent.get(API.getUser)).body.user.status).toBe(true);
    expect((await user.agent.get(API.getAllUsers)).status).toBe(200);
    await superAdmin.updateUser(user.id, { isAdmin: false });
    expect((await user.agent.get(API.getAllUsers)).status).toBe(403);
  });

  it("a password change ends the user's sessions; the new password signs in", async () => {
    const user = await createUser(admin);
    await superAdmin.updateUser(user.id, { password: 'changed-password-1' });
    expect((await user.agent.get(API.getUser)).status).toBe(401);
    expect(
      (await anonymous().call('POST', API.login, { email: user.email, password: user.password }, freshIp())).status,
    ).toBe(401);
    expect(
      (await anonymous().call('POST', API.login, { email: user.email, password: 'changed-password-1' }, freshIp()))
        .status,
    ).toBe(200);
  });

  it("blocking ends the user's sessions and refuses sign-in, even with the right password", async () => {
    const user = await createUser(admin);
    await superAdmin.updateUser(user.id, { blocked: true });
    expect((await user.agent.get(API.getUser)).status).toBe(401);
    const res = await anonymous().call('POST', API.login, { email: user.email, password: user.password }, freshIp());
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: expect.any(String) });
    expect(sessionCookieHeader(res.headers)).toBe('');
  });

  it("other edits keep the user's sessions", async () => {
    const user = await createUser(admin);
    await superAdmin.updateUser(user.id, { powers: { ...noPowers(), 'add-client': true }, confirmed: true });
    const res = await user.agent.get(API.getUser);
    expect(res.status).toBe(200);
    expect(res.body.user.powers['add-client']).toBe(true);
  });

  it('lists an audit entry for each register, updatePowers and deleteUser, and refuses to edit them', async () => {
    const user = await createUser(admin, { 'add-client': true });
    await admin.del(API.deleteUser(user.id));
    const entries = (await superAdmin.auditEntries()).filter((entry) => entry.targetId === user.id);
    expect(entries.map((entry) => entry.action).sort()).toEqual(['user.delete', 'user.register', 'user.updatePowers']);
    for (const entry of entries)
      expect(entry).toMatchObject({ actorEmail: ADMIN.email, targetType: 'user', at: expect.any(String) });
    expect(entries.find((entry) => entry.action === 'user.updatePowers').summary).toEqual({
      email: user.email,
      changes: { 'add-client': true },
    });
    expect(await superAdmin.editAuditEntry(entries[0].documentId, { actorEmail: 'someone-else@example.com' })).toBe(
      400,
    );
    expect(
      (await superAdmin.auditEntries()).find((entry) => entry.documentId === entries[0].documentId).actorEmail,
    ).toBe(ADMIN.email);
  });

  it("deleting ends the user's sessions", async () => {
    const user = await createUser(admin);
    await superAdmin.deleteUser(user.id);
    expect((await user.agent.get(API.getUser)).status).toBe(401);
  });
});

describe('the first dashboard admin', () => {
  it('prints a generated password once, and on a later start promotes an existing INSTALLER_ADMIN_EMAIL account', async () => {
    const first = await startServer({ INSTALLER_ADMIN_PASSWORD: '' });
    let reused: TestServer | undefined;
    try {
      const printed = /Dashboard admin created: admin@example\.com\s+Password \(shown once\): (\S+)/.exec(first.logs());
      expect(printed).not.toBeNull();
      const generatedAdmin = await signIn(first.url, ADMIN.email, printed![1]);
      const colleague = await createUser(generatedAdmin);
      // No admin left: demote the generated one in the admin panel.
      const panel = await adminPanel(first.url);
      await panel.updateUser((await generatedAdmin.get(API.getUser)).body.user._id, { isAdmin: false });
      process.env.KEEP_TEST_DATA = '1';
      await first.stop();
      delete process.env.KEEP_TEST_DATA;

      reused = await startServer(
        { INSTALLER_ADMIN_EMAIL: colleague.email.toUpperCase(), INSTALLER_ADMIN_PASSWORD: 'not-used-password' },
        first,
      );
      expect(reused.logs()).toContain(`Dashboard admin promoted: ${colleague.email}`);
      expect(reused.logs()).not.toContain('Password (shown once)');
      const promoted = await signIn(reused.url, colleague.email, colleague.password);
      expect((await promoted.get(API.getUser)).body.user).toMatchObject({ status: true, powers: allPowers() });
    } finally {
      delete process.env.KEEP_TEST_DATA;
      await first.stop();
      await reused?.stop();
      fs.rmSync(path.dirname(first.dbFile), { recursive: true, force: true });
    }
  }, 240_000);
});

describe('PUT /user/updateEmail/:id', () => {
  it('corrects the email (trimmed, lowercased); the session stays and the new email signs in, the old one not', async () => {
    const user = await createUser(admin);
    const email = uniqueEmail('renamed');
    const res = await admin.put(API.updateEmail(user.id), { email: `  ${email.toUpperCase()} ` });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: MESSAGES.emailUpdated,
      user: { _id: user.id, email, powers: noPowers(), status: false },
    });
    expect((await user.agent.get(API.getUser)).body.user.email).toBe(email);
    expect((await anonymous().call('POST', API.login, { email, password: user.password }, freshIp())).status).toBe(200);
    expect(
      (await anonymous().call('POST', API.login, { email: user.email, password: user.password }, freshIp())).status,
    ).toBe(401);
  });

  it.each([
    ['missing', {}, 400, MESSAGES.required('Email')],
    ['malformed', { email: 'not-an-email' }, 400, MESSAGES.emailInvalid],
    ['too long', { email: `${'a'.repeat(250)}@example.com` }, 400, MESSAGES.emailInvalid],
    ["another user's, in other case", { email: ADMIN.email.toUpperCase() }, 409, MESSAGES.emailTaken],
  ])('refuses an email that is %s and changes nothing', async (_label, body, status, message) => {
    const user = await createUser(admin);
    const before = await listUsers(admin);
    const res = await admin.put(API.updateEmail(user.id), body);
    expect(res).toMatchObject({ status, body: { message } });
    expect(await listUsers(admin)).toEqual(before);
  });

  it('answers 404 for an unknown user and 403 to users without the admin flag', async () => {
    expect((await admin.put(API.updateEmail('no-such-user'), { email: uniqueEmail() })).status).toBe(404);
    const user = await createUser(admin, allPowers());
    expect((await user.agent.put(API.updateEmail(user.id), { email: uniqueEmail() })).status).toBe(403);
  });
});

describe('PUT /user/updateStatus/:id', () => {
  it("turns another user's admin flag on and off, applying on their next request without signing in again", async () => {
    const user = await createUser(admin);
    expect((await user.agent.get(API.getAllUsers)).status).toBe(403);
    const on = await admin.put(API.updateStatus(user.id), { status: true });
    expect(on.body).toEqual({
      message: MESSAGES.statusUpdated,
      user: { _id: user.id, email: user.email, powers: noPowers(), status: true },
    });
    expect((await user.agent.get(API.getUser)).body.user.status).toBe(true);
    expect((await user.agent.get(API.getAllUsers)).status).toBe(200);
    expect((await admin.put(API.updateStatus(user.id), { status: false })).status).toBe(200);
    expect((await user.agent.get(API.getAllUsers)).status).toBe(403);
  });

  it("refuses to remove one's own flag (400), a body without a boolean (400), an unknown user (404)", async () => {
    const me = (await admin.get(API.getUser)).body.user;
    expect(await admin.put(API.updateStatus(me._id), { status: false })).toMatchObject({
      status: 400,
      body: { message: MESSAGES.ownStatus },
    });
    expect(await admin.put(API.updateStatus(me._id), { status: 'false' })).toMatchObject({
      status: 400,
      body: { message: MESSAGES.statusValueInvalid },
    });
    expect((await admin.put(API.updateStatus('no-such-user'), { status: true })).status).toBe(404);
    expect((await admin.get(API.getUser)).body.user.status).toBe(true);
  });

  it('records flag and email changes in the audit log', async () => {
    const user = await createUser(admin);
    const email = uniqueEmail('audited');
    await admin.put(API.updateStatus(user.id), { status: true });
    await admin.put(API.updateEmail(user.id), { email });
    const entries = (await (await panel()).auditEntries()).filter((e) => e.targetId === user.id);
    expect(entries.find((e) => e.action === 'user.updateStatus')).toMatchObject({
      actorEmail: ADMIN.email,
      summary: { email: user.email, status: true },
    });
    expect(entries.find((e) => e.action === 'user.updateEmail')).toMatchObject({
      actorEmail: ADMIN.email,
      summary: { from: user.email, to: email },
    });
    await admin.put(API.updateStatus(user.id), { status: false });
  });

  it("two admins removing each other's flag at once leave one admin: the last admin keeps the flag", async () => {
    const countAdmins = async () => (await listUsers(admin)).filter((u) => u.status).length;
    // Make the first admin and one other the only two admins.
    for (const u of await listUsers(admin))
      if (u.status && u.email !== ADMIN.email) await admin.put(API.updateStatus(u._id), { status: false });
    const other = await createUser(admin);
    await admin.put(API.updateStatus(other.id), { status: true });
    const me = (await admin.get(API.getUser)).body.user;
    expect(await countAdmins()).toBe(2);

    const results = await Promise.all([
      admin.put(API.updateStatus(other.id), { status: false }),
      other.agent.put(API.updateStatus(me._id), { status: false }),
    ]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    if (statuses[1] === 409)
      expect(results.find((r) => r.status === 409)!.body).toEqual({ message: MESSAGES.lastStatusUser });
    const winner = results[0].status === 200 ? admin : other.agent;
    expect(
      await (winner === admin
        ? countAdmins()
        : other.agent.get(API.getAllUsers).then((r) => r.body.filter((u: any) => u.status).length)),
    ).toBe(1);
    // The first admin gets the flag back for the tests that follow.
    if (winner !== admin) expect((await other.agent.put(API.updateStatus(me._id), { status: true })).status).toBe(200);
  });
});
