import type { Context } from 'koa';
import { API_MESSAGES, SESSION_COOKIE } from '@portfolio/contract';
import { objectBody } from '../http/handler';
import { cookieOptions } from '../utils/cookies';
import { getService } from '../utils/get-service';

/** The request's JSON body for the account routes (an object, or 400 with the API's message). */
export const bodyOf = (ctx: Context) => objectBody(ctx, API_MESSAGES.bodyNotObject);

/** A body field as text ('' when it is missing or not a string). */
export const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * How a sign-in ends, for the password step (user.login) and the code step (user.login/2fa): the
 * request's old session, if any, ends, and a new one starts in the session cookie.
 */
export const openSession = async (ctx: Context, userId: number, options?: { twoFactorSetup?: boolean }) => {
  const auth = getService('auth');
  await auth.revokeToken(ctx.cookies.get(SESSION_COOKIE, { signed: true }));
  const token = await auth.createSession(userId, options);
  ctx.cookies.set(SESSION_COOKIE, token, { ...cookieOptions(ctx), maxAge: auth.sessionMaxAgeMs });
};
