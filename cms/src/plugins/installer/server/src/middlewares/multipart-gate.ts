import type { Context, Next } from 'koa';
import type { Core } from '@strapi/strapi';
import { API_MESSAGES } from '@portfolio/contract';
import { errors } from '@strapi/utils';
import { isApiV1 } from '../utils/api-path';
import { publicUploadTarget } from '../utils/public-upload';
import { notSignedInError, type SessionState } from './session';

const bearerToken = (ctx: Context): string | null => {
  const [scheme, token, ...rest] = String(ctx.get('authorization') ?? '')
    .trim()
    .split(/\s+/);
  return scheme?.toLowerCase() === 'bearer' && token && !rest.length ? token : null;
};

/**
 * Whether a bearer token is one Strapi would accept: an admin panel session (its media library and
 * content manager upload), a users-permissions JWT or an API token (the content API's /api/upload).
 * Which route it may use is still Strapi's own decision; this only says the caller is somebody.
 */
const isKnownCredential = async (strapi: Core.Strapi, token: string): Promise<boolean> => {
  const attempts: Array<() => Promise<boolean>> = [
    async () => {
      const manager = strapi.sessionManager?.('admin');
      const result = manager?.validateAccessToken(token);
      return !!result?.isValid && !!(await manager.isSessionActive(result.payload.sessionId));
    },
    async () => !!(await strapi.plugin('users-permissions')?.service('jwt').verify(token)),
    async () => {
      const tokens = strapi.service('admin::api-token-content-api') ?? strapi.service('admin::api-token');
      return !!(await tokens?.getByAccessKey(tokens.hash(token)));
    },
  ];
  for (const attempt of attempts) {
    if (await attempt().catch(() => false)) return true;
  }
  return false;
};

/**
 * Global, before the body parser: a multipart body is only parsed (written to the temp folder) for
 * a caller who is signed in. On /api/v1 that is the installer session (no /api/v1 route takes an
 * anonymous upload); elsewhere (the admin panel's /upload, the content API) a bearer token Strapi
 * issued. Everyone else is refused before a byte of the body is read.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Context, next: Next) => {
    if (!ctx.is('multipart')) return next();
    // A job application (a CV) is the one anonymous upload; middlewares/public-form caps its size next.
    if (publicUploadTarget(ctx)) return next();
    if (isApiV1(ctx)) {
      if (!(ctx.state as SessionState).installer?.user) throw notSignedInError(ctx.state as SessionState);
      return next();
    }
    const token = bearerToken(ctx);
    if (!token || !(await isKnownCredential(strapi, token)))
      throw new errors.UnauthorizedError(API_MESSAGES.signInToUpload);
    await next();
  };
