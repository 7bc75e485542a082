import type { Core } from '@strapi/strapi';
import { columnOf } from '../utils/db-metadata';

const UID = 'plugin::installer.sequence';

/**
 * Numbering counters kept in the database (installer_sequences), safe with concurrent callers on
 * every instance: the increment and its read are one statement (`UPDATE … RETURNING`, PostgreSQL
 * and SQLite 3.35+), and of two racing first inserts the unique key refuses one, which then
 * increments the row the other made.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const column = (name: string) => columnOf(strapi, UID, name);

  const bump = async (key: string): Promise<number | null> => {
    const table = strapi.db.metadata.get(UID).tableName;
    const value = column('value');
    const answer: unknown = await strapi.db.connection.raw(`update ?? set ?? = ?? + 1 where ?? = ? returning ??`, [
      table,
      value,
      value,
      column('key'),
      key,
      value,
    ]);
    // better-sqlite3 answers the rows, pg a result with .rows
    const rows = (
      Array.isArray(answer) ? answer : ((answer as { rows?: Record<string, unknown>[] } | null)?.rows ?? [])
    ) as Record<string, unknown>[];
    return rows.length ? Number(rows[0][value]) : null;
  };

  return {
    /** The next number of `key`: 1 for the first call, then 2, 3… */
    async next(key: string): Promise<number> {
      for (let attempt = 0; attempt < 5; attempt++) {
        const bumped = await bump(key);
        if (bumped !== null) return bumped;
        try {
          await strapi.db.query(UID).create({ data: { key, value: 1 } });
          return 1;
        } catch {
          // Another caller made the row between our update and our insert: increment it.
        }
      }
      throw new Error(`Could not number ${key}`);
    },
  };
};
