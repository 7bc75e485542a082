import type { Core } from '@strapi/strapi';
import { SESSION_COOKIE, type CurrentUser } from '@portfolio/contract';
import { isApiV1 } from '../utils/api-path';

export interface SessionState {
  installer?: { user: (CurrentUser & { id: number }) | null; token?: string };
}

/**
 * Loads the signed-in user (fresh from the database) from the signed session cookie for every
 * /api/v1 request. It is a global middleware because Strapi runs route policies before route
 * middlewares. It runs before the body parser, so the multipart gate can refuse an anonymous
 * upload before a byte of it reaches the temp folder.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx, next) => {
    if (!isApiV1(ctx)) return next();
    const token = ctx.cookies.get(SESSION_COOKIE, { signed: true }) || undefined;
    const user = await strapi.plugin('installer').service('auth').userForToken(token);
    (ctx.state as SessionState).installer = { user, token: user ? token : undefined };
    await next();
  };
