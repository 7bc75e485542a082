import { makeTemplate } from '@portfolio/testkit/server';

/**
 * The cms suite's global setup: one Strapi boot on a fresh database makes the run's template
 * database, and every startServer() of the run copies it instead of syncing the schema and doing the
 * first start again (testkit/src/server.ts). A run of a single named file skips it (one boot either
 * way); TEST_DB_TEMPLATE=off turns it off.
 */
export default async () => {
  const files = process.argv.slice(2).filter((arg) => /\.test\.ts$/.test(arg));
  if (process.env.TEST_DB_TEMPLATE === 'off' || files.length === 1) return undefined;
  // A template that could not be made (a boot slower than startServer's health deadline on a very
  // busy machine) only costs time: each server then syncs its own empty database, as without it.
  return makeTemplate().catch((error: Error) => {
    console.warn(
      `No template database for this run (each test server starts on an empty one): ${error.message.split('\n')[0]}`,
    );
    return undefined;
  });
};
