import type { Context, Next } from 'koa';
import type { Core } from '@strapi/strapi';
import { isPageRead, pageCacheKey, sendHtml } from '../web-app/pages';
import { getService } from '../plugins/installer/server/src/utils/get-service';
import { PREVIEW_OPEN } from '../plugins/installer/server/src/middlewares/preview-gate';

/**
 * Early in the chain (config/middlewares.ts): a public page already rendered under the current
 * content version is answered from the response cache (ETag/304, gzip) without running the rest
 * of the chain and the router. Misses and everything else go on to global::web-app.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Context, next: Next) => {
    // A Preview link that may open a draft (preview-gate) is never answered from or stored in the cache.
    if (!isPageRead(ctx) || ctx.state[PREVIEW_OPEN]) return next();
    const cache = getService('response-cache');
    const hit = cache.get(pageCacheKey(strapi, ctx), await cache.version());
    if (!hit) return next();
    await sendHtml(strapi, ctx, 200, hit);
  };
