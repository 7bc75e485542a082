import type { Core } from '@strapi/strapi';

/** Absolute URLs use PUBLIC_URL (server.url) when set, else the request's own origin. */
const originOf = (strapi: Core.Strapi, ctx: any): string => (strapi.config.get('server.url') as string) || ctx.request.origin;

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async index(ctx) {
    ctx.type = 'application/xml; charset=utf-8';
    ctx.set('Cache-Control', 'public, max-age=600');
    ctx.body = await strapi.service('api::sitemap.sitemap').xml(originOf(strapi, ctx));
  },
  async robots(ctx) {
    ctx.type = 'text/plain; charset=utf-8';
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.body = strapi.service('api::sitemap.sitemap').robots(originOf(strapi, ctx));
  },
});
