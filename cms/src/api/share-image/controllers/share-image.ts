import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { UPLOAD_CACHE_CONTROL, UPLOAD_CSP } from '../../../middlewares/upload-headers';
import { getService } from '../../../plugins/installer/server/src/utils/get-service';

/**
 * A share card: made on its first request from the image stored under that hash (installer
 * service share-images), then served like an upload: a year's cache (the hash names the source's
 * bytes), an ETag, nosniff and the uploads' sandbox CSP. 404 for unknown hashes, non-images and
 * files of items in the Trash.
 */
export default ({ strapi: _strapi }: { strapi: Core.Strapi }) => ({
  async show(ctx: Context) {
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Content-Security-Policy', UPLOAD_CSP);
    const match = /^(.+)\.jpg$/.exec(String(ctx.params.file ?? ''));
    const service = getService('share-images');
    const card = match ? await service.card(match[1]) : null;
    const bytes = card ? await service.bytes(card) : null;
    if (!bytes) {
      ctx.status = 404;
      ctx.set('Cache-Control', 'no-store');
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = 'Not found';
      return;
    }
    ctx.set('Cache-Control', UPLOAD_CACHE_CONTROL);
    ctx.set('ETag', `"${match![1]}"`);
    ctx.type = 'image/jpeg';
    ctx.status = 200;
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    ctx.body = bytes;
  },
});
