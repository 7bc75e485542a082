import crypto from 'crypto';
import type { Core } from '@strapi/strapi';

const UID = 'plugin::installer.login-failure';

const envNumber = (name: string, fallback: number) => {
  const n = Number(process.env[name]);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};

/** design.md: more than 10 failures per email or 100 per IP within 15 minutes answer 429. */
export const loginLimits = () => ({
  perEmail: Math.ceil(envNumber('LOGIN_MAX_FAILURES_PER_EMAIL', 10)),
  perIp: Math.ceil(envNumber('LOGIN_MAX_FAILURES_PER_IP', 100)),
  windowMs: envNumber('LOGIN_WINDOW_MINUTES', 15) * 60_000,
});

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

  const failuresFor = async (key: string) => {
    const row = await strapi.db.query(UID).findOne({ where: { key } });
    return isLive(row) ? Number(row.count) : 0;
  };

  // The increment runs in SQL so concurrent failures on several instances are all counted.
  const increment = (where: Record<string, unknown>) => {
    const meta = strapi.db.metadata.get(UID);
    const column = (name: string) => meta.attributes[name]?.['columnName'] ?? name;
    const whereColumns = Object.fromEntries(Object.entries(where).map(([k, v]) => [column(k), v]));
    return strapi.db.getConnection(meta.tableName).where(whereColumns).increment(column('count'), 1);
  };

  const countFailure = async (key: string) => {
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
    async isLocked(email: string, ip: string): Promise<boolean> {
      const { perEmail, perIp } = loginLimits();
      const [byEmail, byIp] = await Promise.all([failuresFor(keyFor('email', email)), failuresFor(keyFor('ip', ip))]);
      return byEmail >= perEmail || byIp >= perIp;
    },

    async recordFailure(email: string, ip: string): Promise<void> {
      await countFailure(keyFor('email', email));
      await countFailure(keyFor('ip', ip));
      await strapi.db.query(UID).deleteMany({ where: { windowStart: { $lt: new Date(windowOpenedAfter()) } } });
    },
  };
};
