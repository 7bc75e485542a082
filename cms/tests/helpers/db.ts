import path from 'node:path';
import { createRequire } from 'node:module';
import type { TestServer } from './server';

const requireFromCms = createRequire(path.join(__dirname, '..', '..', 'package.json'));

/**
 * Runs one SQL statement (`?` placeholders) against a test server's own database, SQLite or
 * PostgreSQL alike, to read what is stored or to set up what the API cannot (a second admin).
 */
export const sql = async <T = Record<string, unknown>>(server: Pick<TestServer, 'dbFile'>, statement: string, bindings: unknown[] = []): Promise<T[]> => {
  const knex = requireFromCms('knex');
  const postgres = /^postgres(ql)?:/.test(server.dbFile);
  const db = knex(postgres ? { client: 'pg', connection: server.dbFile } : { client: 'better-sqlite3', connection: { filename: server.dbFile }, useNullAsDefault: true });
  try {
    const result = await db.raw(statement, bindings);
    return (postgres ? result.rows : result) as T[];
  } finally {
    await db.destroy();
  }
};
