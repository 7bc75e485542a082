import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, signIn } from '@portfolio/testkit/api';
import { png } from '@portfolio/testkit/files';
import { ADMIN, startServer, usesPostgres, type TestServer } from '@portfolio/testkit/server';

/**
 * Two cms processes on one PostgreSQL database and one upload folder, as behind a load balancer:
 * nothing that must be shared (sessions, revocations, login limits, data) lives in one process.
 */
describe.skipIf(!usesPostgres())('two cms instances on one PostgreSQL', () => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    a = await startServer();
    b = await startServer({}, a);
  });
  afterAll(async () => {
    await b?.stop();
    await a?.stop();
  });

  const on = (server: TestServer, agent: Agent) => Object.assign(new Agent(server.url), { cookie: agent.cookie });

  it('a sign-in on one instance works on the other', async () => {
    const agent = await signIn(a.url, ADMIN.email, ADMIN.password);
    const res = await on(b, agent).get('/api/v1/user/getUser');
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe(ADMIN.email);
  });

  it('a logout on one instance is honoured by the other', async () => {
    const agent = await signIn(a.url, ADMIN.email, ADMIN.password);
    const cookie = agent.cookie;
    expect((await on(b, agent).post('/api/v1/user/logout')).status).toBe(200);
    const replay = Object.assign(new Agent(a.url), { cookie });
    expect((await replay.get('/api/v1/user/getUser')).status).toBe(401);
  });

  it('a write on one instance is visible on the other at once, file included', async () => {
    // A caches its list first: B's write must invalidate A's cache too.
    expect((await new Agent(a.url).get('/api/v1/awards')).status).toBe(200);
    const agent = await signIn(b.url, ADMIN.email, ADMIN.password);
    const form = new FormData();
    form.append('title', 'Shared across instances');
    form.append('desc', 'Written on B, read on A');
    form.append('img', new Blob([await png()], { type: 'image/png' }), 'shared.png');
    const created = await agent.post('/api/v1/awards', form);
    expect(created.status).toBe(201);

    const list = await new Agent(a.url).get('/api/v1/awards');
    const post = list.body.find((p: { title: string }) => p.title === 'Shared across instances');
    expect(post).toBeDefined();
    const image = await fetch(a.url + post.img);
    expect(image.status).toBe(200);
  });

  it('login failures count across instances', async () => {
    const limited = { LOGIN_MAX_FAILURES_PER_EMAIL: '3' };
    const c = await startServer(limited, a);
    const d = await startServer(limited, a);
    try {
      const wrong = { email: 'nobody@example.com', password: 'wrong-password' };
      for (const server of [c, d, c])
        expect((await new Agent(server.url).post('/api/v1/user/login', wrong)).status).toBe(401);
      expect((await new Agent(d.url).post('/api/v1/user/login', wrong)).status).toBe(429);
    } finally {
      await c.stop();
      await d.stop();
    }
  });
});
