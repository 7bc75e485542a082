import type { Context, Next } from 'koa';
import type { Core } from '@strapi/strapi';
import { ROUTE_TABLE } from '../routes/access';
import { API_V1, canonicalPath } from '../utils/api-path';

/**
 * The public reads marked `cached` in the route table, as patterns over the canonical path (the
 * router matches in any letter case and percent-encoding, so the cache must see them as one).
 */
const CACHED_ROUTES = ROUTE_TABLE.filter((r) => r.cached && r.method === 'GET').map((r) => ({
  pattern: new RegExp(`^${API_V1}${r.path.toLowerCase().replace(/:[^/]+/g, '[^/]+')}/?$`),
  query: r.cachedQuery ?? [],
}));

/**
 * The cache key of a request: its canonical path plus only the query parameters its route reads,
 * in a fixed order. `?r=<random>` and friends reach the same entry instead of filling the cache.
 */
const cacheKey = (ctx: Context): string | null => {
  const path = canonicalPath(ctx.path);
  const route = CACHED_ROUTES.find((r) => r.pattern.test(path));
  if (!route) return null;
  const params = new URLSearchParams();
  for (const name of route.query) {
    const value = ctx.query[name];
    if (value !== undefined) params.set(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  const query = params.toString();
  return query ? `${path.replace(/\/$/, '')}?${query}` : path.replace(/\/$/, '');
};

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
  async (ctx: Context, next: Next) => {
    const key = ctx.method === 'GET' || ctx.method === 'HEAD' ? cacheKey(ctx) : null;
    // A Preview link's read (a page's draft) is never cached.
    if (!key || ctx.query.preview !== undefined) return next();

    const cache = strapi.plugin('installer').service('response-cache');
    const version = await cache.version();
    let entry = cache.get(key, version);
    if (!entry) {
      await next();
      if (ctx.status !== 200 || ctx.body == null || Buffer.isBuffer(ctx.body)) return;
      entry = cache.set(key, version, Buffer.from(JSON.stringify(ctx.body)));
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
