import { defineConfig } from 'vitest/config';

// The production topology run (tests/topology): nginx + two cms processes + PostgreSQL + a bucket.
// Run by `npm run topology` (60 s) and by the topology suite of `npm test` (20 s).
export default defineConfig({
  test: {
    include: ['tests/topology/**/*.topology.ts'],
    testTimeout: 60_000,
    hookTimeout: 240_000,
    fileParallelism: false,
  },
});
