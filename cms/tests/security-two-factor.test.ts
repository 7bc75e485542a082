import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, MESSAGES, TWO_FACTOR_API as TF, TWO_FACTOR_MESSAGES as M } from '@portfolio/contract';
import { Agent, signIn } from '@portfolio/testkit/api';
import { serverClock } from '@portfolio/testkit/clock';
import { ADMIN, startServer, type TestServer } from '@portfolio/testkit/server';
import { codeSource, stepAt, totpAt, type TestClock } from '@portfolio/testkit/totp';
import { createUser, type TestUser } from '@portfolio/testkit/users';

/**
 * Security review 4, finding 1: the password (and code) checks of My Account's two-factor
 * routes are counted like a sign-in. Wrong passwords to /2fa/setup, /2fa/recovery-codes and
 * /2fa/disable count on the per-email sign-in limit that /user/login uses (so the two lock
 * together), wrong codes to /2fa/disable meet their own limit, and a flood of parallel wrong
 * passwords reaches bcrypt at most the limit's number of times while other requests are answered.
 */
const PER_EMAIL = 5;
let server: TestServer;
let admin: Agent;
let clock: TestClock;
let ipCounter = 0;

beforeAll(async () => {
  // The server's clock is the test's (TEST_CLOCK): codes come from a clock that stands still.
  server = await startServer({
    TRUST_PROXY: 'true',
    LOGIN_MAX_FAILURES_PER_EMAIL: String(PER_EMAIL),
    LOGIN_MAX_FAILURES_PER_IP: '1000',
    TEST_CLOCK: 'true',
  });
  admin = await signIn(server.url, ADMIN.email, ADMIN.password);
  clock = await serverClock(admin);
}, 240_000);
afterAll(async () => {
  await server?.stop();
});

const fromIp = (ip = `10.31.0.${++ipCounter}`) => ({ 'x-forwarded-for': ip });
const login = (u: { email: string; password: string }) =>
  new Agent(server.url).call('POST', API.login, { email: u.email, password: u.password }, fromIp());

interface TwoFactorUser extends TestUser {
  secret: string;
  codes: ReturnType<typeof codeSource>;
}

/** A fresh user with two-factor on, set up through the API as My Account does it. */
const userWithTwoFactor = async (): Promise<TwoFactorUser> => {
  const user = await createUser(admin);
  const setup = await user.agent.post(TF.setup, { password: user.password });
  expect(setup.status).toBe(200);
  const codes = codeSource(setup.body.secret, clock);
  expect((await user.agent.post(TF.enable, { code: await codes.next() })).status).toBe(200);
  return { ...user, secret: setup.body.secret, codes };
};

/** A well-formed code that no time step near now accepts. */
const wrongCode = (secret: string) => {
  const near = new Set([-2, -1, 0, 1, 2].map((d) => totpAt(secret, stepAt(clock.now()) + d)));
  for (let n = 123456; ; n = (n + 111111) % 1_000_000) {
    const code = String(n).padStart(6, '0');
    if (!near.has(code)) return code;
  }
};

describe('wrong passwords on the two-factor routes count like sign-ins', () => {
  it('setup, recovery-codes and disable: after the per-email limit each answers 429, and so does /user/login', async () => {
    const user = await userWithTwoFactor();
    const routes = [
      (password: string) => user.agent.call('POST', TF.setup, { password }, fromIp()),
      (password: string) => user.agent.call('POST', TF.recoveryCodes, { password }, fromIp()),
      (password: string) => user.agent.call('POST', TF.disable, { password, code: wrongCode(user.secret) }, fromIp()),
    ];
    // A right password is not counted (it is taken back): the limit is for failures only.
    expect((await routes[1](user.password)).status).toBe(200);
    for (let i = 0; i < PER_EMAIL; i++) {
      const res = await routes[i % routes.length](`wrong-guess-${i}`);
      expect(res, `guess ${i}`).toMatchObject({ status: 400, body: { message: MESSAGES.currentPasswordWrong } });
    }
    for (const route of routes)
      expect(await route('wrong-guess-after')).toMatchObject({
        status: 429,
        body: { message: MESSAGES.tooManyPasswordAttempts },
      });
    // Locked for the right password too (no oracle), and the sign-in of that email shares the count.
    for (const route of routes) expect((await route(user.password)).status).toBe(429);
    expect(await login(user)).toMatchObject({ status: 429, body: { message: MESSAGES.tooManyAttempts } });
    // Nothing changed: two-factor is still on.
    expect((await user.agent.get(TF.status)).body.enabled).toBe(true);
  });

  it('wrong sign-ins count against the two-factor routes too (one count per email)', async () => {
    const user = await createUser(admin);
    for (let i = 0; i < PER_EMAIL; i++)
      expect((await login({ email: user.email, password: `nope-${i}` })).status).toBe(401);
    expect(await user.agent.call('POST', TF.setup, { password: user.password }, fromIp())).toMatchObject({
      status: 429,
      body: { message: MESSAGES.tooManyPasswordAttempts },
    });
  });
});

describe('wrong codes to /2fa/disable', () => {
  it('meet a 429 after the limit, with the right password; nothing is turned off, and sign-in is not locked by them', async () => {
    const user = await userWithTwoFactor();
    const disable = (factor: Record<string, string>) =>
      user.agent.call('POST', TF.disable, { password: user.password, ...factor }, fromIp());
    const answers = [];
    for (let i = 0; i < PER_EMAIL; i++)
      answers.push(await disable(i % 2 ? { recoveryCode: `WRONG-${i}0000` } : { code: wrongCode(user.secret) }));
    expect(answers.map((a) => a.status)).toEqual(Array(PER_EMAIL).fill(400));
    expect(answers[0].body).toEqual({ message: M.codeWrong });
    expect(answers[1].body).toEqual({ message: M.recoveryCodeWrong });

    expect(await disable({ code: wrongCode(user.secret) })).toMatchObject({
      status: 429,
      body: { message: M.tooManyCodeAttempts },
    });
    // The right code is refused too while the limit holds, and two-factor stays on.
    expect(await disable({ code: await user.codes.next() })).toMatchObject({
      status: 429,
      body: { message: M.tooManyCodeAttempts },
    });
    expect((await user.agent.get(TF.status)).body.enabled).toBe(true);
    // The right passwords of those requests were not counted: the password step of a sign-in still passes.
    expect(await login(user)).toMatchObject({ status: 200, body: { twoFactorRequired: true } });
  });

  it('a right code is not counted: turning two-factor off works after a few wrong ones', async () => {
    const user = await userWithTwoFactor();
    for (let i = 0; i < PER_EMAIL - 1; i++)
      expect(
        (await user.agent.call('POST', TF.disable, { password: user.password, code: wrongCode(user.secret) }, fromIp()))
          .status,
      ).toBe(400);
    expect(
      await user.agent.call('POST', TF.disable, { password: user.password, code: await user.codes.next() }, fromIp()),
    ).toMatchObject({
      status: 200,
      body: { message: M.disabled },
    });
  });
});

describe('a flood of parallel wrong passwords', () => {
  it('300 at once: at most the limit reach bcrypt, the rest are refused (429, or 503 when the compare queue is full), and getUser still answers', async () => {
    const user = await createUser(admin);
    const bystander = await createUser(admin);
    const wrong = (i: number) => user.agent.call('POST', TF.setup, { password: `flood-${i}` }, fromIp('10.31.99.1'));
    const flood = Array.from({ length: 300 }, (_, i) => wrong(i));
    // Asked while the flood is under way: the answer comes, for both the attacked session and another.
    const [own, other] = await Promise.all([user.agent.get(API.getUser), bystander.agent.get(API.getUser)]);
    expect(own).toMatchObject({ status: 200, body: { user: { email: user.email } } });
    expect(other).toMatchObject({ status: 200, body: { user: { email: bystander.email } } });

    const answers = await Promise.all(flood);
    const count = (status: number) => answers.filter((a) => a.status === status).length;
    const summary = JSON.stringify(answers.map((a) => a.status));
    expect(count(400), summary).toBeLessThanOrEqual(PER_EMAIL);
    expect(count(400) + count(429) + count(503), summary).toBe(300);
    for (const answer of answers.filter((a) => a.status === 429))
      expect(answer.body).toEqual({ message: MESSAGES.tooManyPasswordAttempts });
    for (const answer of answers.filter((a) => a.status === 503))
      expect(answer.body).toEqual({ message: MESSAGES.passwordCheckBusy });
    expect(answers.some((a) => a.status === 200)).toBe(false);
    // Parallel attempts may refuse each other before the limit is used up; one by one, the rest of
    // the limit's wrong guesses are compared and then the lock holds, for sign-in too.
    let compared = count(400);
    let next = await wrong(300);
    for (let i = 301; next.status === 400 && i < 300 + PER_EMAIL + 1; i++) {
      compared += 1;
      next = await wrong(i);
    }
    expect(compared).toBeLessThanOrEqual(PER_EMAIL);
    expect(next).toMatchObject({ status: 429, body: { message: MESSAGES.tooManyPasswordAttempts } });
    expect((await login(user)).status).toBe(429);
  }, 120_000);
});
