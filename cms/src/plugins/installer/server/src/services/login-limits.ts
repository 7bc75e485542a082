import crypto from 'crypto';
import type { Core } from '@strapi/strapi';
import { windowLimits } from '../utils/limits';

const UID = 'plugin::installer.login-failure';

/** design.md: more than 10 failures per email or 100 per IP within 15 minutes answer 429. */
export const loginLimits = () =>
  windowLimits({ perEmail: 'LOGIN_MAX_FAILURES_PER_EMAIL', perIp: 'LOGIN_MAX_FAILURES_PER_IP', windowMinutes: 'LOGIN_WINDOW_MINUTES' }, { perEmail: 10, perIp: 100, windowMinutes: 15 });

// Keys are hashed: the table then holds no email addresses and no attacker-sized strings.
const keyFor = (kind: 'email' | 'ip', value: string) =>
  `${kind}:${crypto.createHash('sha256').update(value).digest('hex')}`;

/**
 * Failed sign-in counters kept in the database, so every instance behind a load balancer shares
 * them. One row per key holds a fixed window: its start and the failures since.
 * Only failures are counted; a successful sign-in neither counts nor resets anything.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const windowOpenedAfter = () => Date.now() - loginLimits().windowMs;
  const isLive = (row: any) => !!row && new Date(row.windowStart).getTime() > windowOpenedAfter();

  // The sum over every live row of the key: two instances (or two parallel first attempts) may
  // each have opened a row for the same window; every attempt is still counted once.
  const failuresFor = async (key: string) => {
    const rows = await strapi.db.query(UID).findMany({ where: { key } });
    return rows.filter(isLive).reduce((sum: number, row: any) => sum + Number(row.count), 0);
  };

  // Counts change in SQL so concurrent attempts on several instances are all counted.
  const counters = () => {
    const meta = strapi.db.metadata.get(UID);
    const column = (name: string) => meta.attributes[name]?.['columnName'] ?? name;
    return { table: strapi.db.getConnection(meta.tableName), column };
  };
  const increment = (where: Record<string, unknown>, by = 1) => {
    const { table, column } = counters();
    return table.where(Object.fromEntries(Object.entries(where).map(([k, v]) => [column(k), v]))).increment(column('count'), by);
  };
  const uncount = async (key: string) => {
    const row = await strapi.db.query(UID).findOne({ where: { key, count: { $gt: 0 } } });
    if (isLive(row)) await increment({ id: row.id }, -1);
  };

  const countAttempt = async (key: string) => {
    const row = await strapi.db.query(UID).findOne({ where: { key } });
    if (isLive(row)) return void (await increment({ id: row.id }));
    if (row) await strapi.db.query(UID).delete({ where: { id: row.id } });
    try {
      await strapi.db.query(UID).create({ data: { key, count: 1, windowStart: new Date() } });
    } catch {
      // Another request opened the window between our read and our insert.
      await increment({ key });
    }
  };

  return {
    /**
     * Counts a sign-in attempt as a failure BEFORE its password is compared, then says whether it
     * may go on. Counting first means parallel attempts cannot all pass the check and only be
     * counted afterwards: each one sees the attempts before it. An attempt over a limit is taken
     * back (it compares nothing) and answers 429; so is one whose password turns out right
     * (`takeBack`), so successful sign-ins never count.
     */
    async begin(email: string, ip: string): Promise<boolean> {
      const { perEmail, perIp } = loginLimits();
      const keys = [keyFor('email', email), keyFor('ip', ip)];
      for (const key of keys) await countAttempt(key);
      await strapi.db.query(UID).deleteMany({ where: { windowStart: { $lt: new Date(windowOpenedAfter()) } } });
      const [byEmail, byIp] = await Promise.all(keys.map(failuresFor));
      if (byEmail <= perEmail && byIp <= perIp) return true;
      await this.takeBack(email, ip);
      return false;
    },

    /** Takes back the attempt `begin` counted. */
    async takeBack(email: string, ip: string): Promise<void> {
      await uncount(keyFor('email', email));
      await uncount(keyFor('ip', ip));
    },
  };
};
