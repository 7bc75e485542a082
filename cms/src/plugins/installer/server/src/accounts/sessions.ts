import { AsyncLocalStorage } from 'async_hooks';
import crypto from 'crypto';
import type { Core } from '@strapi/strapi';
import type { Event } from '@strapi/database';
import { normalizePowers, type CurrentUser } from '@portfolio/contract';
import { installerConfig } from '../config';
import { getService } from '../utils/get-service';
import type { UserRow } from './users';

const SESSION_UID = 'plugin::installer.session';
const USER_UID = 'plugin::users-permissions.user';
const RESET_UID = 'plugin::installer.password-reset';
const SESSION_DAYS = 7;
const MINUTE_MS = 60 * 1000;

export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** The session a password change made from keeps (see keepingSession); every other one of the user ends. */
const keptSession = new AsyncLocalStorage<string>();

export type DashboardUser = CurrentUser & { id: number };

/** Who a session cookie belongs to; `ended: 'idle'` when its session ended because it went unused. */
export interface SessionLookup {
  user: DashboardUser | null;
  ended?: 'idle';
}

/** The user row as the dashboard sees it; powers re-read from the database on every request. */
export const toCurrentUser = (row: UserRow): DashboardUser => ({
  id: row.id,
  _id: row.documentId,
  email: row.email,
  status: row.isAdmin === true,
  powers: normalizePowers(row.powers),
});

/**
 * Server-side sessions: the cookie holds a random token, the database holds its hash, so a
 * logout, password change or user deletion ends the session on every instance at once.
 * A session ends SESSION_IDLE_HOURS after its last request, and SESSION_DAYS after sign-in at most.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  sessionMaxAgeMs: SESSION_DAYS * 24 * 60 * MINUTE_MS,
  sessionIdleMs: installerConfig(strapi).sessionIdleHours * 60 * MINUTE_MS,

  /** `twoFactorSetup`: the user must set up two-factor first (policies/access lets such a session do little else). */
  async createSession(userId: number, { twoFactorSetup = false } = {}): Promise<string> {
    const token = crypto.randomBytes(32).toString('base64url');
    const now = Date.now();
    await strapi.db.query(SESSION_UID).deleteMany({ where: { expiresAt: { $lt: new Date(now) } } });
    await strapi.db.query(SESSION_UID).create({
      data: {
        tokenHash: hashToken(token),
        userId,
        expiresAt: new Date(now + this.sessionMaxAgeMs),
        lastUsedAt: new Date(now),
        twoFactorSetup,
      },
    });
    return token;
  },

  /**
   * The signed-in user for a token; no user when the token is unknown, expired, idle or its user
   * gone or blocked. A session that went idle keeps its row (until sign-in, logout or its maximum
   * age) so every request with its cookie can be told why it was signed out.
   */
  async lookup(token: string | undefined): Promise<SessionLookup> {
    if (!token) return { user: null };
    const session = await strapi.db.query(SESSION_UID).findOne({ where: { tokenHash: hashToken(token) } });
    if (!session) return { user: null };
    const now = Date.now();
    if (new Date(session.expiresAt).getTime() < now) {
      await strapi.db.query(SESSION_UID).delete({ where: { id: session.id } });
      return { user: null };
    }
    const lastUsed = new Date(session.lastUsedAt ?? session.createdAt).getTime();
    if (now - lastUsed > this.sessionIdleMs) return { user: null, ended: 'idle' };
    const row = await strapi.db.query(USER_UID).findOne({ where: { id: session.userId } });
    if (!row || row.blocked) return { user: null };
    // The last use is written at most once a minute (a tenth of the idle limit when that is shorter),
    // so reads stay reads; a session may end up to that much before its idle limit.
    if (now - lastUsed >= Math.min(MINUTE_MS, this.sessionIdleMs / 10))
      await strapi.db.query(SESSION_UID).update({ where: { id: session.id }, data: { lastUsedAt: new Date(now) } });
    if (session.twoFactorSetup) {
      // Signed in while the site required two-factor of this status user: restricted until it is set
      // up (or the requirement or the admin flag is gone), then an ordinary session.
      if (await getService('two-factor').setupRequired(row))
        return { user: { ...toCurrentUser(row), twoFactorSetupRequired: true } };
      await strapi.db.query(SESSION_UID).update({ where: { id: session.id }, data: { twoFactorSetup: false } });
    }
    return { user: toCurrentUser(row) };
  },

  async revokeToken(token: string | undefined) {
    if (token) await strapi.db.query(SESSION_UID).deleteMany({ where: { tokenHash: hashToken(token) } });
  },

  /**
   * Ends every session of a user on every device (password change, deletion, "Sign out everywhere"),
   * except the one `keepingSession` names while it runs.
   */
  async revokeAllForUser(userId: number) {
    const kept = keptSession.getStore();
    await strapi.db
      .query(SESSION_UID)
      .deleteMany({ where: kept ? { userId, tokenHash: { $ne: hashToken(kept) } } : { userId } });
    await this.voidResetTokens([userId]);
  },

  /**
   * Every outstanding password reset link of these users stops working (credentials or email changed, signed out
   * everywhere).
   */
  async voidResetTokens(userIds: number[]) {
    if (userIds.length) await strapi.db.query(RESET_UID).deleteMany({ where: { userId: { $in: userIds } } });
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
   * Ends a user's sessions (and reset links) when the user is deleted or its password or blocked
   * flag changes, and voids its reset links when its email changes, wherever that happens: the
   * dashboard, the users-permissions API or the Strapi admin panel.
   */
  watchUserChanges() {
    const revokeAll = async (ids: number[]) => {
      await Promise.all(ids.map((id) => this.revokeAllForUser(id)));
    };
    const snapshot = (where: unknown): Promise<UserSecrets[]> =>
      strapi.db.query(USER_UID).findMany({ where, select: ['id', 'password', 'blocked', 'email'] });
    const rememberBefore = async (event: Event) => {
      event.state.before = await snapshot(event.params.where);
    };
    const revokeChanged = async (event: Event) => {
      const before = (event.state.before as UserSecrets[] | undefined) ?? [];
      if (!before.length) return;
      const after = await snapshot({ id: { $in: before.map((row) => row.id) } });
      const afterOf = (old: UserSecrets) => after.find((row) => row.id === old.id);
      await revokeAll(before.filter((old) => credentialsChanged(old, afterOf(old))).map((row) => row.id));
      await this.voidResetTokens(before.filter((old) => afterOf(old)?.email !== old.email).map((row) => row.id));
    };
    const revokeRemembered = (event: Event) =>
      revokeAll(((event.state.before as UserSecrets[] | undefined) ?? []).map((row) => row.id));

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
  email: string | null;
}

// A deleted row (no `after`) counts as changed.
const credentialsChanged = (before: UserSecrets, after: UserSecrets | undefined) =>
  !after || after.password !== before.password || !!after.blocked !== !!before.blocked;
