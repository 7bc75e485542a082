import type { Context } from 'koa';
import path from 'path';
import compress from 'koa-compress';
import send from 'koa-send';

/** Vite's content-hashed output: a name never gets other bytes. */
const HASHED = /^\/assets\//;

/** JavaScript as the HTML spec names it (mime-types still says application/javascript). */
const JS = /\.m?js$/i;

/**
 * The web build's client files (web/dist), served with koa-send: the build's precompressed .br/.gz
 * variants when the browser accepts them (web/vite.config.ts writes them next to the files), Strapi's
 * koa-compress for a text file without one, hashed assets cached for a year, every other file revalidated.
 *
 * Only the client's files: never the server bundle (server/entry-server.cjs) nor a dot file or folder
 * (Vite's .vite/manifest.json, the build's .build-stamp; koa-send skips hidden paths).
 */
export const clientFiles = (root: string) => {
  const compressUnlessPrecompressed = compress();

  const isServerBundle = (urlPath: string) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return true;
    }
    const [first] = path.posix.normalize(decoded.replace(/\\/g, '/')).split('/').filter(Boolean);
    return first?.toLowerCase() === 'server';
  };

  /** Sends `urlPath` (default: the request's path) from the build; false when it is no client file. */
  return async (ctx: Context, urlPath: string = ctx.path): Promise<boolean> => {
    if (isServerBundle(urlPath)) return false;
    let sent: string | undefined;
    await compressUnlessPrecompressed(ctx, async () => {
      try {
        sent = await send(ctx, urlPath, {
          root,
          setHeaders: (res, file) => {
            res.setHeader('Cache-Control', HASHED.test(urlPath) ? 'public, max-age=31536000, immutable' : 'no-cache');
            res.setHeader('X-Content-Type-Options', 'nosniff');
            if (JS.test(file.replace(/\.(br|gz)$/, '')))
              res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
          },
        });
      } catch {
        // Not found, a directory, outside the build folder or undecodable: not a client file.
        sent = undefined;
      }
    });
    return !!sent;
  };
};
