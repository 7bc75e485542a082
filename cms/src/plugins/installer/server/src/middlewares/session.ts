import type { Context, Next } from 'koa';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { MESSAGES, SESSION_COOKIE } from '@portfolio/contract';
import type { SessionLookup } from '../accounts/sessions';
import { isApiV1 } from '../utils/api-path';
import { getService } from '../utils/get-service';

export interface SessionState {
  installer?: SessionLookup & { token?: string };
}

/** The 401 for a request without a signed-in user: an idle session says so, anything else asks to sign in. */
export const notSignedInError = (state: SessionState) =>
  new errors.PolicyError(state.installer?.ended === 'idle' ? MESSAGES.signedOutIdle : MESSAGES.notSignedIn, {
    status: 401,
  });

/**
 * Loads the signed-in user (fresh from the database) from the signed session cookie for every
 * /api/v1 request. It is a global middleware because Strapi runs route policies before route
 * middlewares. It runs before the body parser, so the multipart gate can refuse an anonymous
 * upload before a byte of it reaches the temp folder.
 */
export default (_config: unknown, { strapi: _strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Context, next: Next) => {
    if (!isApiV1(ctx)) return next();
    const token = ctx.cookies.get(SESSION_COOKIE, { signed: true }) || undefined;
    const session: SessionLookup = await getService('auth').lookup(token);
    const state = ctx.state as SessionState;
    state.installer = { ...session, token: session.user ? token : undefined };
    await next();
  };
