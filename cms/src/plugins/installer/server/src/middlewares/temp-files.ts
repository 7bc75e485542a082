import fs from 'fs/promises';

/**
 * Global, for /api/v1: deletes the request's temporary upload files (formidable writes every part
 * to the temp folder) once the request is handled, whatever the outcome, including requests the
 * access policy refused. Strapi itself only cleans a field named `files`.
 */
export default () => async (ctx, next) => {
  if (!ctx.path.startsWith('/api/v1/')) return next();
  try {
    await next();
  } finally {
    const files = Object.values(ctx.request?.files ?? {}).flat() as Array<{ filepath?: string }>;
    await Promise.all(files.map((f) => (typeof f?.filepath === 'string' ? fs.rm(f.filepath, { force: true }).catch(() => undefined) : undefined)));
  }
};
