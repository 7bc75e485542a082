import fs from 'fs/promises';

/**
 * Global, on every path (the dashboard API, Strapi's admin and content APIs, unknown paths): deletes
 * the request's temporary upload files (formidable writes every multipart part to the temp folder)
 * once the request is handled, whatever the outcome, including refused and unrouted requests.
 * Strapi itself only cleans a field named `files`; a parse that fails midway is cleaned by formidable.
 */
export default () => async (ctx, next) => {
  try {
    await next();
  } finally {
    const files = Object.values(ctx.request?.files ?? {}).flat() as Array<{ filepath?: string }>;
    await Promise.all(files.map((f) => (typeof f?.filepath === 'string' ? fs.rm(f.filepath, { force: true }).catch(() => undefined) : undefined)));
  }
};
