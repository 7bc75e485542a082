import type { Context, Next } from 'koa';
import fs from 'fs';
import path from 'path';

/**
 * Uploaded files are other people's content served from our origin. Whatever they are, a browser
 * must not sniff them into something else, and a file opened directly (an SVG logo, say) must not
 * run script or reach anything: no sources at all, inline styles only, and a sandbox.
 */
export const UPLOAD_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/**
 * Stored names carry a hash of their content (`photo_3f9a1c02be.jpg`): a name never gets other
 * bytes, so browsers and proxies may keep a file a year without asking again.
 */
export const UPLOAD_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The path as the static server will resolve it: decoded and normalised ('/%75ploads/x' is '/uploads/x'). */
const resolvedPath = (rawPath: string) => {
  let decoded = rawPath;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    /* undecodable: the static server will not find it either */
  }
  return path.posix.normalize(decoded.replace(/\\/g, '/'));
};

/** A weak validator from what the static server sent (size and modification time), as nginx makes its own. */
const etagOf = (ctx: Context) => {
  const size = Number(ctx.response.length);
  const modified = Date.parse(ctx.response.get('Last-Modified'));
  return Number.isFinite(size) && Number.isFinite(modified)
    ? `W/"${size.toString(16)}-${(modified / 1000).toString(16)}"`
    : undefined;
};

/**
 * /uploads/* (Strapi's static route, config/plugins.ts's localServer options): the security headers
 * above on every answer; files with a long max-age, ETag and Last-Modified, and 304 when the
 * browser's copy is current (If-None-Match, If-Modified-Since).
 */
export default () => async (ctx: Context, next: Next) => {
  const resolved = resolvedPath(ctx.path);
  const isUpload = /^\/+uploads(\/|$)/i.test(resolved);
  if (!isUpload) return next();
  try {
    // Dot-folders hold what is not public (.trash: files of items in the Trash, trash/files).
    if (resolved.split('/').some((segment) => segment.startsWith('.'))) {
      ctx.status = 404;
      ctx.body = 'Not found';
      return;
    }
    await next();
    if ((ctx.status === 200 || ctx.status === 206) && ctx.body != null) {
      const etag = ctx.status === 200 ? etagOf(ctx) : undefined;
      if (etag) ctx.set('ETag', etag);
      ctx.set('Cache-Control', UPLOAD_CACHE_CONTROL);
      if (ctx.status === 200 && ctx.fresh) {
        if (ctx.body instanceof fs.ReadStream) ctx.body.destroy();
        ctx.status = 304;
        ctx.body = null;
      }
    }
  } finally {
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Content-Security-Policy', UPLOAD_CSP);
  }
};
