import type { TestProject } from 'vitest/node';
import { startServer, type TestServer } from '../../cms/tests/helpers/server';
import { assertChromium } from './chromium';

let server: TestServer | undefined;

/** Starts the real app once for the whole suite, on a fresh temporary database and upload folder. */
export default async function setup(project: TestProject) {
  assertChromium();
  server = await startServer({ SERVE_ADMIN: 'true' });
  project.provide('appUrl', server.url);
  return async () => {
    await server?.stop();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string;
  }
}
