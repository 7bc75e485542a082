import fs from 'fs';
import path from 'path';
import zlib from 'zlib';
import type { Core } from '@strapi/strapi';

/**
 * Serves the built React app (web/dist) from the same origin as Strapi: files as they are, and
 * index.html for any other GET that no Strapi route answered, so deep links such as
 * /installer/dashboard/users reach the app's router.
 */
const RESERVED = /^\/(api|admin|uploads|_health|i18n|content-manager|content-type-builder|upload|users-permissions)(\/|$)/;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

const fileIn = (root: string, urlPath: string): string | null => {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const full = path.resolve(root, '.' + path.posix.normalize(decoded));
  if (!full.startsWith(root + path.sep)) return null;
  try {
    return fs.statSync(full).isFile() ? full : null;
  } catch {
    return null;
  }
};

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.xml', '.webmanifest']);

/** Brotli and gzip variants of the app's text files, made once per file version. */
const compressed = new Map<string, { mtimeMs: number; br: Buffer; gzip: Buffer }>();
const variantsOf = (file: string) => {
  const { mtimeMs } = fs.statSync(file);
  const cached = compressed.get(file);
  if (cached && cached.mtimeMs === mtimeMs) return cached;
  const raw = fs.readFileSync(file);
  const entry = {
    mtimeMs,
    br: zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }),
    gzip: zlib.gzipSync(raw, { level: 9 }),
  };
  compressed.set(file, entry);
  return entry;
};

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const root = path.resolve(process.env.WEB_DIST || path.join(strapi.dirs.app.root, '..', 'web', 'dist'));
  const indexFile = path.join(root, 'index.html');

  const send = (ctx, file: string) => {
    const isHashedAsset = ctx.path.startsWith('/assets/');
    ctx.status = 200;
    ctx.type = TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
    ctx.set('Cache-Control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
    ctx.set('X-Content-Type-Options', 'nosniff');
    if (!COMPRESSIBLE.has(path.extname(file).toLowerCase())) {
      ctx.body = fs.createReadStream(file);
      return;
    }
    ctx.vary('Accept-Encoding');
    const encoding = ctx.acceptsEncodings('br', 'gzip', 'identity');
    if (encoding === 'br' || encoding === 'gzip') {
      ctx.set('Content-Encoding', encoding);
      ctx.body = variantsOf(file)[encoding];
    } else ctx.body = fs.createReadStream(file);
  };

  return async (ctx, next) => {
    const isRead = ctx.method === 'GET' || ctx.method === 'HEAD';
    // Strapi answers "/" with a redirect to the admin panel; the site's home page comes first.
    if (isRead && ctx.path === '/' && fs.existsSync(indexFile)) return send(ctx, indexFile);

    await next();
    if (!isRead || ctx.body != null || ctx.status !== 404 || RESERVED.test(ctx.path)) return;
    const file = fileIn(root, ctx.path) ?? (path.extname(ctx.path) ? null : fs.existsSync(indexFile) ? indexFile : null);
    if (file) send(ctx, file);
  };
};
