import type { Context, Next } from 'koa';
import type { Core } from '@strapi/strapi';
import { CONTENT_CHANGED } from '../services/response-cache';
import { getService } from '../utils/get-service';

/**
 * Global: once a request that wrote content (the dashboard API, the admin panel's content manager,
 * the media library: marked by the response cache's content watcher) is handled, bump the content
 * version that the response cache checks. It runs after the writes committed, so no reader can
 * cache old data under the new version. Requests that changed no content (a logout, a sign-in, a
 * refused write) leave the cache valid.
 */
export default (_config: unknown, { strapi: _strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Context, next: Next) => {
    try {
      await next();
    } finally {
      if (ctx.state[CONTENT_CHANGED]) await getService('response-cache').bump();
    }
  };
