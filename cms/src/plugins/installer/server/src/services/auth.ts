import { AsyncLocalStorage } from 'async_hooks';
import crypto from 'crypto';
import type { Core } from '@strapi/strapi';
import { normalizePowers, type CurrentUser } from '@portfolio/contract';

const SESSION_UID = 'plugin::installer.session';
const USER_UID = 'plugin::users-permissions.user';
const SESSION_DAYS = 7;

export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** The session a password change made from keeps (see keepingSession); every other one of the user ends. */
const keptSession = new AsyncLocalStorage<string>();

/** The user row as the dashboard sees it; powers re-read from the database on every request. */
export const toCurrentUser = (row: any): CurrentUser & { id: number } => ({
  id: row.id,
  _id: row.documentId,
  email: row.email,
  status: row.isAdmin === true,
  powers: normalizePowers(row.powers),
});

/**
 * Server-side sessions: the cookie holds a random token, the database holds its hash, so a
 * logout, password change or user deletion ends the session on every instance at once.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  sessionMaxAgeMs: SESSION_DAYS * 24 * 60 * 60 * 1000,

  async createSession(userId: number): Promise<string> {
    const token = crypto.randomBytes(32).toString('base64url');
    await strapi.db.query(SESSION_UID).deleteMany({ where: { expiresAt: { $lt: new Date() } } });
    await strapi.db.query(SESSION_UID).create({
      data: { tokenHash: hashToken(token), userId, expiresAt: new Date(Date.now() + this.sessionMaxAgeMs) },
    });
    return token;
  },

  /** The signed-in user for a token, or null when the token is unknown, expired or its user gone or blocked. */
  async userForToken(token: string | undefined) {
    if (!token) return null;
    const session = await strapi.db.query(SESSION_UID).findOne({ where: { tokenHash: hashToken(token) } });
    if (!session) return null;
    if (new Date(session.expiresAt).getTime() < Date.now()) {
      await strapi.db.query(SESSION_UID).delete({ where: { id: session.id } });
      return null;
    }
    const row = await strapi.db.query(USER_UID).findOne({ where: { id: session.userId } });
    if (!row || row.blocked) return null;
    return toCurrentUser(row);
  },

  async revokeToken(token: string | undefined) {
    if (token) await strapi.db.query(SESSION_UID).deleteMany({ where: { tokenHash: hashToken(token) } });
  },

  /** Ends every session of the user, except the one `keepingSession` names while it runs. */
  async revokeAllForUser(userId: number) {
    const kept = keptSession.getStore();
    await strapi.db.query(SESSION_UID).deleteMany({ where: kept ? { userId, tokenHash: { $ne: hashToken(kept) } } : { userId } });
  },

  /**
   * Runs `work` (a password change) so that the revocation it triggers through watchUserChanges
   * spares the session of `token`: the user's other sessions end, this one stays, with no gap in
   * which the caller's own cookie stops working.
   */
  keepingSession<T>(token: string | undefined, work: () => Promise<T>): Promise<T> {
    return token ? keptSession.run(token, work) : work();
  },

  /**
   * Ends a user's sessions when the user is deleted or its password or blocked flag changes,
   * wherever that happens: the dashboard, the users-permissions API or the Strapi admin panel.
   */
  watchUserChanges() {
    const revokeAll = async (ids: number[]) => {
      await Promise.all(ids.map((id) => this.revokeAllForUser(id)));
    };
    const snapshot = (where: unknown): Promise<UserSecrets[]> =>
      strapi.db.query(USER_UID).findMany({ where, select: ['id', 'password', 'blocked'] });
    const rememberBefore = async (event: any) => {
      event.state.before = await snapshot(event.params.where);
    };
    const revokeChanged = async (event: any) => {
      const before: UserSecrets[] = event.state.before ?? [];
      if (!before.length) return;
      const after = await snapshot({ id: { $in: before.map((row) => row.id) } });
      await revokeAll(before.filter((old) => credentialsChanged(old, after.find((row) => row.id === old.id))).map((row) => row.id));
    };
    const revokeRemembered = (event: any) => revokeAll((event.state.before ?? []).map((row: UserSecrets) => row.id));

    strapi.db.lifecycles.subscribe({
      models: [USER_UID],
      beforeUpdate: rememberBefore,
      afterUpdate: revokeChanged,
      beforeUpdateMany: rememberBefore,
      afterUpdateMany: revokeChanged,
      beforeDelete: rememberBefore,
      afterDelete: revokeRemembered,
      beforeDeleteMany: rememberBefore,
      afterDeleteMany: revokeRemembered,
    });
  },
});

interface UserSecrets {
  id: number;
  password: string | null;
  blocked: boolean | null;
}

// A deleted row (no `after`) counts as changed.
const credentialsChanged = (before: UserSecrets, after: UserSecrets | undefined) =>
  !after || after.password !== before.password || !!after.blocked !== !!before.blocked;
