import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '@portfolio/testkit/server';

let server: TestServer;
// A truly fresh database (not a copy of the run's template): the first start is under test.
beforeAll(async () => {
  server = await startServer({}, undefined, { fresh: true });
});
afterAll(() => server?.stop());

describe('the cms on a fresh database', () => {
  it('answers the health check with 204', async () => {
    const res = await fetch(`${server.url}/_health`);
    expect(res.status).toBe(204);
  });

  it('creates the dashboard admin from INSTALLER_ADMIN_EMAIL on first start', async () => {
    expect(server.logs()).toContain('Dashboard admin created: admin@example.com');
  });

  it('keeps unknown API paths as JSON 404s instead of serving the web app', async () => {
    const res = await fetch(`${server.url}/api/does-not-exist`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).not.toContain('text/html');
  });
});

describe('unknown /api/v1 paths', () => {
  it('answer 404 with { message } for any method', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const res = await fetch(`${server.url}/api/v1/nothing/here`, { method });
      expect(res.status, method).toBe(404);
      expect(await res.json(), method).toEqual({ message: 'Not found.' });
    }
  });
});

describe('small things a browser or scanner notices', () => {
  it('serves /favicon.ico and does not advertise the server software', async () => {
    const res = await fetch(`${server.url}/favicon.ico`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-powered-by')).toBeNull();
  });
});
