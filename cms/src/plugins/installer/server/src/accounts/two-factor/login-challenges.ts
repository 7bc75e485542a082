import crypto from 'crypto';
import type { Core } from '@strapi/strapi';
import { TWO_FACTOR } from '@portfolio/contract';
import { hashToken } from '../sessions';
import { columnOf } from '../../utils/db-metadata';

const UID = 'plugin::installer.login-challenge';

export interface Challenge {
  id: number;
  userId: number;
  failures: number;
}

/**
 * Sign-ins waiting for their second factor: the password was right, the code is still to come.
 * The pending cookie holds a random token, the database its hash, the user, the wrong codes so far
 * and an expiry TWO_FACTOR.pendingMinutes ahead. It is a different cookie from the session's and
 * nothing but POST /user/login/2fa reads it, so it grants nothing else.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const challenges = () => strapi.db.query(UID);

  return {
    pendingMs: TWO_FACTOR.pendingMinutes * 60_000,

    async start(userId: number): Promise<string> {
      const token = crypto.randomBytes(32).toString('base64url');
      await challenges().deleteMany({ where: { expiresAt: { $lt: new Date() } } });
      await challenges().create({
        data: { tokenHash: hashToken(token), userId, failures: 0, expiresAt: new Date(Date.now() + this.pendingMs) },
      });
      return token;
    },

    /** The live challenge of a pending cookie, or null (unknown, ended or expired). */
    async find(token: string | undefined): Promise<Challenge | null> {
      if (!token) return null;
      const row = await challenges().findOne({ where: { tokenHash: hashToken(token) } });
      if (!row || new Date(row.expiresAt).getTime() <= Date.now() || row.failures >= TWO_FACTOR.maxCodeFailures)
        return null;
      return { id: row.id, userId: row.userId, failures: row.failures };
    },

    /**
     * Counts a wrong code in SQL (concurrent wrong codes are all counted) and answers whether the
     * attempt is over; an ended attempt is deleted.
     */
    async fail(challenge: Challenge): Promise<boolean> {
      const meta = strapi.db.metadata.get(UID);
      const column = (name: string) => columnOf(strapi, UID, name);
      await strapi.db.getConnection(meta.tableName).where('id', challenge.id).increment(column('failures'), 1);
      const row = await challenges().findOne({ where: { id: challenge.id } });
      if (row && row.failures < TWO_FACTOR.maxCodeFailures) return false;
      await challenges().deleteMany({ where: { id: challenge.id } });
      return true;
    },

    /** Ends a challenge once it led to a session; false when another request ended it first. */
    async finish(challenge: Challenge): Promise<boolean> {
      const { count } = await challenges().deleteMany({ where: { id: challenge.id } });
      return count === 1;
    },
  };
};
