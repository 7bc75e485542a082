import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { API, MESSAGES } from '@portfolio/contract';
import { Agent } from '@portfolio/testkit/api';
import { sql } from '@portfolio/testkit/db';
import { startServer, usesPostgres, type TestServer } from '@portfolio/testkit/server';

const tableExists = async (server: TestServer, table: string) =>
  (usesPostgres()
    ? await sql(server, 'select table_name from information_schema.tables where table_name = ?', [table])
    : await sql(server, "select name from sqlite_master where type = 'table' and name = ?", [table])
  ).length > 0;

describe('the one rate limiter on an existing database', () => {
  it('drops the old sign-in counter table on start and counts failed sign-ins in installer_rate_counters', async () => {
    const first = await startServer();
    let again: TestServer | undefined;
    try {
      // A database from before the one limiter: its sign-in counters had their own table.
      await sql(
        first,
        'create table installer_login_failures (id integer primary key, "key" varchar(255), count integer, window_start timestamp)',
      );
      process.env.KEEP_TEST_DATA = '1';
      await first.stop();
      delete process.env.KEEP_TEST_DATA;

      again = await startServer({}, first);
      expect(await tableExists(again, 'installer_login_failures')).toBe(false);

      const res = await new Agent(again.url).post(API.login, {
        email: 'nobody@example.com',
        password: 'wrong-password',
      });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: MESSAGES.invalidCredentials });
      // One counter for the email, one for the IP, both in the limiter's table, keys hashed.
      const rows = await sql<{ key: string; count: number }>(
        again,
        'select "key", count from installer_rate_counters where "key" like \'sign-in:%\'',
      );
      expect(rows.map((row) => Number(row.count))).toEqual([1, 1]);
      expect(rows.every((row) => !row.key.includes('nobody'))).toBe(true);
    } finally {
      delete process.env.KEEP_TEST_DATA;
      await first.stop();
      await again?.stop();
      if (!usesPostgres()) fs.rmSync(path.dirname(first.dbFile), { recursive: true, force: true });
    }
  }, 240_000);
});
