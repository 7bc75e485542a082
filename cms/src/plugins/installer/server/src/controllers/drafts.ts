import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { API_MESSAGES, MESSAGES } from '@portfolio/contract';
import { badRequest, notFound } from '../utils/http-errors';
import { field } from '../projects/input';
import { getService } from '../utils/get-service';

/** Drafts: a project's Preview link, minted for signed-in staff (route table `drafts.preview`). */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  preview: async (ctx: Context) => {
    const body = ctx.request.body ?? {};
    const clientId = field(body, 'clientId')?.trim();
    const siteId = field(body, 'siteId')?.trim();
    if (!clientId || !siteId) throw badRequest(MESSAGES.missingSiteOrClient);
    const site = await getService('sites').findInClient(clientId, siteId);
    if (!site) throw notFound(API_MESSAGES.siteNotFound);
    const client: { name: string; slug: string | null } | null = await strapi.db
      .query('api::client.client')
      .findOne({ where: { documentId: clientId }, select: ['name', 'slug'] });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { url: getService('project-preview').url(client ?? {}, site) };
  },
});
