import type { Core } from '@strapi/strapi';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Global: after any successful write request (the dashboard API, the admin panel's content
 * manager, the media library), bump the content version that the response cache checks. It runs
 * after the write has committed, so no reader can cache old data under the new version.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx, next) => {
    await next();
    if (READS.has(ctx.method) || ctx.status >= 400) return;
    await strapi.plugin('installer').service('response-cache').bump();
  };
