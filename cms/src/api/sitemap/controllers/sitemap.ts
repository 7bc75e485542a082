import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { publicOrigin } from '../../../plugins/installer/server/src/utils/public-origin';

/** Absolute URLs come from the one public-origin rule (PUBLIC_URL; never the request's Host). */
const originFor = (strapi: Core.Strapi, ctx: Context, maxAge: number): string => {
  ctx.set('Cache-Control', `public, max-age=${maxAge}`);
  return publicOrigin(strapi, ctx);
};

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async index(ctx: Context) {
    ctx.type = 'application/xml; charset=utf-8';
    ctx.body = await strapi.service('api::sitemap.sitemap').xml(originFor(strapi, ctx, 600));
  },
  async robots(ctx: Context) {
    ctx.type = 'text/plain; charset=utf-8';
    ctx.body = strapi.service('api::sitemap.sitemap').robots(originFor(strapi, ctx, 3600));
  },
});
