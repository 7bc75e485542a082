import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { FEATURED_MESSAGES, readFeaturedOrder } from '@portfolio/contract';
import { badRequest } from '../utils/http-errors';
import { getService } from '../utils/get-service';

/** The Featured screen (issue 33, status users): the featured projects in order, and a new order. */
export default ({ strapi: _strapi }: { strapi: Core.Strapi }) => {
  const featured = () => getService('featured');
  const audit = (ctx: Context, action: string, type: string, id: string, summary?: unknown) =>
    getService('audit')?.record(ctx, action, type, id, summary);

  return {
    list: async (ctx: Context) => {
      const [projects, home] = await Promise.all([featured().list(), featured().homePreview()]);
      ctx.body = { projects, home };
    },

    order: async (ctx: Context) => {
      const read = readFeaturedOrder(ctx.request.body);
      if ('error' in read) throw badRequest(read.error);
      const projects = await featured().setOrder(read.siteIds);
      await audit(ctx, 'featured.order', 'site', read.siteIds[0] ?? '', { siteIds: read.siteIds });
      ctx.body = { message: FEATURED_MESSAGES.orderSaved, projects, home: await featured().homePreview() };
    },
  };
};
