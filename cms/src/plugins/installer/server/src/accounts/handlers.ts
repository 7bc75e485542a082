import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import {
  EMAIL_PATTERN,
  LIMITS,
  MESSAGES,
  SESSION_COOKIE,
  TWO_FACTOR_MESSAGES,
  TWO_FACTOR_PENDING_COOKIE,
  firstError,
  validateCredentials,
  type CurrentUser,
  API_MESSAGES,
} from '@portfolio/contract';
import type { SessionState } from '../middlewares/session';
import { toCurrentUser } from './sessions';
import { auditOf, handler } from '../http/handler';
import { clientIp } from '../utils/client-ip';
import { parsePowerChanges, toUserSummary } from './users';
import { comparesBusy, passwordCompares } from './password-compares';
import { cookieOptions } from '../utils/cookies';
import { getService } from '../utils/get-service';
import { bodyOf as jsonObjectBody, openSession, text } from './sign-in';

/** Lock keys of this controller's checked updates (no client name starts with a NUL character). */
const USERS_LOCK = '\u0000users';

/** An error the api-errors middleware renders as `status` + { message }. */
const httpError = (status: number, message: string) => new errors.ApplicationError(message, { status });

/** The sign-in's email (trimmed, lower case) and password, both required. */
const credentialsFrom = (ctx: Context) => {
  const body = jsonObjectBody(ctx);
  const email = text(body.email).trim().toLowerCase();
  const password = text(body.password);
  if (!email || !password) throw httpError(400, MESSAGES.emailPasswordRequired);
  return { email, password };
};

/** The session's user; the route table lets only signed-in requests reach the handlers that ask. */
const signedInUser = (ctx: Context) => {
  const user = (ctx.state as SessionState).installer?.user;
  if (!user) throw new errors.UnauthorizedError(MESSAGES.notSignedIn);
  return user;
};

const publicUser = ({ _id, email, status, powers, twoFactorSetupRequired }: CurrentUser): CurrentUser => ({
  _id,
  email,
  status,
  powers,
  ...(twoFactorSetupRequired && { twoFactorSetupRequired }),
});

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = getService;
  const users = () => strapi.plugin('users-permissions').service('user');
  const passwordMatches = (plain: string, hash: string) => users().validatePassword(plain, hash) as Promise<boolean>;
  // A hash of a throwaway password at the stored passwords' cost: unknown emails cost one compare
  // too, so response times do not reveal which emails exist.
  let dummyHash: Promise<string> | undefined;
  const dummy = () =>
    (dummyHash ??= users()
      .ensureHashedPasswords({ password: 'not-an-account' })
      .then((v: { password: string }) => v.password));

  /** The user of the path (404 when there is none). */
  const targetOf = async (ctx: Context) => {
    const target = await service('users').findByDocumentId(String(ctx.params.id));
    if (!target) throw new errors.NotFoundError(MESSAGES.userNotFound);
    return target;
  };
  const userEvent = auditOf('user');

  return {
    async getUser(ctx: Context) {
      ctx.body = { user: publicUser(signedInUser(ctx)) };
    },

    /**
     * The password step of signing in: a session, or (two-factor on) the pending cookie of the code step (POST
     * /user/login/2fa).
     */
    login: handler({
      input: credentialsFrom,
      load: async (ctx, { email, password }) => {
        if (comparesBusy()) throw httpError(503, MESSAGES.signInBusy);
        const limits = service('rate-limits');
        const ip = clientIp(ctx);
        if (!(await limits.signInAttempt(email, ip))) throw httpError(429, MESSAGES.tooManyAttempts);
        const row = email.length <= LIMITS.emailMax ? await service('users').findByEmail(email) : null;
        const hash = row?.password || (await dummy());
        const matches = await passwordCompares(() => passwordMatches(password, hash));
        if (!row?.password || !matches) throw httpError(401, MESSAGES.invalidCredentials);
        await limits.passwordRight(email, ip);
        if (row.blocked) throw httpError(403, API_MESSAGES.accountBlocked);
        return row;
      },
      validate: async ({ row }) => {
        const twoFactor = service('two-factor');
        if (!(await twoFactor.isEnabled(row.id))) return { codeStep: false, setup: await twoFactor.setupRequired(row) };
        if (!twoFactor.configured()) throw httpError(503, TWO_FACTOR_MESSAGES.notConfigured);
        return { codeStep: true, setup: false };
      },
      apply: async ({ ctx, row, plan: { codeStep, setup } }) => {
        if (!codeStep) return openSession(ctx, row.id, { twoFactorSetup: setup });
        const challenges = service('login-challenges');
        const pending = await challenges.start(row.id);
        ctx.cookies.set(TWO_FACTOR_PENDING_COOKIE, pending, { ...cookieOptions(ctx), maxAge: challenges.pendingMs });
      },
      respond: (_done, { row, plan: { codeStep, setup } }) =>
        codeStep
          ? { message: TWO_FACTOR_MESSAGES.codeNeeded, twoFactorRequired: true }
          : {
              message: API_MESSAGES.signedIn,
              user: publicUser({ ...toCurrentUser(row), ...(setup && { twoFactorSetupRequired: true as const }) }),
            },
    }),

    async logout(ctx: Context) {
      await service('auth').revokeToken(ctx.cookies.get(SESSION_COOKIE, { signed: true }));
      ctx.cookies.set(SESSION_COOKIE, null, cookieOptions(ctx));
      ctx.body = { message: API_MESSAGES.signedOut };
    },

    /** Ends every session of the signed-in user, this one included. */
    logoutEverywhere: handler({
      load: async (ctx) => signedInUser(ctx),
      apply: ({ row: user }) => service('auth').revokeAllForUser(user.id),
      audit: ({ row: user }) => userEvent('logoutEverywhere', user._id, { email: user.email }),
      after: async ({ ctx }) => ctx.cookies.set(SESSION_COOKIE, null, cookieOptions(ctx)),
      respond: () => ({ message: MESSAGES.signedOutEverywhere }),
    }),

    /** add-user: creates a user without powers; the caller stays signed in as themselves. */
    register: handler({
      input: jsonObjectBody,
      validate: async ({ input: body }) => {
        const email = typeof body.email === 'string' ? body.email : undefined;
        const password = typeof body.password === 'string' ? body.password : undefined;
        const problem = firstError(validateCredentials(email, password));
        if (problem || email === undefined || password === undefined)
          throw httpError(400, problem ?? MESSAGES.emailPasswordRequired);
        const normalizedEmail = email.trim().toLowerCase();
        if (await service('users').findByEmail(normalizedEmail)) throw httpError(409, MESSAGES.emailTaken);
        return { email: normalizedEmail, password };
      },
      apply: ({ plan }) => service('users').create(plan.email, plan.password),
      audit: ({ plan, result: created }) => userEvent('register', created.documentId, { email: plan.email }),
      status: 201,
      respond: (created) => ({ message: API_MESSAGES.userRegistered, user: toUserSummary(created) }),
    }),

    async getAllUsers(ctx: Context) {
      ctx.body = await service('users').list();
    },

    deleteUser: handler({
      load: targetOf,
      validate: ({ ctx, row: target }) => {
        if (target.id === signedInUser(ctx)?.id) throw httpError(400, API_MESSAGES.ownAccount);
      },
      apply: async ({ row: target }) => {
        if (!(await service('users').removeKeepingAnAdmin(target))) throw httpError(409, API_MESSAGES.lastAdminAccount);
      },
      audit: ({ row: target }) => userEvent('delete', target.documentId, { email: target.email }),
      respond: () => ({ message: API_MESSAGES.userDeleted }),
    }),

    /** Sessions stay: powers are read from the database on every request. */
    updatePowers: handler({
      input: (ctx) => {
        const parsed = parsePowerChanges(ctx.request.body);
        if ('problem' in parsed) throw httpError(400, parsed.problem);
        return parsed.changes;
      },
      load: targetOf,
      apply: ({ input: changes, row: target }) => service('users').updatePowers(target, changes),
      audit: ({ input: changes, row: target }) =>
        userEvent('updatePowers', target.documentId, { email: target.email, changes }),
      respond: (updated) => ({ message: API_MESSAGES.powersUpdated, user: toUserSummary(updated) }),
    }),

    /** Turns another user's admin flag on or off; nobody removes their own, nor the last admin's. */
    updateStatus: handler({
      input: (ctx) => {
        const { status } = jsonObjectBody(ctx);
        if (typeof status !== 'boolean') throw httpError(400, MESSAGES.statusValueInvalid);
        return status;
      },
      load: targetOf,
      validate: ({ ctx, input: status, row: target }) => {
        if (!status && target.isAdmin === true && target.id === signedInUser(ctx)?.id)
          throw httpError(400, MESSAGES.ownStatus);
      },
      apply: async ({ input: status, row: target }) => {
        const updated = await service('users').setAdminFlagKeepingAnAdmin(target, status);
        if (!updated) throw httpError(409, MESSAGES.lastStatusUser);
        return updated;
      },
      audit: ({ input: status, row: target }) =>
        userEvent('updateStatus', target.documentId, { email: target.email, status }),
      respond: (updated) => ({ message: MESSAGES.statusUpdated, user: toUserSummary(updated) }),
    }),

    /** Corrects a user's email: well-formed and not another user's (409), one change at a time per address. */
    updateEmail: handler({
      input: (ctx) => {
        const body = jsonObjectBody(ctx);
        const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
        if (!email) throw httpError(400, MESSAGES.required('Email'));
        if (email.length > LIMITS.emailMax || !EMAIL_PATTERN.test(email)) throw httpError(400, MESSAGES.emailInvalid);
        return email;
      },
      lock: (email) => `${USERS_LOCK}:${email}`,
      load: targetOf,
      validate: async ({ input: email, row: target }) => {
        const owner = await service('users').findByEmail(email);
        if (owner && owner.id !== target.id) throw httpError(409, MESSAGES.emailTaken);
      },
      apply: ({ input: email, row: target }) => service('users').update(target, { email }),
      audit: ({ input: email, row: target }) =>
        userEvent('updateEmail', target.documentId, { from: target.email, to: email }),
      respond: (updated) => ({ message: MESSAGES.emailUpdated, user: toUserSummary(updated) }),
    }),
  };
};
