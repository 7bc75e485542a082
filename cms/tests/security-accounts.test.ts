import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, MESSAGES } from '@portfolio/contract';
import { Agent, signIn } from '@portfolio/testkit/api';
import { ADMIN, startServer, type TestServer } from '@portfolio/testkit/server';
import { sql } from '@portfolio/testkit/db';
import { startSmtp, type TestSmtp } from '@portfolio/testkit/smtp';
import { createUser, uniqueEmail } from '@portfolio/testkit/users';

/**
 * Account security: reset links die with a password, email or
 * sign-out-everywhere change; the current password of a password change is guessed no faster than
 * a sign-in; refused reset requests from one address do not lock the email's owner out.
 */
let server: TestServer;
let smtp: TestSmtp;
let admin: Agent;
let ipCounter = 0;

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startServer({
    ...smtp.env(),
    TRUST_PROXY: 'true',
    RESET_MAX_PER_EMAIL: '3',
    RESET_MAX_PER_IP: '50',
    LOGIN_MAX_FAILURES_PER_EMAIL: '5',
    LOGIN_MAX_FAILURES_PER_IP: '1000',
  });
  admin = await signIn(server.url, ADMIN.email, ADMIN.password);
}, 240_000);
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

const fromIp = (ip = `10.23.0.${++ipCounter}`) => ({ 'x-forwarded-for': ip });
const forgot = (email: string, ip = fromIp()) => new Agent(server.url).call('POST', API.forgotPassword, { email }, ip);
/** Asks for a reset link and answers its token, read from the email. */
const resetToken = async (email: string) => {
  const before = smtp.messages.filter((m) => m.to.includes(email)).length;
  expect((await forgot(email)).status).toBe(200);
  const deadline = Date.now() + 20_000;
  while (smtp.messages.filter((m) => m.to.includes(email)).length === before && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 100));
  const mail = smtp.messages.filter((m) => m.to.includes(email))[before];
  return new URL(mail.text.match(/https?:\/\/\S+/)![0]).searchParams.get('token')!;
};
const useToken = (token: string, password = 'taken-over-1') =>
  new Agent(server.url).call('POST', API.resetPassword, { token, password, confirmPassword: password }, fromIp());

describe('outstanding reset links stop working', () => {
  it('when the user changes their password', async () => {
    const user = await createUser(admin);
    const token = await resetToken(user.email);
    expect(
      (
        await user.agent.post(API.changePassword, {
          currentPassword: user.password,
          newPassword: 'changed-pass-1',
          confirmPassword: 'changed-pass-1',
        })
      ).status,
    ).toBe(200);
    expect(await useToken(token)).toMatchObject({ status: 400, body: { message: MESSAGES.resetTokenInvalid } });
    expect(
      (await new Agent(server.url).call('POST', API.login, { email: user.email, password: 'changed-pass-1' }, fromIp()))
        .status,
    ).toBe(200);
  });

  it("when an admin changes the user's email", async () => {
    const user = await createUser(admin);
    const token = await resetToken(user.email);
    const newEmail = uniqueEmail('moved');
    expect((await admin.put(API.updateEmail(user.id), { email: newEmail })).status).toBe(200);
    expect(await useToken(token)).toMatchObject({ status: 400, body: { message: MESSAGES.resetTokenInvalid } });
    // The session stays (an email correction signs nobody out).
    expect((await user.agent.get(API.getUser)).status).toBe(200);
  });

  it('when the user signs out everywhere', async () => {
    const user = await createUser(admin);
    const token = await resetToken(user.email);
    expect((await user.agent.post(API.logoutEverywhere)).status).toBe(200);
    expect(await useToken(token)).toMatchObject({ status: 400, body: { message: MESSAGES.resetTokenInvalid } });
  });

  it('a link asked for after the change works', async () => {
    const user = await createUser(admin);
    expect((await user.agent.post(API.logoutEverywhere)).status).toBe(200);
    expect((await useToken(await resetToken(user.email))).status).toBe(200);
  });
});

describe('password change is throttled like a sign-in', () => {
  it('30 parallel wrong current passwords: at most the sign-in limit reach bcrypt, the rest answer 429', async () => {
    const user = await createUser(admin);
    const wrong = () =>
      user.agent.call(
        'POST',
        API.changePassword,
        { currentPassword: 'wrong-guess-1', newPassword: 'never-set-1', confirmPassword: 'never-set-1' },
        fromIp('10.23.9.9'),
      );
    const statuses = (await Promise.all(Array.from({ length: 30 }, wrong))).map((r) => r.status);
    expect(statuses.filter((s) => s === 400).length, String(statuses)).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length, String(statuses)).toBeGreaterThanOrEqual(25);
    // Parallel attempts may refuse each other before the limit is used up; one by one, the rest of
    // the 5 wrong guesses are compared and then the lock holds.
    let locked = await wrong();
    for (let i = 0; i < 5 && locked.status === 400; i++) {
      statuses.push(locked.status);
      locked = await wrong();
    }
    expect(statuses.filter((s) => s === 400).length, String(statuses)).toBeLessThanOrEqual(5);
    expect(locked).toMatchObject({ status: 429, body: { message: MESSAGES.tooManyPasswordAttempts } });
    // The right password is locked out too while the limit holds (no oracle), and sign-in shares the count.
    expect(
      (
        await user.agent.post(API.changePassword, {
          currentPassword: user.password,
          newPassword: 'never-set-2',
          confirmPassword: 'never-set-2',
        })
      ).status,
    ).toBe(429);
    expect(
      (await new Agent(server.url).call('POST', API.login, { email: user.email, password: user.password }, fromIp()))
        .status,
    ).toBe(429);
  });

  it('a right current password is not counted against the limit', async () => {
    const user = await createUser(admin);
    let password = user.password;
    for (let i = 0; i < 7; i++) {
      const next = `rotated-pass-${i}`;
      expect(
        (
          await user.agent.post(API.changePassword, {
            currentPassword: password,
            newPassword: next,
            confirmPassword: next,
          })
        ).status,
      ).toBe(200);
      password = next;
    }
  });
});

describe('refused reset requests do not lock the owner of the email out', () => {
  it("an attacker's requests from one address, refused or not, leave the owner's own request working", async () => {
    const victim = await createUser(admin);
    const attacker = fromIp('10.23.66.6');
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await forgot(victim.email, attacker)).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429, 429, 429]);
    // The owner, from their own address: answered and emailed.
    const token = await resetToken(victim.email);
    expect((await useToken(token, 'owner-chose-1')).status).toBe(200);
  });
});

describe('stored passwords', () => {
  const costOf = async (on: TestServer, email: string) => {
    const [row] = await sql<{ password: string }>(on, 'SELECT password FROM up_users WHERE email = ?', [email]);
    return row.password.match(/^\$2[aby]\$(\d\d)\$/)?.[1];
  };

  // Starts a server of its own, hashing at the real cost: a hook's time, not a test's.
  it(
    'are bcrypt hashes at cost 10 by default (PASSWORD_HASH_ROUNDS unset), and sign in',
    { timeout: 240_000 },
    async () => {
      const production = await startServer({ PASSWORD_HASH_ROUNDS: '' });
      try {
        const user = await createUser(await signIn(production.url, ADMIN.email, ADMIN.password));
        expect(await costOf(production, user.email)).toBe('10');
        const rejected = await new Agent(production.url).post(API.login, {
          email: user.email,
          password: 'wrong-password-1',
        });
        expect(rejected).toMatchObject({ status: 401, body: { message: MESSAGES.invalidCredentials } });
        expect(
          (await new Agent(production.url).post(API.login, { email: uniqueEmail(), password: 'x-password-1' })).status,
        ).toBe(401);
      } finally {
        await production.stop();
      }
    },
  );

  it('take the cost PASSWORD_HASH_ROUNDS sets (4 on the test servers), also after a password change', async () => {
    const user = await createUser(admin);
    expect(await costOf(server, user.email)).toBe('04');
    const next = 'cheaper-pass-1';
    expect(
      (
        await user.agent.post(API.changePassword, {
          currentPassword: user.password,
          newPassword: next,
          confirmPassword: next,
        })
      ).status,
    ).toBe(200);
    expect(await costOf(server, user.email)).toBe('04');
  });
});
