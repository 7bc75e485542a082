import type { Core } from '@strapi/strapi';

/**
 * If-None-Match evaluation as an origin server does it (RFC 9110 §13.1.2). Koa's ctx.fresh also
 * honours a request's Cache-Control: no-cache, which fetch() adds to every conditional request.
 */
const matches = (header: string, etag: string) =>
  !!header && (header.trim() === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag));

/**
 * Route middleware for the public GETs: serves cached JSON (gzip when accepted), with an ETag so
 * browsers revalidate with a 304 instead of downloading the portfolio again.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx, next) => {
    const cache = strapi.plugin('installer').service('response-cache');
    const version = await cache.version();
    let entry = cache.get(ctx.url, version);
    if (!entry) {
      await next();
      if (ctx.status !== 200 || ctx.body == null) return;
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
