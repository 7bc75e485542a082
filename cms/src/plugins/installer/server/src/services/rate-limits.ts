import crypto from 'crypto';
import type { Core } from '@strapi/strapi';

const UID = 'plugin::installer.rate-counter';

export interface Limit {
  /** What is counted, e.g. `email:${email}` or `ip:${ip}`; stored hashed. */
  key: string;
  /** Attempts allowed per window on this key. */
  max: number;
  /**
   * false: only attempts that were let through count on this key; a refused one is taken back. For
   * keys naming a victim (an email address), so requests refused elsewhere cannot lock its owner out.
   */
  countRefused?: boolean;
}

/**
 * Fixed-window attempt counters kept in the database, so every instance behind a load balancer
 * shares them (password-reset requests, enquiries). One row per bucket and key: the number of
 * attempts and when its window ends. Every attempt counts, refused ones included, except on keys
 * marked `countRefused: false`.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const column = (name: string) => strapi.db.metadata.get(UID).attributes[name]?.['columnName'] ?? name;

  // The increment runs in SQL so concurrent attempts on several instances are all counted.
  const increment = (where: Record<string, unknown>, by = 1) =>
    strapi.db
      .getConnection(strapi.db.metadata.get(UID).tableName)
      .where(Object.fromEntries(Object.entries(where).map(([k, v]) => [column(k), v])))
      .increment(column('count'), by);

  /** Keys are stored hashed: the table holds no email addresses and no attacker-sized strings. */
  const stored = (bucket: string, key: string) => `${bucket}:${crypto.createHash('sha256').update(key).digest('hex')}`;

  /** Counts one attempt on a key and answers the attempts in its current window. */
  const hit = async (key: string, windowMs: number): Promise<number> => {
    const row = await strapi.db.query(UID).findOne({ where: { key } });
    if (row && new Date(row.expiresAt).getTime() > Date.now()) {
      await increment({ id: row.id });
    } else {
      if (row) await strapi.db.query(UID).delete({ where: { id: row.id } });
      try {
        await strapi.db.query(UID).create({ data: { key, count: 1, expiresAt: new Date(Date.now() + windowMs) } });
        return 1;
      } catch {
        // Another request opened the window between our read and our insert.
        await increment({ key });
      }
    }
    const after = await strapi.db.query(UID).findOne({ where: { key }, select: ['count'] });
    return Number(after?.count ?? 1);
  };

  return {
    /**
     * Counts one attempt on every limit's key in `bucket` and answers whether all of them are still
     * within their max for the window.
     */
    async consume(bucket: string, limits: Limit[], windowMs: number): Promise<boolean> {
      const keys = limits.map(({ key }) => stored(bucket, key));
      const counts = await Promise.all(keys.map((key) => hit(key, windowMs)));
      await strapi.db.query(UID).deleteMany({ where: { expiresAt: { $lt: new Date() } } });
      const allowed = counts.every((count, i) => count <= limits[i].max);
      if (!allowed) await Promise.all(limits.map((limit, i) => (limit.countRefused === false ? increment({ key: keys[i] }, -1) : null)));
      return allowed;
    },

    /**
     * Records a one-time use of `key` in `bucket` (a form token), kept until `expiresAt`, in the
     * database so every instance sees it: true for the first use, false for any later or concurrent
     * one (of two racing inserts, the lower row id wins).
     */
    async claimOnce(bucket: string, key: string, expiresAt: Date): Promise<boolean> {
      const name = stored(bucket, key);
      let created: { id: number };
      try {
        created = await strapi.db.query(UID).create({ data: { key: name, count: 1, expiresAt } });
      } catch {
        return false; // a unique index refused the second insert
      }
      const first = await strapi.db.query(UID).findOne({ where: { key: name }, orderBy: { id: 'asc' }, select: ['id'] });
      return first?.id === created.id;
    },
  };
};
