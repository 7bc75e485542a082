import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  MESSAGES,
  SESSION_COOKIE,
  TWO_FACTOR,
  TWO_FACTOR_API as TF,
  TWO_FACTOR_MESSAGES as M,
  TWO_FACTOR_PENDING_COOKIE,
} from '@portfolio/contract';
import { Agent, signIn } from '@portfolio/testkit/api';
import { serverClock } from '@portfolio/testkit/clock';
import { ADMIN, startServer, usesPostgres, type TestServer } from '@portfolio/testkit/server';
import { startSmtp, type TestSmtp } from '@portfolio/testkit/smtp';
import { RFC_SECRET, codeSource, stepAt, totpAt, type TestClock } from '@portfolio/testkit/totp';
import { agentWithCookie, createUser, type TestUser } from '@portfolio/testkit/users';

/**
 * Two-factor sign-in over HTTP against a real Strapi, with TOTP computed by the test's own
 * RFC 6238 code (helpers/totp), not the server's library. The server's clock is the test's
 * (TEST_CLOCK): it stands still, and a test that needs a third fresh code moves it to the next 30 s
 * step (codeSource) rather than waiting for it.
 */
const LIMITS_ENV = { LOGIN_MAX_FAILURES_PER_EMAIL: '6' };

let server: TestServer;
let smtp: TestSmtp;
let admin: Agent;
let clock: TestClock;

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startServer({ ...LIMITS_ENV, ...smtp.env('dashboard@example.com'), TEST_CLOCK: 'true' });
  admin = await signIn(server.url, ADMIN.email, ADMIN.password);
  clock = await serverClock(admin);
});
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

/** Runs SQL on the test server's database (SQLite file or PostgreSQL). */
const sql = async (sqlite: string, postgres: string = sqlite): Promise<any[]> => {
  const require = createRequire(path.join(__dirname, '..', 'package.json'));
  if (usesPostgres()) {
    const { Client } = require('pg');
    const client = new Client({ connectionString: server.dbFile });
    await client.connect();
    const { rows } = await client.query(postgres);
    await client.end();
    return rows;
  }
  const db = new (require('better-sqlite3'))(server.dbFile);
  try {
    const statement = db.prepare(sqlite);
    return statement.reader ? statement.all() : (statement.run(), []);
  } finally {
    db.close();
  }
};

interface TwoFactorUser extends TestUser {
  secret: string;
  codes: ReturnType<typeof codeSource>;
  recoveryCodes: string[];
}

/** A fresh user with two-factor turned on through the API, as My Account does it. */
const userWithTwoFactor = async (user?: TestUser): Promise<TwoFactorUser> => {
  const u = user ?? (await createUser(admin));
  const setup = await u.agent.post(TF.setup, { password: u.password });
  expect(setup.status).toBe(200);
  const codes = codeSource(setup.body.secret, clock);
  const enabled = await u.agent.post(TF.enable, { code: await codes.next() });
  expect(enabled.status).toBe(200);
  return { ...u, secret: setup.body.secret, codes, recoveryCodes: enabled.body.recoveryCodes };
};

/** The password step: an agent holding only the pending cookie. */
const passwordStep = async (u: { email: string; password: string }) => {
  const agent = new Agent(server.url);
  const res = await agent.post(API.login, { email: u.email, password: u.password });
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ message: M.codeNeeded, twoFactorRequired: true });
  return agent;
};

const statusOf = async (agent: Agent) => (await agent.get(TF.status)).body;

describe('the test TOTP', () => {
  it('matches RFC 6238 (SHA-1, T=59 s → 287082)', () => {
    expect(totpAt(RFC_SECRET, stepAt(59_000))).toBe('287082');
  });
});

describe('turning two-factor on', () => {
  it('setup needs the current password and answers a base32 secret with its otpauth URL', async () => {
    const user = await createUser(admin);
    expect((await user.agent.post(TF.setup, {})).body).toEqual({ message: M.passwordRequired });
    const wrong = await user.agent.post(TF.setup, { password: 'not-the-password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ message: MESSAGES.currentPasswordWrong });

    const res = await user.agent.post(TF.setup, { password: user.password });
    expect(res.status).toBe(200);
    expect(res.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(res.body.otpauthUrl);
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toContain(user.email);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      secret: res.body.secret,
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
    // Not on until a code confirms it.
    expect(await statusOf(user.agent)).toEqual({ enabled: false, recoveryCodesLeft: 0, requiredForAdmins: false });
  });

  it('a wrong code changes nothing; the right one turns it on with ten recovery codes', async () => {
    const user = await createUser(admin);
    const { body } = await user.agent.post(TF.setup, { password: user.password });
    const right = totpAt(body.secret, stepAt(clock.now()));
    const wrong = right === '000000' ? '111111' : '000000';
    expect((await user.agent.post(TF.enable, { code: wrong })).body).toEqual({ message: M.codeWrong });
    expect((await user.agent.post(TF.enable, { code: '12ab' })).body).toEqual({ message: M.codeFormat });
    expect((await statusOf(user.agent)).enabled).toBe(false);
    expect((await admin.get(API.getAllUsers)).body.find((u: any) => u._id === user.id).twoFactor).toBe(false);

    const res = await user.agent.post(TF.enable, { code: right });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(M.enabled);
    expect(res.body.recoveryCodes).toHaveLength(TWO_FACTOR.recoveryCodeCount);
    expect(new Set(res.body.recoveryCodes).size).toBe(TWO_FACTOR.recoveryCodeCount);
    expect(await statusOf(user.agent)).toEqual({ enabled: true, recoveryCodesLeft: 10, requiredForAdmins: false });
    expect((await admin.get(API.getAllUsers)).body.find((u: any) => u._id === user.id).twoFactor).toBe(true);
    expect((await user.agent.post(TF.setup, { password: user.password })).body).toEqual({ message: M.alreadyOn });
  });

  it('stores the secret sealed (AES-256-GCM) and the recovery codes hashed, never in clear', async () => {
    const user = await userWithTwoFactor();
    const [row] = await sql(
      `SELECT t.secret FROM installer_two_factors t JOIN up_users u ON u.id = t.user_id WHERE u.document_id = '${user.id}'`,
    );
    expect(row.secret).toMatch(/^v1\./);
    expect(row.secret).not.toContain(user.secret);
    const hashes = await sql(
      `SELECT r.code_hash FROM installer_recovery_codes r JOIN up_users u ON u.id = r.user_id WHERE u.document_id = '${user.id}'`,
    );
    expect(hashes).toHaveLength(10);
    for (const { code_hash } of hashes) {
      expect(code_hash).toMatch(/^[0-9a-f]{64}$/);
      for (const code of user.recoveryCodes) expect(code_hash).not.toContain(code.replace(/-/g, ''));
    }
  });
});

describe('signing in with two-factor', () => {
  it('the password step sets only a pending cookie that grants nothing else; the code step signs in', async () => {
    const user = await userWithTwoFactor();
    const agent = await passwordStep(user);
    expect(agent.cookie).toContain(`${TWO_FACTOR_PENDING_COOKIE}=`);
    expect(agent.hasSession()).toBe(false);
    expect((await agent.get(API.getUser)).status).toBe(401);
    expect((await agent.get(TF.status)).status).toBe(401);
    expect((await agent.get(API.overview)).status).toBe(401);

    const res = await agent.post(TF.login, { code: await user.codes.next() });
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe(user.email);
    expect(agent.hasSession()).toBe(true);
    expect(agent.cookie).not.toContain(`${TWO_FACTOR_PENDING_COOKIE}=`);
    expect((await agent.get(API.getUser)).body.user.email).toBe(user.email);
  });

  it('accepts a code once: the same code (or an older one) is refused afterwards', async () => {
    const user = await userWithTwoFactor();
    const first = await passwordStep(user);
    expect((await first.post(TF.login, { code: await user.codes.next() })).status).toBe(200);

    const second = await passwordStep(user);
    const replay = await second.post(TF.login, { code: user.codes.last() });
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual({ message: M.codeUsed });
    expect(second.hasSession()).toBe(false);
    // A fresh code on the same attempt still works.
    expect((await second.post(TF.login, { code: await user.codes.next() })).status).toBe(200);
  });

  it('allows one step of clock drift, not two', async () => {
    const user = await userWithTwoFactor();
    const agent = await passwordStep(user);
    const now = stepAt(clock.now());
    const far = await agent.post(TF.login, { code: totpAt(user.secret, now + 3) });
    expect(far.body).toEqual({ message: M.codeWrong });
    expect((await agent.post(TF.login, { code: totpAt(user.secret, now + 1) })).status).toBe(200);
  });

  it('five wrong codes end the attempt; the password is needed again', async () => {
    const user = await userWithTwoFactor();
    const agent = await passwordStep(user);
    const wrong = () => {
      const right = new Set([-1, 0, 1].map((d) => totpAt(user.secret, stepAt(clock.now()) + d)));
      return ['000000', '111111', '222222', '333333'].find((c) => !right.has(c))!;
    };
    for (let i = 1; i < TWO_FACTOR.maxCodeFailures; i++) {
      const res = await agent.post(TF.login, { code: wrong() });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: M.codeWrong });
    }
    const pendingCookie = agent.cookie;
    const fifth = await agent.post(TF.login, { code: wrong() });
    expect(fifth.body).toEqual({ message: M.tooManyCodes });
    expect(agent.cookie).not.toContain(`${TWO_FACTOR_PENDING_COOKIE}=`);
    // Even the right code with the old pending cookie (replayed as a stolen one would be) finds the attempt over.
    const again = await agentWithCookie(server.url, pendingCookie).post(TF.login, { code: await user.codes.next() });
    expect(again.status).toBe(401);
    expect(again.body).toEqual({ message: M.attemptExpired });

    const fresh = await passwordStep(user);
    expect((await fresh.post(TF.login, { code: await user.codes.next() })).status).toBe(200);
  });

  it('a pending sign-in older than five minutes is over', async () => {
    const user = await userWithTwoFactor();
    const agent = await passwordStep(user);
    await sql(
      'UPDATE installer_login_challenges SET expires_at = expires_at - 600000',
      "UPDATE installer_login_challenges SET expires_at = expires_at - interval '10 minutes'",
    );
    const res = await agent.post(TF.login, { code: await user.codes.next() });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: M.attemptExpired });
    expect(agent.hasSession()).toBe(false);
  });

  it('counts wrong codes in the per-email sign-in limit (6 here): then even the right code answers 429', async () => {
    const user = await userWithTwoFactor();
    let agent = await passwordStep(user);
    const wrong = () => (totpAt(user.secret, stepAt(clock.now())) === '000000' ? '999999' : '000000');
    for (let i = 0; i < TWO_FACTOR.maxCodeFailures; i++) await agent.post(TF.login, { code: wrong() });
    agent = await passwordStep(user); // the right password does not count
    expect((await agent.post(TF.login, { code: wrong() })).status).toBe(401); // the 6th failure
    const blocked = await agent.post(TF.login, { code: await user.codes.next() });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: MESSAGES.tooManyAttempts });
    expect((await new Agent(server.url).post(API.login, { email: user.email, password: user.password })).status).toBe(
      429,
    );
  });

  it('a recovery code works once, in any letter case and without dashes; the count goes down', async () => {
    const user = await userWithTwoFactor();
    const [code] = user.recoveryCodes;
    const agent = await passwordStep(user);
    const res = await agent.post(TF.login, { recoveryCode: code.replace(/-/g, '').toLowerCase() });
    expect(res.status).toBe(200);
    expect(res.body.recoveryCodesLeft).toBe(9);
    expect((await statusOf(agent)).recoveryCodesLeft).toBe(9);

    const again = await passwordStep(user);
    const reused = await again.post(TF.login, { recoveryCode: code });
    expect(reused.status).toBe(401);
    expect(reused.body).toEqual({ message: M.recoveryCodeWrong });
    expect(again.hasSession()).toBe(false);
    expect((await again.post(TF.login, { code: '123456', recoveryCode: user.recoveryCodes[1] })).body).toEqual({
      message: M.oneOfCodeOrRecovery,
    });
  });

  it('new recovery codes need the password and replace the old ones', async () => {
    const user = await userWithTwoFactor();
    expect((await user.agent.post(TF.recoveryCodes, { password: 'wrong-password' })).body).toEqual({
      message: MESSAGES.currentPasswordWrong,
    });
    const res = await user.agent.post(TF.recoveryCodes, { password: user.password });
    expect(res.status).toBe(200);
    expect(res.body.recoveryCodes).toHaveLength(10);
    expect(res.body.recoveryCodes).not.toContain(user.recoveryCodes[0]);
    const old = await passwordStep(user);
    expect((await old.post(TF.login, { recoveryCode: user.recoveryCodes[0] })).status).toBe(401);
    expect((await old.post(TF.login, { recoveryCode: res.body.recoveryCodes[0] })).status).toBe(200);
  });
});

describe('turning two-factor off', () => {
  it('needs the password and a code; a wrong one changes nothing', async () => {
    const user = await userWithTwoFactor();
    const code = await user.codes.next();
    expect((await user.agent.post(TF.disable, { password: 'wrong-password', code })).body).toEqual({
      message: MESSAGES.currentPasswordWrong,
    });
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await user.agent.post(TF.disable, { password: user.password, code: wrong })).body).toEqual({
      message: M.codeWrong,
    });
    expect((await statusOf(user.agent)).enabled).toBe(true);

    const res = await user.agent.post(TF.disable, { password: user.password, code: await user.codes.next() });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: M.disabled });
    expect(await statusOf(user.agent)).toEqual({ enabled: false, recoveryCodesLeft: 0, requiredForAdmins: false });
    const plain = await new Agent(server.url).post(API.login, { email: user.email, password: user.password });
    expect(plain.body.user.email).toBe(user.email);
  });
});

describe("an admin resets another user's two-factor", () => {
  it('turns it off, ends their sessions, records it and emails them', async () => {
    const user = await userWithTwoFactor();
    const reset = await admin.post(TF.reset(user.id));
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ message: M.reset(user.email) });
    expect((await user.agent.get(API.getUser)).status).toBe(401);

    const mail = await smtp.waitFor((m) => m.to.includes(user.email) && /two-factor/i.test(m.subject));
    expect(mail.text).toContain(ADMIN.email);
    expect(mail.text).toContain('/installer/dashboard/account');

    const overview = await admin.get(API.overview);
    expect(
      overview.body.audit.find((e: any) => e.action === 'user.resetTwoFactor' && e.targetId === user.id),
    ).toBeTruthy();
    const plain = await new Agent(server.url).post(API.login, { email: user.email, password: user.password });
    expect(plain.body.user.email).toBe(user.email);
    expect((await admin.get(API.getAllUsers)).body.find((u: any) => u._id === user.id).twoFactor).toBe(false);
  });

  it('is for status users only, not for oneself, and only when two-factor is on', async () => {
    const user = await userWithTwoFactor();
    const other = await createUser(admin, { 'add-user': true });
    expect((await other.agent.post(TF.reset(user.id))).status).toBe(403);
    expect((await statusOf(user.agent)).enabled).toBe(true);
    expect((await admin.post(TF.reset(other.id))).body).toEqual({ message: M.userNotOn(other.email) });
    const adminId = (await admin.get(API.getUser)).body.user._id;
    expect((await admin.post(TF.reset(adminId))).body).toEqual({ message: M.resetOwn });
    expect((await admin.post(TF.reset('no-such-user'))).status).toBe(404);
  });
});

describe('requiring two-factor for status users', () => {
  it('is refused to an admin without it, and then takes admins without it to setup at their next sign-in', async () => {
    expect((await admin.put(TF.policy, { requireForAdmins: true })).body).toEqual({ message: M.policyNeedsOwn });
    expect((await admin.put(TF.policy, { requireForAdmins: 'yes' })).body).toEqual({ message: M.policyValueInvalid });

    // A second admin with two-factor turns the setting on.
    const boss = await userWithTwoFactor(await createUser(admin));
    expect((await admin.put(API.updateStatus(boss.id), { status: true })).status).toBe(200);
    const before = await signIn(server.url, ADMIN.email, ADMIN.password); // signed in before: unaffected
    const on = await boss.agent.put(TF.policy, { requireForAdmins: true });
    expect(on.body).toEqual({ message: M.policyOn });
    expect((await before.get(API.overview)).status).toBe(200);

    // Non-admins are not affected.
    const staff = await createUser(admin);
    expect((await staff.agent.get(API.overview)).status).toBe(200);

    // The first admin signs in again: only setup is open.
    const login = await new Agent(server.url).post(API.login, { email: ADMIN.email, password: ADMIN.password });
    expect(login.body.user.twoFactorSetupRequired).toBe(true);
    const restricted = new Agent(server.url);
    await restricted.post(API.login, { email: ADMIN.email, password: ADMIN.password });
    expect((await restricted.get(API.getUser)).body.user.twoFactorSetupRequired).toBe(true);
    for (const path of [API.overview, API.getAllUsers]) {
      const res = await restricted.get(path);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: M.setupFirst });
    }
    expect((await restricted.post(TF.recoveryCodes, { password: ADMIN.password })).status).toBe(403);
    expect((await statusOf(restricted)).requiredForAdmins).toBe(true);

    const setup = await restricted.post(TF.setup, { password: ADMIN.password });
    const codes = codeSource(setup.body.secret, clock);
    expect((await restricted.post(TF.enable, { code: await codes.next() })).status).toBe(200);
    expect((await restricted.get(API.getUser)).body.user.twoFactorSetupRequired).toBeUndefined();
    expect((await restricted.get(API.overview)).status).toBe(200);

    // While it is required, an admin cannot turn their own off.
    const off = await boss.agent.post(TF.disable, { password: boss.password, code: await boss.codes.next() });
    expect(off.status).toBe(409);
    expect(off.body).toEqual({ message: M.requiredCannotDisable });

    // Back to the default for the rest of the file; the first admin's two-factor goes too.
    expect((await boss.agent.put(TF.policy, { requireForAdmins: false })).body).toEqual({ message: M.policyOff });
    expect((await restricted.post(TF.disable, { password: ADMIN.password, code: await codes.next() })).status).toBe(
      200,
    );
  });
});

describe('who may call what', () => {
  it('the code step without a pending sign-in answers 401; a malformed body 400', async () => {
    const anonymous = new Agent(server.url);
    expect((await anonymous.post(TF.login, { code: '123456' })).body).toEqual({ message: M.attemptExpired });
    expect((await anonymous.post(TF.login, {})).body).toEqual({ message: M.codeRequired });
    expect((await anonymous.post(TF.login, { code: '12345' })).body).toEqual({ message: M.codeFormat });
    expect((await anonymous.get(TF.status)).status).toBe(401);
    expect((await anonymous.post(TF.setup, { password: 'x' })).status).toBe(401);
  });

  it('a session cookie from elsewhere does not stand in for the pending one', async () => {
    const user = await userWithTwoFactor();
    const other = await createUser(admin);
    const mixed = new Agent(server.url);
    mixed.cookie = other.agent.cookie
      .split('; ')
      .filter((c) => c.startsWith(SESSION_COOKIE))
      .join('; ');
    expect((await mixed.post(TF.login, { code: await user.codes.next() })).body).toEqual({ message: M.attemptExpired });
  });
});
