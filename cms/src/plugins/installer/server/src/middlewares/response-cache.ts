import type { Context, Next } from 'koa';
import type { Core } from '@strapi/strapi';
import { PREVIEW_PARAM, SESSION_COOKIE } from '@portfolio/contract';
import { ROUTE_TABLE } from '../routes/access';
import { PREVIEW_OPEN } from './preview-gate';
import { API_V1, canonicalPath, decodedPath } from '../utils/api-path';
import { getService } from '../utils/get-service';

/**
 * The public reads marked `cached` in the route table, as patterns over the canonical path (the
 * router matches in any letter case and percent-encoding, so the cache must see them as one), with
 * the positions of their path parameters.
 */
const CACHED_ROUTES = ROUTE_TABLE.filter((r) => r.cached && r.method === 'GET').map((r) => {
  const segments = `${API_V1}${r.path}`.split('/');
  return {
    pattern: new RegExp(`^${API_V1}${r.path.toLowerCase().replace(/:[^/]+/g, '[^/]+')}/?$`),
    params: segments.flatMap((s, i) => (s.startsWith(':') ? [i] : [])),
    query: r.cachedQuery ?? [],
    anonymousOnly: r.anonymousCache === true,
  };
});

/**
 * The cache key of a request: the lookup it stands for, normalised exactly as the route's handler
 * sees it. The fixed part of the path lower-cased (the router matches it in any case); the path
 * parameters as the router hands them over, decoded with their letter case kept (a handler may tell
 * `Certifications` from `certifications`, so their answers are two entries); then only the query
 * parameters the route reads, in a fixed order, each value as received (`?q=a&q=b`, which a
 * handler reads as a list, is not `?q=a,b`). `?r=<random>` and friends reach the same entry. A
 * Preview link that opens nothing (preview-gate) is one more entry per lookup, whatever its token.
 * A route cached for anonymous callers only has no key for a request with a session cookie.
 */
const cacheKey = (ctx: Context): string | null => {
  const path = canonicalPath(ctx.path).replace(/\/$/, '');
  const route = CACHED_ROUTES.find((r) => r.pattern.test(path));
  if (!route || (route.anonymousOnly && ctx.cookies.get(SESSION_COOKIE))) return null;
  const exact = decodedPath(ctx.path).replace(/\/$/, '').split('/');
  const segments = path.split('/');
  for (const i of route.params) segments[i] = exact[i];
  const params = new URLSearchParams();
  for (const name of route.query) {
    const value = ctx.query[name];
    for (const one of value === undefined ? [] : Array.isArray(value) ? value : [value])
      params.append(name, String(one));
  }
  if (ctx.query[PREVIEW_PARAM] !== undefined) params.append(PREVIEW_PARAM, String(ctx.query[PREVIEW_PARAM]));
  const query = params.toString();
  return query ? `${segments.join('/')}?${query}` : segments.join('/');
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
export default (_config: unknown, { strapi: _strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Context, next: Next) => {
    const key = ctx.method === 'GET' || ctx.method === 'HEAD' ? cacheKey(ctx) : null;
    // A Preview link that may open a draft (preview-gate) is never cached.
    if (!key || ctx.state[PREVIEW_OPEN]) return next();

    const cache = getService('response-cache');
    const version = await cache.version();
    let entry = cache.get(key, version);
    if (!entry) {
      await next();
      if (ctx.status !== 200 || ctx.body == null || Buffer.isBuffer(ctx.body)) return;
      entry = cache.set(key, version, Buffer.from(JSON.stringify(ctx.body)));
    }

    ctx.status = 200;
    ctx.set('ETag', entry.etag);
    // A Preview link's answer is never stored by a browser or proxy.
    ctx.set('Cache-Control', ctx.query[PREVIEW_PARAM] !== undefined ? 'no-store' : 'public, no-cache');
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
