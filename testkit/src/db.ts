import path from 'node:path';
import { createRequire } from 'node:module';
import type { TestServer } from './server';

/**
 * Direct SQL on a test server's database (SQLite file or PostgreSQL URL) through knex, the query
 * builder Strapi itself runs on: for tests that must see or stage what the API cannot (a write cut
 * short by a crash, a second admin). Call destroy() when done.
 */
export const openDatabase = (server: Pick<TestServer, 'dbFile'>) => {
  const knex = createRequire(path.join(__dirname, '..', '..', 'cms', 'package.json'))('knex');
  return /^postgres(ql)?:/.test(server.dbFile)
    ? knex({ client: 'pg', connection: server.dbFile, pool: { min: 0, max: 2 } })
    : knex({ client: 'better-sqlite3', connection: { filename: server.dbFile }, useNullAsDefault: true });
};

/** Runs one SQL statement (`?` placeholders) against a test server's own database and answers its rows. */
export const sql = async <T = Record<string, unknown>>(
  server: Pick<TestServer, 'dbFile'>,
  statement: string,
  bindings: unknown[] = [],
): Promise<T[]> => {
  const db = openDatabase(server);
  try {
    const result = await db.raw(statement, bindings);
    return (/^postgres(ql)?:/.test(server.dbFile) ? result.rows : result) as T[];
  } finally {
    await db.destroy();
  }
};
