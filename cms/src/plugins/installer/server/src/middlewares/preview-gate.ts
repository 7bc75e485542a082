import type { Context, Next } from 'koa';
import type { Core } from '@strapi/strapi';
import { API_ROUTES, PREVIEW_PARAM, SESSION_COOKIE, allows, projectPreviewKey } from '@portfolio/contract';
import { previewKey, readPreviewToken } from '../utils/preview-token';
import { getService } from '../utils/get-service';

/** Set on a request whose Preview link may open a draft: the page and response caches leave it alone. */
export const PREVIEW_OPEN = 'installerPreviewOpen';

/**
 * What `?preview=` becomes when the link may not open anything: one value for every such request,
 * so the caches answer them from one entry per page (the published page with the preview bar's
 * "not valid" state) instead of rendering each.
 */
export const PREVIEW_REFUSED = 'invalid';

/**
 * Global, before the caches: decides once per request whether its `?preview=` token may open a
 * draft. It must be signed by this server and unexpired (for any page: the read then checks it is
 * this page's), and a project's link (projects/preview.ts) also needs the signed-in staff
 * session of a user who may ask for one (route `drafts.preview`). Anything else (garbage, expired,
 * a project's link without the session) is the published answer, served from the cache like any
 * visitor's request: a made-up token costs what a normal request costs.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const key = () => previewKey(String(strapi.config.get('admin.auth.secret') ?? ''));

  const staffMayOpen = async (ctx: Context) => {
    const { user } = await getService('auth').lookup(ctx.cookies.get(SESSION_COOKIE, { signed: true }) || undefined);
    return !!user && !user.twoFactorSetupRequired && allows(API_ROUTES['drafts.preview'].access, user);
  };

  const mayOpen = async (ctx: Context, token: unknown) => {
    const claims = readPreviewToken(key(), token, Date.now());
    if (!claims) return false;
    return claims.s === projectPreviewKey(claims.d) ? staffMayOpen(ctx) : true;
  };

  return async (ctx: Context, next: Next) => {
    const token = ctx.query[PREVIEW_PARAM];
    if (token === undefined || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    if (await mayOpen(ctx, Array.isArray(token) ? token[0] : token)) ctx.state[PREVIEW_OPEN] = true;
    else ctx.query = { ...ctx.query, [PREVIEW_PARAM]: PREVIEW_REFUSED };
    return next();
  };
};
