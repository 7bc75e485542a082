import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import {
  EMAIL_PATTERN,
  LIMITS,
  MESSAGES,
  RESET_PASSWORD_PATH,
  firstError,
  validatePasswordChange,
  validatePasswordReset,
} from '@portfolio/contract';
import type { SessionState } from '../middlewares/session';
import { found, handler } from '../http/handler';
import { HttpError, badRequest } from '../utils/http-errors';
import { clientIp } from '../utils/client-ip';
import { USER_UID } from './users';
import { comparesBusy, passwordCompares } from './password-compares';
import { limitsFor } from '../config';
import { publicOrigin } from '../utils/public-origin';
import { getService } from '../utils/get-service';
import { documentInput } from '../utils/document-rows';
import { bodyOf as objectBody } from './sign-in';

const resetMail = (email: string, link: string) => ({
  subject: 'Reset your dashboard password',
  text: [
    `Someone, hopefully you, asked to reset the password of the dashboard account ${email}.`,
    '',
    'Open this link within one hour to choose a new password:',
    link,
    '',
    'The link works once. If you did not ask for it, ignore this email: your password stays as it is.',
  ].join('\n'),
});

/** The signed-in user's own password, and password reset by email. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = getService;
  const passwordMatches = (plain: string, hash: string) =>
    strapi.plugin('users-permissions').service('user').validatePassword(plain, hash) as Promise<boolean>;
  const setPassword = (documentId: string, password: string) =>
    // The Document Service hashes the password; watchUserChanges then ends the user's sessions.
    strapi.documents(USER_UID).update({ documentId, data: documentInput(USER_UID, { password }) });

  /** On the configured public origin only (PUBLIC_URL), never the Host the requester sent. */
  const resetLink = (ctx: Context, token: string) =>
    `${publicOrigin(strapi, ctx)}${RESET_PASSWORD_PATH}?token=${encodeURIComponent(token)}`;

  /** Issues a token and stores the email in the outbox; delivery itself runs in the background. */
  const sendResetEmail = async (ctx: Context, user: { id: number; email: string }) => {
    const token = await service('password-resets').issue(user.id);
    await service('mailer').send({
      to: user.email,
      ...resetMail(user.email, resetLink(ctx, token)),
      kind: 'password-reset',
      sensitive: true,
    });
  };

  return {
    /**
     * Current password plus the new one twice; the user's other sessions end, this one stays. The
     * current password is checked like a sign-in: counted against the sign-in limits of the
     * account's email and the client's IP before bcrypt runs (429 beyond them), one of the
     * process's few concurrent compares (503 when too many wait).
     */
    changePassword: handler({
      input: objectBody,
      validate: async ({ ctx, input: body }) => {
        const problem = firstError(validatePasswordChange(body));
        if (problem) throw badRequest(problem);
        const { user } = (ctx.state as SessionState).installer!;
        const row = await strapi.db.query(USER_UID).findOne({ where: { id: user!.id } });
        if (comparesBusy()) throw new HttpError(503, MESSAGES.passwordCheckBusy);
        const limits = service('rate-limits');
        const ip = clientIp(ctx);
        if (!(await limits.signInAttempt(user!.email, ip))) throw new HttpError(429, MESSAGES.tooManyPasswordAttempts);
        if (
          !row?.password ||
          !(await passwordCompares(() => passwordMatches(body.currentPassword as string, row.password)))
        )
          throw badRequest(MESSAGES.currentPasswordWrong);
        await limits.passwordRight(user!.email, ip);
        return row as { documentId: string; email: string };
      },
      apply: ({ ctx, input: body, plan: row }) =>
        service('auth').keepingSession((ctx.state as SessionState).installer!.token, () =>
          setPassword(row.documentId, body.newPassword as string),
        ),
      audit: ({ plan: row }) => ({
        action: 'user.changePassword',
        type: 'user',
        id: row.documentId,
        summary: { email: row.email },
      }),
      respond: () => ({ message: MESSAGES.passwordChanged }),
    }),

    /**
     * Always the same answer for a well-formed email, known or not: the token and the email are made
     * after the response, so the time taken does not tell either.
     */
    async forgotPassword(ctx: Context) {
      const body = objectBody(ctx);
      const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
      if (!email) throw badRequest(MESSAGES.resetEmailRequired);
      if (email.length > LIMITS.emailMax || !EMAIL_PATTERN.test(email)) throw badRequest(MESSAGES.emailInvalid);

      const { perEmail, perIp, windowMs } = limitsFor(strapi, 'reset');
      const allowed = await service('rate-limits').consume(
        'password-reset',
        // Per email from one address, and only requests let through count there: requests from
        // elsewhere (refused or not) never lock the owner of the email out of their own reset.
        [
          { key: `email:${email}:ip:${clientIp(ctx)}`, max: perEmail, countRefused: false },
          { key: `ip:${clientIp(ctx)}`, max: perIp },
        ],
        windowMs,
      );
      if (!allowed) throw new HttpError(429, MESSAGES.tooManyResetRequests);

      const user = await service('users').findByEmail(email);
      if (user && !user.blocked)
        setImmediate(() =>
          sendResetEmail(ctx, user).catch((error) =>
            strapi.log.error(`Password reset email for user ${user.id} failed: ${(error as Error).message}`),
          ),
        );
      ctx.body = { message: MESSAGES.resetRequested };
    },

    /** A live token sets the new password once; every session of that user ends. */
    resetPassword: handler({
      input: objectBody,
      validate: async ({ input: body }) => {
        const problem = firstError(validatePasswordReset(body));
        if (problem) throw badRequest(problem);
        const userId = await service('password-resets').consume(body.token);
        const row = userId ? await strapi.db.query(USER_UID).findOne({ where: { id: userId } }) : null;
        if (!row || row.blocked) throw badRequest(MESSAGES.resetTokenInvalid);
        return row as { documentId: string; email: string };
      },
      apply: ({ input: body, plan: row }) => setPassword(row.documentId, body.password as string),
      audit: ({ plan: row }) => ({
        action: 'user.resetPassword',
        type: 'user',
        id: row.documentId,
        summary: { email: row.email },
      }),
      respond: () => ({ message: MESSAGES.resetDone }),
    }),

    /** A status user sends any user a reset email from the Users screen. */
    sendPasswordReset: handler({
      load: async (ctx) => found(await service('users').findByDocumentId(String(ctx.params.id)), MESSAGES.userNotFound),
      apply: ({ ctx, row: target }) => sendResetEmail(ctx, target),
      audit: ({ row: target }) => ({
        action: 'user.sendPasswordReset',
        type: 'user',
        id: target.documentId,
        summary: { email: target.email },
      }),
      respond: (_sent, { row: target }) => ({ message: MESSAGES.resetEmailSent(target.email) }),
    }),
  };
};
