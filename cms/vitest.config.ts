import { defineConfig } from 'vitest/config';

// API tests boot the real, compiled Strapi (dist/) as a child process; `npm test` at the root
// compiles it first. One Strapi per test file, each on a fresh temporary database and upload folder.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 240_000,
    fileParallelism: true,
    maxWorkers: 2,
  },
});
