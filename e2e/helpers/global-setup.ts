import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';
import { startServer, type TestServer } from '@portfolio/testkit/server';
import { startSmtp, type TestSmtp } from '@portfolio/testkit/smtp';
import { assertChromium } from './chromium';

let server: TestServer | undefined;
let smtp: TestSmtp | undefined;
let mailbox: http.Server | undefined;

/**
 * Starts the real app once for the whole suite, on a fresh temporary database and upload folder,
 * sending its email to a real SMTP server on loopback. Test files read what that server received
 * from `mailboxUrl` (JSON), since they run in other processes.
 */
export default async function setup(project: TestProject) {
  assertChromium();
  smtp = await startSmtp();
  mailbox = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(smtp!.messages)));
  await new Promise<void>((resolve) => mailbox!.listen(0, '127.0.0.1', resolve));
  server = await startServer({ SERVE_ADMIN: 'true', ADMIN_LOGIN_LIMIT: '50', ...smtp.env('website@example.com') });
  project.provide('appUrl', server.url);
  project.provide('mailboxUrl', `http://127.0.0.1:${(mailbox.address() as AddressInfo).port}`);
  return async () => {
    await server?.stop();
    await smtp?.stop();
    await new Promise((resolve) => mailbox?.close(resolve));
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string;
    mailboxUrl: string;
  }
}
