import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import {
  DASHBOARD_PATH,
  MESSAGES,
  staffLinkPath,
  SESSION_COOKIE,
  TWO_FACTOR_MESSAGES as M,
  TWO_FACTOR_PENDING_COOKIE,
  isTotpCodeShape,
  normalizeTotpCode,
  type TwoFactorStatus,
  API_MESSAGES,
} from '@portfolio/contract';
import type { SessionState } from '../../middlewares/session';
import { toCurrentUser } from '../sessions';
import { clientIp } from '../../utils/client-ip';
import { auditOf, found, handler } from '../../http/handler';
import { HttpError, badRequest, conflict } from '../../utils/http-errors';
import { USER_UID } from '../users';
import { cookieOptions } from '../../utils/cookies';
import { comparesBusy, passwordCompares } from '../password-compares';
import { publicOrigin } from '../../utils/public-origin';
import { limitsFor } from '../../config';
import { publishedSettings } from '../../utils/site-settings';
import { getService } from '../../utils/get-service';

const objectBody = (ctx: Context): Record<string, unknown> => {
  const body = ctx.request.body ?? {};
  if (typeof body !== 'object' || Array.isArray(body)) throw badRequest(API_MESSAGES.bodyNotObject);
  return body;
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A 6-digit code from `body.code`, or a 400 with the reason. */
const codeFrom = (body: Record<string, unknown>) => {
  const code = normalizeTotpCode(text(body.code));
  if (!code) throw badRequest(M.codeRequired);
  if (!isTotpCodeShape(code)) throw badRequest(M.codeFormat);
  return code;
};

/** Either `{ code }` or `{ recoveryCode }`, checked for shape (a malformed one changes nothing). */
const secondFactorFrom = (body: Record<string, unknown>): { code: string } | { recoveryCode: string } => {
  const hasCode = body.code !== undefined && body.code !== '';
  const hasRecovery = body.recoveryCode !== undefined && body.recoveryCode !== '';
  if (hasCode && hasRecovery) throw badRequest(M.oneOfCodeOrRecovery);
  if (hasRecovery) {
    const recoveryCode = text(body.recoveryCode).trim();
    if (!recoveryCode || recoveryCode.length > 64) throw badRequest(M.recoveryCodeRequired);
    return { recoveryCode };
  }
  return { code: codeFrom(body) };
};

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
  const requireSecondFactor = async (userId: number, factor: { code: string } | { recoveryCode: string }) => {
    const limits = service('rate-limits');
    const { perEmail, windowMs } = limitsFor(strapi, 'login');
    const key = `user:${userId}`;
    if (!(await limits.consume('two-factor-code', [{ key, max: perEmail, countRefused: false }], windowMs)))
      throw new HttpError(429, M.tooManyCodeAttempts);
    if ('recoveryCode' in factor) {
      if (!(await twoFactor().useRecoveryCode(userId, factor.recoveryCode))) throw badRequest(M.recoveryCodeWrong);
    } else {
      const check = await twoFactor().checkCode(userId, factor.code);
      if (check !== 'ok') throw badRequest(check === 'used' ? M.codeUsed : M.codeWrong);
    }
    await limits.release('two-factor-code', [key]);
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

    /** Status users turn off another user's two-factor (a lost phone): audit-logged, the user is emailed, their sessions end. */
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
    async login(ctx: Context) {
      const factor = secondFactorFrom(objectBody(ctx));
      const challenges = service('login-challenges');
      const challenge = await challenges.find(
        ctx.cookies.get(TWO_FACTOR_PENDING_COOKIE, { signed: true }) || undefined,
      );
      if (!challenge) {
        clearPending(ctx);
        throw new HttpError(401, M.attemptExpired);
      }
      const row = await userRow(challenge.userId);
      if (!row || row.blocked) {
        await challenges.finish(challenge);
        clearPending(ctx);
        throw new HttpError(401, M.attemptExpired);
      }

      const limits = service('rate-limits');
      const email = String(row.email).toLowerCase();
      const ip = clientIp(ctx);
      if (!(await limits.signInAttempt(email, ip))) throw new HttpError(429, MESSAGES.tooManyAttempts);

      let refusal: string | null = null;
      if ('recoveryCode' in factor) {
        if (!(await twoFactor().useRecoveryCode(row.id, factor.recoveryCode))) refusal = M.recoveryCodeWrong;
      } else {
        const check = await twoFactor().checkCode(row.id, factor.code);
        if (check !== 'ok') refusal = check === 'used' ? M.codeUsed : M.codeWrong;
      }
      if (refusal) {
        if (await challenges.fail(challenge)) {
          clearPending(ctx);
          throw new HttpError(401, M.tooManyCodes);
        }
        throw new HttpError(401, refusal);
      }

      await limits.passwordRight(email, ip);
      if (!(await challenges.finish(challenge))) throw new HttpError(401, M.attemptExpired);
      const auth = service('auth');
      await auth.revokeToken(ctx.cookies.get(SESSION_COOKIE, { signed: true }));
      const token = await auth.createSession(row.id);
      ctx.cookies.set(SESSION_COOKIE, token, { ...cookieOptions(ctx), maxAge: auth.sessionMaxAgeMs });
      clearPending(ctx);
      const { _id, email: userEmail, status, powers } = toCurrentUser(row);
      ctx.body = {
        message: API_MESSAGES.signedIn,
        user: { _id, email: userEmail, status, powers },
        ...('recoveryCode' in factor && { recoveryCodesLeft: await twoFactor().recoveryCodesLeft(row.id) }),
      };
    },
  };
};
