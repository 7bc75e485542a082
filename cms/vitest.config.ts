import { defineConfig } from 'vitest/config';
import LongestFirst from './tests/setup/longest-first';

// API tests boot the real, compiled Strapi (dist/) as a child process; `npm test` at the root
// compiles it first. One Strapi per test file, each on a fresh temporary database and upload folder:
// a copy of the run's template database (tests/setup/template.ts), unless the test asks for a truly
// fresh one (startServer's `fresh`, or an env that changes what the first start writes).
// The PostgreSQL pass (TEST_POSTGRES_URL) repeats the files whose subject reaches the database. These
// test HTTP-level behaviour only (headers, static serving, the response cache and its keys, origins in
// email links, temporary upload files, the S3 provider), identical whatever the database, so they run
// once, on SQLite; the topology pass runs PostgreSQL with S3.
const DATABASE_INDEPENDENT = [
  'headers',
  'web-app',
  'response-cache',
  'response-cache-budget',
  'security-cache',
  'security-email-links',
  'temp-files',
  's3-uploads',
];

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    exclude: process.env.TEST_POSTGRES_URL ? DATABASE_INDEPENDENT.map((name) => `tests/${name}.test.ts`) : [],
    globalSetup: ['./tests/setup/template.ts'],
    setupFiles: ['./tests/setup/server-logs.ts'],
    testTimeout: 30_000,
    hookTimeout: 240_000,
    fileParallelism: true,
    // A worker runs its files one after another in one module graph (no per-file isolation): the cms
    // tests share no module state but testkit's, whose idle Strapi hosts (testkit/src/server.ts) so
    // serve the worker's next file.
    isolate: false,
    // More files than cores: a test spends much of its time waiting on its Strapi child (HTTP,
    // database, bcrypt, image work), so with 2 workers on this 2-core machine the CPU was 82% busy,
    // with 4 it is 99% (the SQLite pass 805 s -> 586 s wall; every test passes at either count).
    maxWorkers: 4,
    sequence: { sequencer: LongestFirst },
  },
});
