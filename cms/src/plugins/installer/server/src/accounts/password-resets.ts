import crypto from 'crypto';
import type { Core } from '@strapi/strapi';
import { LIMITS } from '@portfolio/contract';
import { hashToken } from './sessions';

const UID = 'plugin::installer.password-reset';

/**
 * Password reset tokens: 32 random bytes sent in the email link; the database holds only their
 * SHA-256, with the user and an expiry one hour ahead. A token works once: using it deletes every
 * token of that user, so a second use (or an older link) finds nothing.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const resets = () => strapi.db.query(UID);
  const dropExpired = () => resets().deleteMany({ where: { expiresAt: { $lt: new Date() } } });

  return {
    async issue(userId: number): Promise<string> {
      const token = crypto.randomBytes(32).toString('base64url');
      await dropExpired();
      await resets().create({
        data: { tokenHash: hashToken(token), userId, expiresAt: new Date(Date.now() + LIMITS.resetTokenMs) },
      });
      return token;
    },

    /**
     * The user a live token was issued to, with that user's tokens all deleted; null for an unknown,
     * used or expired token. Of two concurrent uses only the one whose delete removed the row wins.
     */
    async consume(token: unknown): Promise<number | null> {
      if (typeof token !== 'string' || !/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
      const row = await resets().findOne({ where: { tokenHash: hashToken(token) } });
      if (!row) return null;
      const { count } = await resets().deleteMany({ where: { id: row.id } });
      if (count !== 1 || new Date(row.expiresAt).getTime() <= Date.now()) return null;
      await resets().deleteMany({ where: { userId: row.userId } });
      return row.userId;
    },
  };
};
