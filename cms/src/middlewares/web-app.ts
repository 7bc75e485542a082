import fs from 'fs';
import path from 'path';
import zlib from 'zlib';
import type { Core } from '@strapi/strapi';
import type { ApplicationDesk, EnquiryDesk } from '@portfolio/contract';
import { clientIp } from '../plugins/installer/server/src/utils/client-ip';
import { publicOrigin } from '../plugins/installer/server/src/utils/public-origin';
import { pagePath } from '../plugins/installer/server/src/utils/api-path';
import { requestFiles } from '../plugins/installer/server/src/services/files';
import { matches as etagMatches } from '../plugins/installer/server/src/middlewares/response-cache';
import { PAGE_KEY_PREFIX } from '../plugins/installer/server/src/services/response-cache';

/**
 * Serves the built React app (web/dist) from the same origin as Strapi: its files as they are,
 * and every other request no Strapi route answered as a page:
 *   - public pages are rendered on the server (web/dist/server/entry-server.cjs, React Router's
 *     static handler with the installer's public-reads service, and /contact's enquiries service) into finished HTML with the right
 *     status (404 for unknown clients, states, categories and paths; 500 with an error page), cached
 *     per URL under the content version (ETag/304, gzip); non-GET requests run the route's action;
 *   - /installer/* answers the dashboard's shell, rendered in the browser;
 *   - without a server build (an old or stand-in web/dist), index.html for every deep link.
 */
const RESERVED = /^\/(api|admin|uploads|_health|i18n|content-manager|content-type-builder|upload|users-permissions)(\/|$)/i;

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

/**
 * Build internals the browser never asks for: the server bundle (server/entry-server.cjs), Vite's
 * manifest (.vite/) and every other dot file (.build-stamp). Only the client's files are served.
 */
const isInternal = (root: string, file: string) => {
  const [first, ...rest] = path.relative(root, file).split(path.sep);
  return first === 'server' || [first, ...rest].some((part) => part.startsWith('.'));
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

/** What a visitor sees when rendering itself failed (logged): a plain page, never a blank one. */
const ERROR_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Something went wrong</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem"><h1>Something went wrong</h1><p>This page could not be shown. Please try again in a moment.</p><p><a href="/">Go to the home page</a></p></body></html>`;

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

const DASHBOARD = /^\/installer(\/|$)/;
/**
 * The query parameters a page reads (by its path as the router resolves it): the clients list reads
 * `q`; every page reads a page number `page` (2 or more; the lists show that page, any other page
 * and a list's page past its last answer 404, which is never cached). Every other parameter
 * (utm_source..., `q` on a page without a search, `page=abc`) neither changes the page nor its
 * cache key, so it cannot fill the cache.
 */
const PAGE_PARAMS: Array<[RegExp, string[]]> = [[/^\/projects\/clients$/, ['q']]];
const paramsOf = (ctx): string[] => {
  const path = pagePath(ctx.path);
  return PAGE_PARAMS.find(([pattern]) => pattern.test(path))?.[1] ?? [];
};
/**
 * Pages holding a per-visitor form token (/contact, a job's page /career/{slug}): rendered on every
 * request with their whole query (the pre-filled "about"...), never cached.
 */
/** Matched on the path as the router resolves it (/contact/, /Contact/%2e are /contact). */
const UNCACHED = /^\/(contact|career\/[^/]+)$/;
const isUncached = (ctx) => UNCACHED.test(pagePath(ctx.path));

interface SsrModule {
  render(
    request: Request,
    options: { reads: unknown; enquiries: EnquiryDesk; applications: ApplicationDesk; origin: string; template: string; manifest?: unknown; readAsset?: (file: string) => string | undefined },
  ): Promise<{ status: number; response?: Response; html?: string; errors?: unknown[] }>;
}

/** Reads a file once per version of it on disk. */
const onChange = <T>(file: string, parse: (text: string) => T) => {
  let cached: { mtimeMs: number; value: T } | undefined;
  return (): T | undefined => {
    try {
      const { mtimeMs } = fs.statSync(file);
      if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, value: parse(fs.readFileSync(file, 'utf8')) };
      return cached.value;
    } catch {
      return undefined;
    }
  };
};

/** The page's URL as rendered and cached: only the query parameters pages read, in a fixed order. */
const pageUrl = (origin: string, ctx) => {
  const url = new URL(ctx.path, origin);
  if (isUncached(ctx)) {
    url.search = ctx.querystring;
    return url;
  }
  for (const name of paramsOf(ctx)) {
    const value = ctx.query[name];
    if (typeof value === 'string' && value !== '') url.searchParams.set(name, value);
  }
  const page = ctx.query.page;
  if (typeof page === 'string' && /^\d+$/.test(page) && Number(page) >= 2) url.searchParams.set('page', String(Number(page)));
  return url;
};

/** The /contact route's enquiries: the installer service itself, bound to this request's client address. */
const enquiryDesk = (strapi: Core.Strapi, ctx, origin: string): EnquiryDesk => {
  const service = strapi.plugin('installer').service('enquiries');
  return {
    formToken: async () => service.issueToken(),
    submit: async (fields) => {
      const { status, message, errors } = await service.submit(fields, { ip: clientIp(ctx), origin });
      return { status, message, errors };
    },
  };
};

/**
 * A job page's applications: the installer service itself, bound to this request's client address.
 * The CV reaches the route action as a Blob (the page post's multipart body, rebuilt below).
 */
const applicationDesk = (strapi: Core.Strapi, ctx, origin: string): ApplicationDesk => {
  const service = strapi.plugin('installer').service('applications');
  return {
    formToken: async () => strapi.plugin('installer').service('enquiries').issueToken(),
    submit: async (jobId, fields, cvs) => {
      const files = cvs.map((cv) => ({ name: (cv as File).name ?? null, size: cv.size, read: async () => Buffer.from(await cv.arrayBuffer()) }));
      const { status, message, errors } = await service.submit(jobId, fields, files, { ip: clientIp(ctx), origin });
      return { status, message, errors };
    },
  };
};

/** A page post's body for the route action: urlencoded fields, or multipart with its files (a job application's CV). */
const actionBody = async (ctx): Promise<{ body: string | FormData; type?: string }> => {
  const body = ctx.request.body;
  const fields: Record<string, string> = body && typeof body === 'object' ? (body as Record<string, string>) : {};
  if (!ctx.is('multipart')) return { body: new URLSearchParams(fields).toString(), type: 'application/x-www-form-urlencoded' };
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const v of [value].flat()) form.append(name, String(v));
  for (const name of Object.keys(ctx.request.files ?? {})) {
    for (const file of requestFiles(ctx, name)) {
      form.append(name, new File([await fs.promises.readFile(file.filepath)], file.originalFilename ?? '', { type: file.mimetype ?? '' }));
    }
  }
  return { body: form };
};

/** Absolute URLs (canonical, og:url, the enquiry email's link) use the configured public origin, never the request's Host. */
const originOf = (strapi: Core.Strapi, ctx) => publicOrigin(strapi, ctx);

/** The response cache's key of a page: its origin, path and the query parameters pages read. */
export const pageCacheKey = (strapi: Core.Strapi, ctx) => `${PAGE_KEY_PREFIX}${pageUrl(originOf(strapi, ctx), ctx).href}`;

/** A GET of something that may be a server-rendered public page (not the API, a file or the dashboard). */
export const isPageRead = (ctx) =>
  (ctx.method === 'GET' || ctx.method === 'HEAD') && !RESERVED.test(ctx.path) && !DASHBOARD.test(ctx.path) && !path.extname(ctx.path);

export const sendHtml = (ctx, status: number, entry: { etag: string; body: Buffer; gzip: Buffer } | { html: string }) => {
  ctx.status = status;
  ctx.type = 'text/html; charset=utf-8';
  ctx.set('Cache-Control', 'no-cache');
  ctx.vary('Accept-Encoding');
  if ('html' in entry) {
    ctx.body = entry.html;
    return;
  }
  ctx.set('ETag', entry.etag);
  if (etagMatches(ctx.get('if-none-match'), entry.etag)) {
    ctx.status = 304;
    ctx.body = null;
    return;
  }
  if (ctx.acceptsEncodings('gzip', 'identity') === 'gzip') {
    ctx.set('Content-Encoding', 'gzip');
    ctx.body = entry.gzip;
  } else ctx.body = entry.body;
};

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const root = path.resolve(process.env.WEB_DIST || path.join(strapi.dirs.app.root, '..', 'web', 'dist'));
  const indexFile = path.join(root, 'index.html');
  const template = onChange(indexFile, (text) => text);
  const manifest = onChange(path.join(root, '.vite', 'manifest.json'), (text) => JSON.parse(text));
  const ssrFile = path.join(root, 'server', 'entry-server.cjs');
  let ssr: SsrModule | null | undefined;
  const ssrModule = (): SsrModule | null => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    if (ssr === undefined) ssr = fs.existsSync(ssrFile) ? (require(ssrFile) as SsrModule) : null;
    return ssr;
  };
  const cache = () => strapi.plugin('installer').service('response-cache');
  const assets = new Map<string, string | undefined>();
  /** Built assets are content-hashed: read once. */
  const readAsset = (file: string) => {
    if (!assets.has(file)) {
      const full = fileIn(root, `/${file}`);
      assets.set(file, full ? fs.readFileSync(full, 'utf8') : undefined);
    }
    return assets.get(file);
  };

  /** The shell the browser renders itself (the dashboard): the template with its markers empty. */
  const sendShell = (ctx) => {
    ctx.status = 200;
    ctx.type = 'text/html; charset=utf-8';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = (template() ?? '').replace(/<!--app-(head|html|data)-->/g, '');
  };

  /** A server-rendered public page; GET answers with status 200 come from / go to the cache. */
  const sendPage = async (ctx, ssrEntry: SsrModule) => {
    const origin = originOf(strapi, ctx);
    const url = pageUrl(origin, ctx);
    const isRead = ctx.method === 'GET' || ctx.method === 'HEAD';
    const key = pageCacheKey(strapi, ctx);
    const version = isRead && !isUncached(ctx) ? await cache().version() : null;
    const hit = version !== null ? cache().get(key, version) : undefined;
    if (hit) return sendHtml(ctx, 200, hit);

    const posted = isRead ? undefined : await actionBody(ctx);
    const request = new Request(url, {
      method: isRead ? 'GET' : ctx.method,
      headers: { accept: 'text/html', ...(posted?.type ? { 'content-type': posted.type } : {}) },
      ...(posted ? { body: posted.body } : {}),
    });
    try {
      const result = await ssrEntry.render(request, {
        reads: strapi.plugin('installer').service('public-reads'),
        enquiries: enquiryDesk(strapi, ctx, origin),
        applications: applicationDesk(strapi, ctx, origin),
        origin,
        template: template() ?? '',
        manifest: manifest(),
        readAsset,
      });
      if (result.response) {
        ctx.status = result.response.status;
        const location = result.response.headers.get('location');
        if (location) ctx.set('Location', location);
        ctx.body = await result.response.text();
        return;
      }
      for (const error of result.errors ?? []) strapi.log.error(`Rendering ${ctx.method} ${ctx.url} failed: ${(error as Error)?.stack ?? error}`);
      if (result.status === 200 && version !== null) return sendHtml(ctx, 200, cache().set(key, version, Buffer.from(result.html)));
      sendHtml(ctx, result.status, { html: result.html ?? '' });
    } catch (error) {
      strapi.log.error(`Rendering ${ctx.method} ${ctx.url} failed: ${(error as Error)?.stack ?? error}`);
      sendHtml(ctx, 500, { html: ERROR_PAGE });
    }
  };

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

  /** Anything that is not a file: the dashboard's shell, a rendered page, or (no server build) index.html. */
  const sendApp = async (ctx) => {
    if (!fs.existsSync(indexFile)) return;
    const ssrEntry = ssrModule();
    if (!ssrEntry) return send(ctx, indexFile);
    if (DASHBOARD.test(ctx.path)) return sendShell(ctx);
    await sendPage(ctx, ssrEntry);
  };

  return async (ctx, next) => {
    const isRead = ctx.method === 'GET' || ctx.method === 'HEAD';
    // Strapi answers "/" with a redirect to the admin panel; the site's home page comes first.
    if (isRead && ctx.path === '/') return sendApp(ctx);

    await next();
    // Strapi's static route (GET /(.+), strapi::public) makes its router answer other methods 405.
    const unanswered = ctx.status === 404 || (!isRead && ctx.status === 405);
    if (ctx.body != null || !unanswered || RESERVED.test(ctx.path)) return;
    if (!isRead) {
      // Plain form posts to public pages (a route module's action); the dashboard posts to /api only.
      // (Strapi's router matches any letter case: /API/v1/... is the API's, whose guards answer it.)
      if (ctx.method === 'POST' && !RESERVED.test(ctx.path) && !DASHBOARD.test(ctx.path) && !path.extname(ctx.path) && ssrModule())
        await sendPage(ctx, ssrModule()!);
      return;
    }
    const file = fileIn(root, ctx.path);
    if (file && !isInternal(root, file)) return send(ctx, file);
    if (!path.extname(ctx.path)) await sendApp(ctx);
  };
};
