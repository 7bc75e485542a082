import crypto from 'crypto';
import type { Core } from '@strapi/strapi';
import { limitsFor } from '../config';
import { columnOf } from '../utils/db-metadata';

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

interface CounterRow {
  id: number;
  count: number | string;
  expiresAt: string | Date;
}

/**
 * The one rate limiter: fixed-window attempt counters kept in the database, so every instance
 * behind a load balancer shares them (sign-in and password checks, password-reset requests,
 * enquiries, applications, one-time form tokens). One row per bucket and key: the number of
 * attempts and when its window ends. Every attempt counts, refused ones included, except on keys
 * marked `countRefused: false`; `release` takes an attempt back (a sign-in whose password was right).
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const column = (name: string) => columnOf(strapi, UID, name);

  // Counts change in SQL so concurrent attempts on several instances are all counted.
  const increment = (where: Record<string, unknown>, by = 1) =>
    strapi.db
      .getConnection(strapi.db.metadata.get(UID).tableName)
      .where(Object.fromEntries(Object.entries(where).map(([k, v]) => [column(k), v])))
      .increment(column('count'), by);

  /** Keys are stored hashed: the table holds no email addresses and no attacker-sized strings. */
  const stored = (bucket: string, key: string) => `${bucket}:${crypto.createHash('sha256').update(key).digest('hex')}`;

  const isLive = (row: CounterRow) => new Date(row.expiresAt).getTime() > Date.now();

  /** Counts one attempt on a stored key and answers the attempts in its current window. */
  const hit = async (key: string, windowMs: number): Promise<number> => {
    const row: CounterRow | null = await strapi.db.query(UID).findOne({ where: { key } });
    if (row && isLive(row)) {
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

  /** Takes one attempt back from a stored key's live window, never below zero. */
  const uncount = async (key: string) => {
    const row: CounterRow | null = await strapi.db.query(UID).findOne({ where: { key, count: { $gt: 0 } } });
    if (row && isLive(row)) await increment({ id: row.id }, -1);
  };

  const service = {
    /**
     * Counts one attempt on every limit's key in `bucket` and answers whether all of them are still
     * within their max for the window.
     */
    async consume(bucket: string, limits: Limit[], windowMs: number): Promise<boolean> {
      const keys = limits.map(({ key }) => stored(bucket, key));
      const counts = await Promise.all(keys.map((key) => hit(key, windowMs)));
      await strapi.db.query(UID).deleteMany({ where: { expiresAt: { $lt: new Date() } } });
      const allowed = counts.every((count, i) => count <= limits[i].max);
      if (!allowed)
        await Promise.all(limits.map((limit, i) => (limit.countRefused === false ? uncount(keys[i]) : null)));
      return allowed;
    },

    /** Takes back the attempt `consume` counted on these keys of `bucket`. */
    async release(bucket: string, keys: string[]): Promise<void> {
      await Promise.all(keys.map((key) => uncount(stored(bucket, key))));
    },

    /**
     * Sign-in and password checks (design.md: more than 10 failures per email or 100 per IP within
     * 15 minutes answer 429). The attempt is counted BEFORE its password is compared, so parallel
     * attempts cannot all pass the check and only be counted afterwards. An attempt over a limit is
     * not counted (it compares nothing) and answers false; one whose password turns out right is
     * taken back with `passwordRight`, so only failures count and a success resets nothing.
     */
    async signInAttempt(email: string, ip: string): Promise<boolean> {
      const { perEmail, perIp, windowMs } = limitsFor(strapi, 'login');
      return service.consume(
        'sign-in',
        [
          { key: `email:${email}`, max: perEmail, countRefused: false },
          { key: `ip:${ip}`, max: perIp, countRefused: false },
        ],
        windowMs,
      );
    },

    /** The password was right: the attempt `signInAttempt` counted is taken back. */
    async passwordRight(email: string, ip: string): Promise<void> {
      await service.release('sign-in', [`email:${email}`, `ip:${ip}`]);
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
      const first = await strapi.db
        .query(UID)
        .findOne({ where: { key: name }, orderBy: { id: 'asc' }, select: ['id'] });
      return first?.id === created.id;
    },
  };
  return service;
};
