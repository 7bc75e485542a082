import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';
import { startServer, type TestServer } from '@portfolio/testkit/server';
import { startSmtp, type TestSmtp } from '@portfolio/testkit/smtp';
import { assertChromium } from './chromium';
import { E2E_WORKERS } from './workers';

interface App {
  server: TestServer;
  smtp: TestSmtp;
  mailbox: http.Server;
}

/**
 * One real app on a fresh temporary database and upload folder, sending its email to its own SMTP server on loopback.
 */
const startApp = async (): Promise<App> => {
  const smtp = await startSmtp();
  const mailbox = http.createServer((_req, res) =>
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(smtp.messages)),
  );
  await new Promise<void>((resolve) => mailbox.listen(0, '127.0.0.1', resolve));
  const server = await startServer({
    SERVE_ADMIN: 'true',
    ADMIN_LOGIN_LIMIT: '50',
    ...smtp.env('website@example.com'),
  });
  return { server, smtp, mailbox };
};

const stopApp = async ({ server, smtp, mailbox }: App) => {
  await server.stop();
  await smtp.stop();
  await new Promise((resolve) => mailbox.close(resolve));
};

/**
 * Starts one real app per worker (E2E_WORKERS, helpers/workers.ts): a worker runs its files one at a
 * time against its own app, so no two files ever share a server at once, and the workers run side by
 * side. Test files read what their app's SMTP server received from `mailboxUrl()` (JSON), since they
 * run in other processes.
 */
export default async function setup(project: TestProject) {
  assertChromium();
  const started = await Promise.allSettled(Array.from({ length: E2E_WORKERS }, startApp));
  const apps = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const failure = started.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failure) {
    await Promise.all(apps.map(stopApp));
    throw failure.reason;
  }
  project.provide(
    'appUrls',
    apps.map((app) => app.server.url),
  );
  project.provide(
    'mailboxUrls',
    apps.map((app) => `http://127.0.0.1:${(app.mailbox.address() as AddressInfo).port}`),
  );
  return async () => {
    await Promise.all(apps.map(stopApp));
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    appUrls: string[];
    mailboxUrls: string[];
  }
}
