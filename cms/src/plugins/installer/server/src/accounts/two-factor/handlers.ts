import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import {
  DASHBOARD_PATH,
  MESSAGES,
  staffLinkPath,
  TWO_FACTOR_MESSAGES as M,
  TWO_FACTOR_PENDING_COOKIE,
  type TwoFactorStatus,
  API_MESSAGES,
} from '@portfolio/contract';
import type { SessionState } from '../../middlewares/session';
import { toCurrentUser } from '../sessions';
import { clientIp } from '../../utils/client-ip';
import { auditOf, found, handler } from '../../http/handler';
import { HttpError, badRequest, conflict } from '../../utils/http-errors';
import { bodyOf as objectBody, openSession, text } from '../sign-in';
import { codeFrom, secondFactorFrom, type SecondFactor } from './input';
import { USER_UID } from '../users';
import { cookieOptions } from '../../utils/cookies';
import { comparesBusy, passwordCompares } from '../password-compares';
import { publicOrigin } from '../../utils/public-origin';
import { limitsFor } from '../../config';
import { publishedSettings } from '../../utils/site-settings';
import { getService } from '../../utils/get-service';

const resetMail = (email: string, by: string, link: string) => ({
  subject: 'Two-factor sign-in was reset on your dashboard account',
  text: [
    `${by} reset the two-factor sign-in of your dashboard account ${email}.`,
    '',
    'Your authenticator app and your recovery codes no longer work for it: you now sign in with your password only.',
    `Set up two-factor sign-in again under My Account: ${link}`,
    '',
    'If you did not expect this, tell an admin and change your password.',
  ].join('\n'),
});

/** Two-factor sign-in: My Account's setup, the sign-in's code step, admins' reset and setting. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = getService;
  const twoFactor = () => service('two-factor');
  const passwordMatches = (plain: string, hash: string) =>
    strapi.plugin('users-permissions').service('user').validatePassword(plain, hash) as Promise<boolean>;
  const me = (ctx: Context) => (ctx.state as SessionState).installer!.user!;
  const userRow = (id: number) => strapi.db.query(USER_UID).findOne({ where: { id } });

  const requireConfigured = () => {
    if (!twoFactor().configured()) throw new HttpError(503, M.notConfigured);
  };

  /**
   * The signed-in user's row after checking `body.password` against it (400 when wrong), counted like
   * a sign-in as changePassword does: the attempt counts on the per-email and per-IP sign-in
   * limits before bcrypt runs (429 over them, shared with /user/login), a right password is taken
   * back, and the compare waits its turn in the process's one bcrypt queue (503 when it is full).
   */
  const withPassword = async (ctx: Context, body: Record<string, unknown>) => {
    const password = text(body.password);
    if (!password) throw badRequest(M.passwordRequired);
    const row = await userRow(me(ctx).id);
    if (comparesBusy()) throw new HttpError(503, MESSAGES.passwordCheckBusy);
    const limits = service('rate-limits');
    const email = String(row?.email ?? me(ctx).email).toLowerCase();
    const ip = clientIp(ctx);
    if (!(await limits.signInAttempt(email, ip))) throw new HttpError(429, MESSAGES.tooManyPasswordAttempts);
    if (!row?.password || !(await passwordCompares(() => passwordMatches(password, row.password))))
      throw badRequest(MESSAGES.currentPasswordWrong);
    await limits.passwordRight(email, ip);
    return row;
  };

  /**
   * A code or recovery code of the user, used up when right; 400 when wrong. Each try counts on the
   * user's own code limit (the sign-in limit's per-email number and window) before it is checked,
   * a right one is taken back: more wrong ones than that answer 429.
   */
  /** Why this code or recovery code of the user is refused (null: it was right, and is used up now). */
  const refusalOf = async (userId: number, factor: SecondFactor) => {
    if ('recoveryCode' in factor)
      return (await twoFactor().useRecoveryCode(userId, factor.recoveryCode)) ? null : M.recoveryCodeWrong;
    const check = await twoFactor().checkCode(userId, factor.code);
    if (check === 'ok') return null;
    return check === 'used' ? M.codeUsed : M.codeWrong;
  };

  /**
   * A code or recovery code of the user, used up when right; 400 when wrong. Each try counts on the
   * user's own code limit (the sign-in limit's per-email number and window) before it is checked,
   * a right one is taken back: more wrong ones than that answer 429.
   */
  const requireSecondFactor = async (userId: number, factor: SecondFactor) => {
    const limits = service('rate-limits');
    const { perEmail, windowMs } = limitsFor(strapi, 'login');
    const key = `user:${userId}`;
    if (!(await limits.consume('two-factor-code', [{ key, max: perEmail, countRefused: false }], windowMs)))
      throw new HttpError(429, M.tooManyCodeAttempts);
    const refusal = await refusalOf(userId, factor);
    if (refusal) throw badRequest(refusal);
    await limits.release('two-factor-code', [key]);
  };

  /** The sign-in this request's pending cookie belongs to, and its user (401 when it ended, or the user is blocked). */
  const pendingSignIn = async (ctx: Context) => {
    const challenges = service('login-challenges');
    const challenge = await challenges.find(ctx.cookies.get(TWO_FACTOR_PENDING_COOKIE, { signed: true }) || undefined);
    const row = challenge && (await userRow(challenge.userId));
    if (challenge && row && !row.blocked) return { challenge, row };
    if (challenge) await challenges.finish(challenge);
    clearPending(ctx);
    throw new HttpError(401, M.attemptExpired);
  };

  const issuer = async () => {
    const settings: { companyName?: string | null } | null = await publishedSettings(strapi, {
      select: ['companyName'],
    });
    return settings?.companyName ? `${settings.companyName} dashboard` : 'Dashboard';
  };

  const userEvent = (action: string, id: string, email: string) => auditOf('user')(action, id, { email });

  const clearPending = (ctx: Context) => ctx.cookies.set(TWO_FACTOR_PENDING_COOKIE, null, cookieOptions(ctx));

  return {
    async status(ctx: Context) {
      const user = me(ctx);
      const enabled = await twoFactor().isEnabled(user.id);
      const body: TwoFactorStatus = {
        enabled,
        recoveryCodesLeft: enabled ? await twoFactor().recoveryCodesLeft(user.id) : 0,
        requiredForAdmins: await twoFactor().requiredForAdmins(),
      };
      ctx.body = body;
    },

    /** The current password; answers a new secret, which `enable` confirms with a first code. */
    async setup(ctx: Context) {
      requireConfigured();
      const row = await withPassword(ctx, objectBody(ctx));
      if (await twoFactor().isEnabled(row.id)) throw conflict(M.alreadyOn);
      ctx.body = await twoFactor().beginSetup(row, await issuer());
    },

    enable: handler({
      input: (ctx) => {
        requireConfigured();
        return codeFrom(objectBody(ctx));
      },
      validate: async ({ ctx }) => {
        const user = me(ctx);
        if (await twoFactor().isEnabled(user.id)) throw conflict(M.alreadyOn);
        if (!(await twoFactor().hasPendingSetup(user.id))) throw badRequest(M.noSetup);
        return user;
      },
      apply: async ({ input: code, plan: user }) => {
        const recoveryCodes = await twoFactor().enable(user.id, code);
        if (!recoveryCodes) throw badRequest(M.codeWrong);
        return recoveryCodes;
      },
      audit: ({ plan: user }) => userEvent('enableTwoFactor', user._id, user.email),
      respond: (recoveryCodes) => ({ message: M.enabled, recoveryCodes }),
    }),

    /** The password and a code (or a recovery code). Refused while the site requires it of this status user. */
    disable: handler({
      input: (ctx) => {
        const body = objectBody(ctx);
        return { body, factor: secondFactorFrom(body) };
      },
      validate: async ({ ctx, input: { body, factor } }) => {
        const row = await withPassword(ctx, body);
        if (!(await twoFactor().isEnabled(row.id))) throw conflict(M.notOn);
        if (row.isAdmin === true && (await twoFactor().requiredForAdmins())) throw conflict(M.requiredCannotDisable);
        await requireSecondFactor(row.id, factor);
        return row;
      },
      apply: ({ plan: row }) => twoFactor().remove(row.id),
      audit: ({ plan: row }) => userEvent('disableTwoFactor', row.documentId, row.email),
      respond: () => ({ message: M.disabled }),
    }),

    /** The password; ten new recovery codes, the old ones stop working. */
    recoveryCodes: handler({
      input: objectBody,
      validate: async ({ ctx, input: body }) => {
        const row = await withPassword(ctx, body);
        if (!(await twoFactor().isEnabled(row.id))) throw conflict(M.notOn);
        return row;
      },
      apply: ({ plan: row }) => twoFactor().replaceRecoveryCodes(row.id),
      audit: ({ plan: row }) => userEvent('newRecoveryCodes', row.documentId, row.email),
      respond: (recoveryCodes) => ({ message: M.recoveryCodesMade, recoveryCodes }),
    }),

    /** Status users: the site setting "require two-factor for status users". */
    policy: handler({
      input: (ctx) => {
        const { requireForAdmins } = objectBody(ctx);
        if (typeof requireForAdmins !== 'boolean') throw badRequest(M.policyValueInvalid);
        return requireForAdmins;
      },
      validate: async ({ ctx, input: requireForAdmins }) => {
        if (requireForAdmins && !(await twoFactor().isEnabled(me(ctx).id))) throw badRequest(M.policyNeedsOwn);
      },
      apply: ({ input: requireForAdmins }) => twoFactor().setRequiredForAdmins(requireForAdmins),
      audit: ({ input: requireForAdmins }) => ({
        action: 'settings.requireTwoFactorForAdmins',
        type: 'site-setting',
        id: null,
        summary: { requireForAdmins },
      }),
      respond: (_set, { input: requireForAdmins }) => ({ message: requireForAdmins ? M.policyOn : M.policyOff }),
    }),

    /**
     * Status users turn off another user's two-factor (a lost phone): audit-logged, the user is emailed, their sessions
     * end.
     */
    reset: handler({
      load: async (ctx) => found(await service('users').findByDocumentId(String(ctx.params.id)), MESSAGES.userNotFound),
      validate: async ({ ctx, row: target }) => {
        const actor = me(ctx);
        if (target.id === actor.id) throw badRequest(M.resetOwn);
        if (!(await twoFactor().isEnabled(target.id))) throw conflict(M.userNotOn(target.email));
        return actor;
      },
      apply: async ({ row: target }) => {
        await twoFactor().remove(target.id);
        await service('auth').revokeAllForUser(target.id);
      },
      audit: ({ row: target }) => userEvent('resetTwoFactor', target.documentId, target.email),
      // The one public origin, never the request's Host; the link signs in first and then opens My Account.
      after: ({ ctx, row: target, plan: actor }) =>
        service('mailer').send({
          to: target.email,
          ...resetMail(
            target.email,
            actor.email,
            `${publicOrigin(strapi, ctx)}${staffLinkPath(`${DASHBOARD_PATH}/account`)}`,
          ),
          kind: 'two-factor-reset',
        }),
      respond: (_done, { row: target }) => ({ message: M.reset(target.email) }),
    }),

    /**
     * The sign-in's second step: the pending cookie plus `{ code }` or `{ recoveryCode }`. Each try
     * counts toward the per-email/IP sign-in limits like a password (taken back when right); five
     * wrong ones end the attempt.
     */
    login: handler({
      input: (ctx) => secondFactorFrom(objectBody(ctx)),
      load: pendingSignIn,
      validate: async ({ ctx, input: factor, row: { challenge, row } }) => {
        const limits = service('rate-limits');
        const challenges = service('login-challenges');
        const email = String(row.email).toLowerCase();
        const ip = clientIp(ctx);
        if (!(await limits.signInAttempt(email, ip))) throw new HttpError(429, MESSAGES.tooManyAttempts);
        const refusal = await refusalOf(row.id, factor);
        if (refusal && (await challenges.fail(challenge))) {
          clearPending(ctx);
          throw new HttpError(401, M.tooManyCodes);
        }
        if (refusal) throw new HttpError(401, refusal);
        await limits.passwordRight(email, ip);
        if (!(await challenges.finish(challenge))) throw new HttpError(401, M.attemptExpired);
      },
      apply: async ({ ctx, row: { row } }) => {
        await openSession(ctx, row.id);
        clearPending(ctx);
      },
      respond: async (_done, { input: factor, row: { row } }) => {
        const { _id, email, status, powers } = toCurrentUser(row);
        return {
          message: API_MESSAGES.signedIn,
          user: { _id, email, status, powers },
          ...('recoveryCode' in factor && { recoveryCodesLeft: await twoFactor().recoveryCodesLeft(row.id) }),
        };
      },
    }),
  };
};
