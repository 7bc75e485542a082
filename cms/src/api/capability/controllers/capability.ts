import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { isCapabilityKey } from '@portfolio/contract';
import { getService } from '../../../plugins/installer/server/src/utils/get-service';

/**
 * A capability statement's PDF (installer service capability), made again only when content
 * changed: an ETag (304 for If-None-Match) and `no-cache` so readers always revalidate. An unknown
 * key is left unanswered: the web-app middleware then renders the site's HTML 404 page.
 */
export default ({ strapi: _strapi }: { strapi: Core.Strapi }) => ({
  async show(ctx: Context) {
    const match = /^([a-z-]+)\.pdf$/.exec(String(ctx.params.file ?? ''));
    if (!match || !isCapabilityKey(match[1])) return;
    const pdf = await getService('capability').pdf(match[1]);
    ctx.set('Cache-Control', 'no-cache');
    ctx.set('ETag', pdf.etag);
    ctx.set('Content-Disposition', `inline; filename="${pdf.fileName.replace(/"/g, '')}"`);
    ctx.type = 'application/pdf';
    ctx.status = 200;
    if (getService('web-app').etagMatches(ctx.get('if-none-match'), pdf.etag)) {
      ctx.status = 304;
      ctx.body = null;
      return;
    }
    ctx.body = pdf.body;
  },
});
