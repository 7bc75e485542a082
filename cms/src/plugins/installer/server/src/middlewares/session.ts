import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { MESSAGES, SESSION_COOKIE, type CurrentUser } from '@portfolio/contract';

export interface SessionState {
  installer?: { user: (CurrentUser & { id: number }) | null; token?: string };
}

/**
 * Loads the signed-in user (fresh from the database) from the signed session cookie for every
 * /api/v1 request. It is a global middleware because Strapi runs route policies before route
 * middlewares, and it runs before the body parser: no /api/v1 route takes an anonymous upload,
 * so an anonymous multipart body is refused before a byte of it reaches the temp folder.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx, next) => {
    if (!ctx.path.startsWith('/api/v1/')) return next();
    const token = ctx.cookies.get(SESSION_COOKIE, { signed: true }) || undefined;
    const user = await strapi.plugin('installer').service('auth').userForToken(token);
    (ctx.state as SessionState).installer = { user, token: user ? token : undefined };
    if (!user && ctx.is('multipart')) throw new errors.PolicyError(MESSAGES.notSignedIn, { status: 401 });
    await next();
  };
