import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, MESSAGES } from '@portfolio/contract';
import { Agent, signIn } from '@portfolio/testkit/api';
import { form, file, png } from '@portfolio/testkit/files';
import { ADMIN, startServer, usesPostgres, type TestServer } from '@portfolio/testkit/server';
import { agentWithCookie } from '@portfolio/testkit/users';

/**
 * Dashboard sessions end after SESSION_IDLE_HOURS without a request. Here the limit is 0.0025 h
 * (9 s): requests 1.5 s apart keep a session alive well past it, and leaving it alone ends it
 * with a 401 that says so, unlike a visitor who never signed in.
 */
const IDLE_MS = 0.0025 * 60 * 60 * 1000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ SESSION_IDLE_HOURS: '0.0025' });
});
afterAll(() => server?.stop());

/** Waits out the idle limit, with a margin for a loaded machine. */
const goIdle = () => sleep(IDLE_MS + 1500);

// The three run side by side: each waits out the idle limit on its own sessions.
describe.concurrent('idle sessions', () => {
  it('a session in use stays signed in past the idle limit', async () => {
    const agent = await signIn(server.url, ADMIN.email, ADMIN.password);
    const started = Date.now();
    while (Date.now() - started < IDLE_MS + 1500) {
      await sleep(1500);
      expect((await agent.get(API.getUser)).status).toBe(200);
    }
  }, 30_000);

  it('a session left alone ends: every call with its cookie says "signed out after inactivity"', async () => {
    const agent = await signIn(server.url, ADMIN.email, ADMIN.password);
    const cookie = agent.cookie;
    await goIdle();
    for (const attempt of [1, 2]) {
      const res = await agentWithCookie(server.url, cookie).get(API.getUser);
      expect(res.status, `attempt ${attempt}`).toBe(401);
      expect(res.body).toEqual({ message: MESSAGES.signedOutIdle });
    }
    const upload = await agentWithCookie(server.url, cookie).post(
      API.uploadLogo,
      form({ name: 'Idle', logo: file(await png(), 'i.png', 'image/png') }),
    );
    expect(upload.status).toBe(401);
    expect(upload.body).toEqual({ message: MESSAGES.signedOutIdle });
    expect((await agentWithCookie(server.url, cookie).get(API.logos)).body).toEqual([]);
    // A visitor who never signed in is told something else.
    expect((await new Agent(server.url).get(API.getUser)).body).toEqual({ message: MESSAGES.notSignedIn });
  }, 30_000);

  it('signing in again replaces the idle session; a logout with the idle cookie ends it for good', async () => {
    const [agent, other] = await Promise.all([
      signIn(server.url, ADMIN.email, ADMIN.password),
      signIn(server.url, ADMIN.email, ADMIN.password),
    ]);
    const [idleCookie, otherCookie] = [agent.cookie, other.cookie];
    await goIdle();
    expect((await agent.post(API.login, ADMIN)).status).toBe(200);
    expect((await agent.get(API.getUser)).status).toBe(200);
    // The old cookie's session was replaced on sign-in: it now counts as never signed in.
    expect((await agentWithCookie(server.url, idleCookie).get(API.getUser)).body).toEqual({
      message: MESSAGES.notSignedIn,
    });

    expect((await other.post(API.logout)).status).toBe(200);
    expect((await agentWithCookie(server.url, otherCookie).get(API.getUser)).body).toEqual({
      message: MESSAGES.notSignedIn,
    });
  }, 30_000);
});

/** Moves every stored session's 7-day limit into the past, as if a week had gone by (SQLite or PostgreSQL). */
const expireAllSessions = async () => {
  const cmsRequire = createRequire(path.join(__dirname, '..', 'package.json'));
  const past = new Date(Date.now() - 1000);
  if (!usesPostgres()) {
    const db = new (cmsRequire('better-sqlite3'))(server.dbFile);
    db.prepare('UPDATE installer_sessions SET expires_at = ?').run(past.getTime());
    db.close();
    return;
  }
  const client = new (cmsRequire('pg').Client)({ connectionString: server.dbFile });
  await client.connect();
  await client.query('UPDATE installer_sessions SET expires_at = $1', [past]);
  await client.end();
};

describe('the 7-day maximum', () => {
  it('ends a session in use once its 7 days are over: the cookie counts as never signed in', async () => {
    const agent = await signIn(server.url, ADMIN.email, ADMIN.password);
    expect((await agent.get(API.getUser)).status).toBe(200);
    await expireAllSessions();
    for (const attempt of [1, 2])
      expect(await agent.get(API.getUser), `attempt ${attempt}`).toMatchObject({
        status: 401,
        body: { message: MESSAGES.notSignedIn },
      });
  });
});
