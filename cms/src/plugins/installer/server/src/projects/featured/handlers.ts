import type { Core } from '@strapi/strapi';
import { FEATURED_MESSAGES, readFeaturedOrder } from '@portfolio/contract';
import { handler } from '../../http/handler';
import { badRequest } from '../../utils/http-errors';
import { getService } from '../../utils/get-service';

const featured = () => getService('featured');

/** The Featured screen (status users): the featured projects in order, what the home page shows, and a new order. */
export default ({ strapi: _strapi }: { strapi: Core.Strapi }) => ({
  list: handler({
    apply: async () => {
      const [projects, home] = await Promise.all([featured().list(), featured().homePreview()]);
      return { projects, home };
    },
  }),

  order: handler({
    input: (ctx) => {
      const read = readFeaturedOrder(ctx.request.body);
      if ('error' in read) throw badRequest(read.error);
      return read.siteIds;
    },
    apply: ({ input: siteIds }) => featured().setOrder(siteIds),
    audit: ({ input: siteIds }) => ({
      action: 'featured.order',
      type: 'site',
      id: siteIds[0] ?? '',
      summary: { siteIds },
    }),
    respond: async (projects) => ({
      message: FEATURED_MESSAGES.orderSaved,
      projects,
      home: await featured().homePreview(),
    }),
  }),
});
