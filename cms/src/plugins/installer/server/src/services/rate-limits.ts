import crypto from 'crypto';
import type { Core } from '@strapi/strapi';

const UID = 'plugin::installer.rate-counter';

export interface Limit {
  /** What is counted, e.g. `email:${email}` or `ip:${ip}`; stored hashed. */
  key: string;
  /** Attempts allowed per window on this key. */
  max: number;
}

/**
 * Fixed-window attempt counters kept in the database, so every instance behind a load balancer
 * shares them (password-reset requests, enquiries). One row per bucket and key: the number of
 * attempts and when its window ends. Every attempt counts, refused ones included.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const column = (name: string) => strapi.db.metadata.get(UID).attributes[name]?.['columnName'] ?? name;

  // The increment runs in SQL so concurrent attempts on several instances are all counted.
  const increment = (where: Record<string, unknown>) =>
    strapi.db
      .getConnection(strapi.db.metadata.get(UID).tableName)
      .where(Object.fromEntries(Object.entries(where).map(([k, v]) => [column(k), v])))
      .increment(column('count'), 1);

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
      const counts = await Promise.all(
        limits.map(({ key }) => hit(`${bucket}:${crypto.createHash('sha256').update(key).digest('hex')}`, windowMs)),
      );
      await strapi.db.query(UID).deleteMany({ where: { expiresAt: { $lt: new Date() } } });
      return counts.every((count, i) => count <= limits[i].max);
    },
  };
};
