import path from 'path';

/**
 * Uploaded files are other people's content served from our origin. Whatever they are, a browser
 * must not sniff them into something else, and a file opened directly (an SVG logo, say) must not
 * run script or reach anything: no sources at all, inline styles only, and a sandbox.
 */
export const UPLOAD_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

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

export default () => async (ctx, next) => {
  const isUpload = /^\/+uploads(\/|$)/i.test(resolvedPath(ctx.path));
  if (!isUpload) return next();
  try {
    await next();
  } finally {
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Content-Security-Policy', UPLOAD_CSP);
  }
};
