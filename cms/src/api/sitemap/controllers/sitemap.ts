import type { Core } from '@strapi/strapi';

/**
 * Absolute URLs use PUBLIC_URL (server.url) when set. Without it they come from the request's own
 * Host (or X-Forwarded-Host with TRUST_PROXY), which the client writes: such an answer is only for
 * that client (Cache-Control: private, Vary: Host), so a forged Host cannot poison a shared cache.
 */
const originFor = (strapi: Core.Strapi, ctx: any, maxAge: number): string => {
  const configured = strapi.config.get('server.url') as string;
  if (configured) {
    ctx.set('Cache-Control', `public, max-age=${maxAge}`);
    return configured;
  }
  ctx.set('Cache-Control', `private, max-age=${maxAge}`);
  ctx.vary('Host');
  ctx.vary('X-Forwarded-Host');
  return ctx.request.origin;
};

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async index(ctx) {
    ctx.type = 'application/xml; charset=utf-8';
    ctx.body = await strapi.service('api::sitemap.sitemap').xml(originFor(strapi, ctx, 600));
  },
  async robots(ctx) {
    ctx.type = 'text/plain; charset=utf-8';
    ctx.body = strapi.service('api::sitemap.sitemap').robots(originFor(strapi, ctx, 3600));
  },
});
