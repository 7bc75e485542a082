import { defineConfig } from 'vitest/config';

// The browser suite: one real app (compiled Strapi serving web/dist) and one Chromium for all
// files, run one file at a time because they share that server.
export default defineConfig({
  test: {
    root: __dirname,
    include: ['**/*.e2e.ts'],
    globalSetup: ['./helpers/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 240_000,
    fileParallelism: false,
  },
});
