import type { Core } from '@strapi/strapi';
import { ROUTE_TABLE } from '../routes/access';

/** The public reads marked `cached` in the route table, as path patterns under /api/v1. */
const CACHED_PATHS = ROUTE_TABLE.filter((r) => r.cached && r.method === 'GET').map(
  (r) => new RegExp(`^/api/v1${r.path.replace(/:[^/]+/g, '[^/]+')}$`),
);

/**
 * If-None-Match evaluation as an origin server does it (RFC 9110 §13.1.2). Koa's ctx.fresh also
 * honours a request's Cache-Control: no-cache, which fetch() adds to every conditional request.
 */
export const matches = (header: string, etag: string) =>
  !!header && (header.trim() === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag));

/**
 * Global, early in the chain: serves the cached public reads (gzip when accepted) with an ETag so
 * browsers revalidate with a 304. A hit skips the rest of the middleware chain, the router and the
 * database populate; a miss runs the route and stores its answer under the current content version.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || !CACHED_PATHS.some((p) => p.test(ctx.path))) return next();

    const cache = strapi.plugin('installer').service('response-cache');
    const version = await cache.version();
    let entry = cache.get(ctx.url, version);
    if (!entry) {
      await next();
      if (ctx.status !== 200 || ctx.body == null || Buffer.isBuffer(ctx.body)) return;
      entry = cache.set(ctx.url, version, ctx.body);
    }

    ctx.status = 200;
    ctx.set('ETag', entry.etag);
    ctx.set('Cache-Control', 'public, no-cache');
    ctx.vary('Accept-Encoding');
    if (matches(ctx.get('if-none-match'), entry.etag)) {
      ctx.status = 304;
      ctx.body = null;
      return;
    }
    ctx.type = 'application/json; charset=utf-8';
    if (ctx.acceptsEncodings('gzip', 'identity') === 'gzip') {
      ctx.set('Content-Encoding', 'gzip');
      ctx.body = entry.gzip;
    } else ctx.body = entry.body;
  };
