import fc from 'fast-check';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, MESSAGES, RESET_PASSWORD_PATH } from '@portfolio/contract';
import { Agent, signIn } from '@portfolio/testkit/api';
import { ADMIN, startServer, usesPostgres, type TestServer } from '@portfolio/testkit/server';
import { startSmtp, type TestSmtp } from '@portfolio/testkit/smtp';
import { createUser, uniqueEmail } from '@portfolio/testkit/users';

const LIMITS_ENV = { RESET_MAX_PER_EMAIL: '3', RESET_MAX_PER_IP: '6', TRUST_PROXY: 'true' };

let server: TestServer;
let smtp: TestSmtp;
let admin: Agent;
let ipCounter = 0;
/** TRUST_PROXY is on, so each test poses as its own client IP and keeps its request counts apart. */
const freshIp = () => ({ 'x-forwarded-for': `10.1.0.${++ipCounter}` });

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startServer({ ...LIMITS_ENV, ...smtp.env('dashboard@example.com') });
  admin = await signIn(server.url, ADMIN.email, ADMIN.password);
});
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

const anonymous = () => new Agent(server.url);
const canSignIn = async (email: string, password: string) =>
  (await anonymous().call('POST', API.login, { email, password }, freshIp())).status === 200;
const forgot = (email: string, ip = freshIp()) => anonymous().call('POST', API.forgotPassword, { email }, ip);
const mailTo = (email: string) => smtp.waitFor((m) => m.to.includes(email));
const tokenIn = (text: string) => {
  const link = text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no link in: ${text}`);
  const url = new URL(link);
  return { url, token: url.searchParams.get('token')! };
};

/** Moves every stored reset token's expiry two hours back, as if the hour had passed. */
const ageResetTokens = async () => {
  const require = createRequire(path.join(__dirname, '..', 'package.json'));
  if (usesPostgres()) {
    const { Client } = require('pg');
    const client = new Client({ connectionString: server.dbFile });
    await client.connect();
    await client.query(`UPDATE installer_password_resets SET expires_at = expires_at - interval '2 hours'`);
    await client.end();
  } else {
    const db = new (require('better-sqlite3'))(server.dbFile);
    db.prepare('UPDATE installer_password_resets SET expires_at = expires_at - 7200000').run();
    db.close();
  }
};

describe('POST /user/changePassword', () => {
  it("changes the password, keeps this session and ends the user's other sessions", async () => {
    const user = await createUser(admin);
    const otherDevice = await signIn(server.url, user.email, user.password);
    const res = await user.agent.post(API.changePassword, {
      currentPassword: user.password,
      newPassword: 'brand-new-pass',
      confirmPassword: 'brand-new-pass',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: MESSAGES.passwordChanged });

    expect((await user.agent.get(API.getUser)).body.user.email).toBe(user.email);
    expect((await otherDevice.get(API.getUser)).status).toBe(401);
    expect(await canSignIn(user.email, user.password)).toBe(false);
    expect(await canSignIn(user.email, 'brand-new-pass')).toBe(true);
  });

  it.each([
    [
      'no current password',
      { newPassword: 'long-enough-1', confirmPassword: 'long-enough-1' },
      MESSAGES.currentPasswordRequired,
    ],
    [
      'a short new password',
      { currentPassword: 'x', newPassword: 'short', confirmPassword: 'short' },
      MESSAGES.passwordTooShort,
    ],
    ['no new password', { currentPassword: 'x' }, MESSAGES.passwordRequired],
    [
      "a new password past bcrypt's 72 bytes",
      { currentPassword: 'x', newPassword: 'é'.repeat(40), confirmPassword: 'é'.repeat(40) },
      MESSAGES.passwordTooLong,
    ],
    [
      'two different new passwords',
      { currentPassword: 'x', newPassword: 'long-enough-1', confirmPassword: 'long-enough-2' },
      MESSAGES.passwordsDoNotMatch,
    ],
    [
      'the same password again',
      { currentPassword: 'password-123', newPassword: 'password-123', confirmPassword: 'password-123' },
      MESSAGES.passwordUnchanged,
    ],
  ])('answers 400 for %s and changes nothing', async (_label, body, message) => {
    const user = await createUser(admin);
    const res = await user.agent.post(API.changePassword, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
    expect(await canSignIn(user.email, user.password)).toBe(true);
  });

  it('answers 400 for a wrong current password; every session stays', async () => {
    const user = await createUser(admin);
    const otherDevice = await signIn(server.url, user.email, user.password);
    const res = await user.agent.post(API.changePassword, {
      currentPassword: 'not-my-password',
      newPassword: 'brand-new-pass',
      confirmPassword: 'brand-new-pass',
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: MESSAGES.currentPasswordWrong });
    expect((await otherDevice.get(API.getUser)).status).toBe(200);
    expect(await canSignIn(user.email, 'brand-new-pass')).toBe(false);
  });

  it('answers 401 without a session', async () => {
    const res = await anonymous().post(API.changePassword, {
      currentPassword: 'a',
      newPassword: 'brand-new-pass',
      confirmPassword: 'brand-new-pass',
    });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: MESSAGES.notSignedIn });
  });
});

describe('password reset by email', () => {
  it('emails a single-use link; using it sets the password and ends every session of the user', async () => {
    const user = await createUser(admin);
    const otherDevice = await signIn(server.url, user.email, user.password);
    const res = await forgot(user.email.toUpperCase());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: MESSAGES.resetRequested });

    const mail = await mailTo(user.email);
    expect(mail.from).toBe('dashboard@example.com');
    const { url, token } = tokenIn(mail.text);
    expect(url.origin).toBe(server.url);
    expect(url.pathname).toBe(RESET_PASSWORD_PATH);
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);

    const done = await anonymous().post(API.resetPassword, {
      token,
      password: 'reset-password-1',
      confirmPassword: 'reset-password-1',
    });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ message: MESSAGES.resetDone });
    expect((await user.agent.get(API.getUser)).status).toBe(401);
    expect((await otherDevice.get(API.getUser)).status).toBe(401);
    expect(await canSignIn(user.email, user.password)).toBe(false);
    expect(await canSignIn(user.email, 'reset-password-1')).toBe(true);

    const again = await anonymous().post(API.resetPassword, {
      token,
      password: 'another-password',
      confirmPassword: 'another-password',
    });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ message: MESSAGES.resetTokenInvalid });
    expect(await canSignIn(user.email, 'reset-password-1')).toBe(true);
  });

  it('gives the same answer for an unknown email and sends it nothing', async () => {
    const ghost = uniqueEmail('ghost');
    const known = await createUser(admin);
    const unknownRes = await forgot(ghost);
    const knownRes = await forgot(known.email);
    expect(unknownRes.status).toBe(200);
    expect(unknownRes.body).toEqual(knownRes.body);
    // Both requests were handled in order; once the known user's email is in, the unknown one would be too.
    await mailTo(known.email);
    expect(smtp.messages.some((m) => m.to.includes(ghost))).toBe(false);
  });

  it('refuses a wrong, malformed or expired token, and a bad new password without using the token', async () => {
    const user = await createUser(admin);
    await forgot(user.email);
    const { token } = tokenIn((await mailTo(user.email)).text);
    const reset = (body: Record<string, unknown>) => anonymous().post(API.resetPassword, body);

    for (const wrong of [token.slice(0, -2) + 'xx', 'short', '', 42, undefined]) {
      const res = await reset({ token: wrong, password: 'reset-password-2', confirmPassword: 'reset-password-2' });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: MESSAGES.resetTokenInvalid });
    }
    const mismatch = await reset({ token, password: 'reset-password-2', confirmPassword: 'reset-password-3' });
    expect(mismatch.body).toEqual({ message: MESSAGES.passwordsDoNotMatch });
    const short = await reset({ token, password: 'short', confirmPassword: 'short' });
    expect(short.body).toEqual({ message: MESSAGES.passwordTooShort });

    await ageResetTokens();
    const expired = await reset({ token, password: 'reset-password-2', confirmPassword: 'reset-password-2' });
    expect(expired.status).toBe(400);
    expect(expired.body).toEqual({ message: MESSAGES.resetTokenInvalid });
    expect(await canSignIn(user.email, user.password)).toBe(true);
  });

  it('limits requests per email from one address, and per IP across emails (429, no more emails)', async () => {
    const user = await createUser(admin);
    const from = freshIp();
    for (let i = 0; i < 3; i++) expect((await forgot(user.email, from)).status).toBe(200);
    const limited = await forgot(user.email, from);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ message: MESSAGES.tooManyResetRequests });
    await smtp.waitFor(() => smtp.messages.filter((m) => m.to.includes(user.email)).length === 3);
    // Another address is not locked out of the same email (the owner asking for their own link).
    expect((await forgot(user.email)).status).toBe(200);
    await smtp.waitFor(() => smtp.messages.filter((m) => m.to.includes(user.email)).length === 4);

    const ip = freshIp();
    for (let i = 0; i < 6; i++) expect((await forgot(uniqueEmail('spray'), ip)).status).toBe(200);
    expect((await forgot(uniqueEmail('spray'), ip)).status).toBe(429);
    expect((await forgot(uniqueEmail('spray'))).status).toBe(200);
    expect(smtp.messages.filter((m) => m.to.includes(user.email))).toHaveLength(4);
  });

  it.each([
    ['no email', {}, MESSAGES.resetEmailRequired],
    ['a malformed email', { email: 'not-an-email' }, MESSAGES.emailInvalid],
    ['a non-string email', { email: ['a@b.c'] }, MESSAGES.resetEmailRequired],
  ])('answers 400 for %s', async (_label, body, message) => {
    const res = await anonymous().call('POST', API.forgotPassword, body, freshIp());
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
  });

  it('lets a status user send a reset email from the Users screen; others get 403', async () => {
    const user = await createUser(admin);
    const res = await admin.post(API.sendPasswordReset(user.id));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: MESSAGES.resetEmailSent(user.email) });
    const { token } = tokenIn((await mailTo(user.email)).text);
    expect(
      (await anonymous().post(API.resetPassword, { token, password: 'chosen-by-me', confirmPassword: 'chosen-by-me' }))
        .status,
    ).toBe(200);
    expect(await canSignIn(user.email, 'chosen-by-me')).toBe(true);

    const helper = await createUser(admin, { 'add-user': true });
    expect((await helper.agent.post(API.sendPasswordReset(user.id))).status).toBe(403);
    expect((await admin.post(API.sendPasswordReset('no-such-user'))).status).toBe(404);
  });
});

describe('generated bad input', () => {
  it('never answers 5xx, always { message }, and changes no password nor session', async () => {
    const user = await createUser(admin);
    const otherDevice = await signIn(server.url, user.email, user.password);
    const value = fc.oneof(
      fc.string(),
      fc.integer(),
      fc.constant(null),
      fc.array(fc.string()),
      fc.object(),
      fc.string({ minLength: 60, maxLength: 120 }),
    );
    const body = fc.record(
      {
        currentPassword: value,
        newPassword: value,
        confirmPassword: value,
        password: value,
        token: value,
        email: value,
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(API.changePassword, API.resetPassword, API.forgotPassword),
        fc.oneof(body, value),
        async (path, sent) => {
          const res = await user.agent.call('POST', path, sent, freshIp());
          expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
          expect(typeof res.body?.message).toBe('string');
          if (path !== API.forgotPassword) expect(res.status, JSON.stringify({ sent, body: res.body })).toBe(400);
        },
      ),
      { numRuns: 60 },
    );
    expect((await otherDevice.get(API.getUser)).status).toBe(200);
    expect(await canSignIn(user.email, user.password)).toBe(true);
  });
});
