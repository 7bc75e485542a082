import { defineConfig } from 'vitest/config';
import { E2E_WORKERS } from './helpers/workers';

// The browser suite: real apps (compiled Strapi serving web/dist) driven by Chromium. Each worker has
// an app of its own and runs its files one at a time (helpers/global-setup.ts, helpers/workers.ts).
export default defineConfig({
  test: {
    root: __dirname,
    include: ['**/*.e2e.ts'],
    globalSetup: ['./helpers/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 240_000,
    pool: 'forks',
    maxWorkers: E2E_WORKERS,
    fileParallelism: E2E_WORKERS > 1,
  },
});
