import type { Context, Next } from 'koa';
import fs from 'fs/promises';

interface TempFile {
  filepath?: string;
}

/**
 * Every file the body parser hands over for this request. Strapi's body middleware deletes
 * `ctx.request.files` after the route ran (and removes only its `files` field, without waiting),
 * so the list is kept as the parser assigns it.
 */
const rememberFiles = (request: { files?: unknown }): TempFile[] => {
  const seen: TempFile[] = [];
  let files: unknown;
  Object.defineProperty(request, 'files', {
    configurable: true,
    enumerable: true,
    get: () => files,
    set: (value) => {
      files = value;
      seen.push(...(Object.values(value ?? {}).flat() as TempFile[]));
    },
  });
  return seen;
};

/**
 * Global, on every path (the dashboard API, Strapi's admin and content APIs, unknown paths): deletes
 * the request's temporary upload files (formidable writes every multipart part to the temp folder)
 * before the response goes out, whatever the outcome, including refused and unrouted requests.
 * A parse that fails midway is cleaned by formidable itself.
 */
export default () => async (ctx: Context, next: Next) => {
  const files = rememberFiles(ctx.request);
  try {
    await next();
  } finally {
    await Promise.all(
      files.map((f) =>
        typeof f?.filepath === 'string' ? fs.rm(f.filepath, { force: true }).catch(() => undefined) : undefined,
      ),
    );
  }
};
