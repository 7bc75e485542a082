import type { Core } from '@strapi/strapi';
import { EMAIL_PATTERN, LIMITS, MESSAGES, RESET_PASSWORD_PATH, firstError, validatePasswordChange, validatePasswordReset } from '@portfolio/contract';
import type { SessionState } from '../middlewares/session';
import { HttpError, badRequest, notFound } from '../services/http-errors';
import { USER_UID } from '../services/users';
import { windowLimits } from '../utils/limits';

/** Reset emails allowed per address and per client IP within the window (env knobs in the README). */
export const resetLimits = () =>
  windowLimits({ perEmail: 'RESET_MAX_PER_EMAIL', perIp: 'RESET_MAX_PER_IP', windowMinutes: 'RESET_WINDOW_MINUTES' }, { perEmail: 5, perIp: 20, windowMinutes: 60 });

const objectBody = (ctx: any): Record<string, unknown> => {
  const body = ctx.request.body ?? {};
  if (typeof body !== 'object' || Array.isArray(body)) throw badRequest('The request body must be a JSON object.');
  return body;
};

/** The same rightmost-proxy-entry rule as the login limits: a forged X-Forwarded-For cannot dodge it. */
const clientIp = (ctx: any): string => {
  const forwarded: string[] = ctx.request.ips;
  return forwarded.length ? forwarded[forwarded.length - 1] : ctx.request.ip;
};

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

/** The signed-in user's own password, and password reset by email (issue #14). */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = (name: string) => strapi.plugin('installer').service(name);
  const passwordMatches = (plain: string, hash: string) =>
    strapi.plugin('users-permissions').service('user').validatePassword(plain, hash) as Promise<boolean>;
  const setPassword = (documentId: string, password: string) =>
    // The Document Service hashes the password; watchUserChanges then ends the user's sessions.
    strapi.documents(USER_UID).update({ documentId, data: { password } as any });

  /** PUBLIC_URL when set, else the origin the request came to (behind TRUST_PROXY, the forwarded one). */
  const resetLink = (ctx: any, token: string) => {
    const origin = ((strapi.config.get('server.url') as string) || ctx.request.origin).replace(/\/+$/, '');
    return `${origin}${RESET_PASSWORD_PATH}?token=${encodeURIComponent(token)}`;
  };

  /** Issues a token and stores the email in the outbox; delivery itself runs in the background. */
  const sendResetEmail = async (ctx: any, user: { id: number; email: string }) => {
    const token = await service('password-resets').issue(user.id);
    await service('mailer').send({ to: user.email, ...resetMail(user.email, resetLink(ctx, token)), kind: 'password-reset', sensitive: true });
  };

  return {
    /** Current password plus the new one twice; the user's other sessions end, this one stays. */
    async changePassword(ctx: any) {
      const body = objectBody(ctx);
      const problem = firstError(validatePasswordChange(body));
      if (problem) throw badRequest(problem);
      const { user, token } = (ctx.state as SessionState).installer!;
      const row = await strapi.db.query(USER_UID).findOne({ where: { id: user!.id } });
      if (!row?.password || !(await passwordMatches(body.currentPassword as string, row.password)))
        throw badRequest(MESSAGES.currentPasswordWrong);

      await service('auth').keepingSession(token, () => setPassword(row.documentId, body.newPassword as string));
      await service('audit').record(ctx, 'user.changePassword', 'user', row.documentId, { email: row.email });
      ctx.body = { message: MESSAGES.passwordChanged };
    },

    /**
     * Always the same answer for a well-formed email, known or not: the token and the email are made
     * after the response, so the time taken does not tell either.
     */
    async forgotPassword(ctx: any) {
      const body = objectBody(ctx);
      const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
      if (!email) throw badRequest(MESSAGES.resetEmailRequired);
      if (email.length > LIMITS.emailMax || !EMAIL_PATTERN.test(email)) throw badRequest(MESSAGES.emailInvalid);

      const { perEmail, perIp, windowMs } = resetLimits();
      const allowed = await service('rate-limits').consume(
        'password-reset',
        [
          { key: `email:${email}`, max: perEmail },
          { key: `ip:${clientIp(ctx)}`, max: perIp },
        ],
        windowMs,
      );
      if (!allowed) throw new HttpError(429, MESSAGES.tooManyResetRequests);

      const user = await service('users').findByEmail(email);
      if (user && !user.blocked)
        setImmediate(() =>
          sendResetEmail(ctx, user).catch((error) => strapi.log.error(`Password reset email for user ${user.id} failed: ${(error as Error).message}`)),
        );
      ctx.body = { message: MESSAGES.resetRequested };
    },

    /** A live token sets the new password once; every session of that user ends. */
    async resetPassword(ctx: any) {
      const body = objectBody(ctx);
      const problem = firstError(validatePasswordReset(body));
      if (problem) throw badRequest(problem);
      const userId = await service('password-resets').consume(body.token);
      const row = userId ? await strapi.db.query(USER_UID).findOne({ where: { id: userId } }) : null;
      if (!row || row.blocked) throw badRequest(MESSAGES.resetTokenInvalid);

      await setPassword(row.documentId, body.password as string);
      await service('audit').record(ctx, 'user.resetPassword', 'user', row.documentId, { email: row.email });
      ctx.body = { message: MESSAGES.resetDone };
    },

    /** A status user sends any user a reset email from the Users screen. */
    async sendPasswordReset(ctx: any) {
      const target = await service('users').findByDocumentId(String(ctx.params.id));
      if (!target) throw notFound('User not found.');
      await sendResetEmail(ctx, target);
      await service('audit').record(ctx, 'user.sendPasswordReset', 'user', target.documentId, { email: target.email });
      ctx.body = { message: MESSAGES.resetEmailSent(target.email) };
    },
  };
};
