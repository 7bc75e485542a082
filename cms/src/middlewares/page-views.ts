import type { Context, Next } from 'koa';
import type { Core } from '@strapi/strapi';
import { PREVIEW_PARAM } from '@portfolio/contract';
import { isPageRead } from '../web-app/pages';
import { getService } from '../plugins/installer/server/src/utils/get-service';

/**
 * Global, after the canonical redirects and before the page cache (config/middlewares.ts), so a page
 * answered from the cache counts too: a person's public page request starts or keeps their visit
 * (installer insights/visits.ts, what the forms' source falls back to) and, once answered 200, adds a view of
 * its path (insights/page-views.ts). Preview links, bots and signed-in staff are left out.
 */
export default (_config: unknown, { strapi: _strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Context, next: Next) => {
    const views = getService('page-views');
    if (!isPageRead(ctx) || ctx.query[PREVIEW_PARAM] !== undefined || !views.countable(ctx)) return next();
    getService('visits').seen(ctx);
    await next();
    if (ctx.status === 200) views.record(getService('web-app').pagePath(ctx.path));
  };
