import type { Context } from 'koa';
import fs from 'fs';
import path from 'path';
import { promisify } from 'util';
import zlib from 'zlib';
import type { Core } from '@strapi/strapi';
import {
  NO_STAFF_VIEWER,
  PREVIEW_PARAM,
  PROJECT_FILTER_KEYS,
  matchPublicPath,
  type ApplicationDesk,
  type EnquiryDesk,
  type PageViewer,
  type PublicRoute,
} from '@portfolio/contract';
import { getService } from '../plugins/installer/server/src/utils/get-service';
import { PREVIEW_OPEN } from '../plugins/installer/server/src/middlewares/preview-gate';

/**
 * The public pages rendered on the server (web/dist/server/entry-server.cjs, React Router's static
 * handler with the installer's public-reads service, /contact's enquiries and a job page's applications) into finished
 * HTML with the right status (404 for unknown clients, states, categories and paths; 500 with an
 * error page), cached per URL under the content version (ETag/304, gzip); non-GET requests run the
 * route's action. /installer/* answers the dashboard's shell, rendered in the browser. What the
 * plugin provides comes through Strapi (`service('web-app')`, services/web-app.ts).
 */
export const RESERVED =
  /^\/(api|admin|uploads|_health|i18n|content-manager|content-type-builder|upload|users-permissions)(\/|$)/i;
export const DASHBOARD = /^\/installer(\/|$)/;
/** The sign-in screen, the dashboard's one address with a document of its own. */
const SIGN_IN = /^\/installer\/?$/;
/** The dashboard's screens (behind sign-in), and its overview. */
const DASHBOARD_SCREEN = /^\/installer\/dashboard(\/|$)/;
const DASHBOARD_HOME_PATH = /^\/installer\/dashboard\/?$/;

const support = (_strapi: Core.Strapi) => getService('web-app');

/** What a visitor sees when rendering itself failed (logged): a plain page, never a blank one. */
const ERROR_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Something went wrong</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem"><h1>Something went wrong</h1><p>This page could not be shown. Please try again in a moment.</p><p><a href="/">Go to the home page</a></p></body></html>`;

/**
 * The query parameters a page reads (by its path as the router resolves it): the clients list reads
 * `q`; every page reads a page number `page` (2 or more; the lists show that page, any other page
 * and a list's page past its last answer 404, which is never cached). Every other parameter
 * (utm_source..., `q` on a page without a search, `page=abc`) neither changes the page nor its
 * cache key, so it cannot fill the cache. /projects reads the project filter's fields, kept even
 * when empty: the form's "any" (`?state=&industry=…`) lists every project, no query is the overview.
 */
const PAGE_PARAMS: Partial<Record<PublicRoute, [string[], { keepEmpty?: true }?]>> = {
  clients: [['q']],
  projects: [[...PROJECT_FILTER_KEYS], { keepEmpty: true }],
};
/**
 * Pages holding a per-visitor form token (/contact, a job's page /career/{slug}), and a fire-door
 * label's page (its status moves with the date and with records the content version does not
 * follow): rendered on every request with their whole query (the pre-filled "about"...), never cached.
 */
const UNCACHED: PublicRoute[] = ['contact', 'job', 'verify', 'verifyForm'];

export interface SsrModule {
  render(
    request: Request,
    options: {
      reads: unknown;
      enquiries: EnquiryDesk;
      applications: ApplicationDesk;
      viewer: PageViewer;
      origin: string;
      template: string;
      manifest?: unknown;
      readAsset?: (file: string) => string | undefined;
    },
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
const pageUrl = (strapi: Core.Strapi, origin: string, ctx: Context) => {
  const url = new URL(ctx.path, origin);
  // Matched on the path as the router resolves it (/contact/, /Contact/%2e are /contact).
  const pagePath = support(strapi).pagePath(ctx.path);
  const route = matchPublicPath(pagePath)?.route;
  // A Preview link: rendered with its token. One that may open a draft (preview-gate) is never
  // cached; every other one carries the gate's one refused value, a cached page of its own.
  const preview = ctx.query[PREVIEW_PARAM];
  if (typeof preview === 'string' || Array.isArray(preview)) {
    url.search = '';
    url.searchParams.set(PREVIEW_PARAM, String(Array.isArray(preview) ? preview[0] : preview).slice(0, 1000));
    return { url, cached: !ctx.state[PREVIEW_OPEN], preview: true };
  }
  if (route && UNCACHED.includes(route)) {
    url.search = ctx.querystring;
    return { url, cached: false };
  }
  const [params = [], { keepEmpty = false } = {}] = (route && PAGE_PARAMS[route]) || [];
  for (const name of params) {
    const value = ctx.query[name];
    if (typeof value === 'string' && (value !== '' || keepEmpty)) url.searchParams.set(name, value.slice(0, 200));
  }
  const page = ctx.query.page;
  if (typeof page === 'string' && /^\d+$/.test(page) && Number(page) >= 2)
    url.searchParams.set('page', String(Number(page)));
  return { url, cached: true };
};

/** The response cache's key of a page: its origin, path and the query parameters pages read. */
export const pageCacheKey = (strapi: Core.Strapi, ctx: Context) =>
  support(strapi).pageKey(pageUrl(strapi, support(strapi).origin(ctx), ctx).url.href);

/** A GET of something that may be a server-rendered public page (not the API, a file or the dashboard). */
export const isPageRead = (ctx: Context) =>
  (ctx.method === 'GET' || ctx.method === 'HEAD') &&
  !RESERVED.test(ctx.path) &&
  !DASHBOARD.test(ctx.path) &&
  !path.extname(ctx.path);

const gzip = promisify(zlib.gzip);

/**
 * Sends a page: a cached entry with its ETag (304 on revalidation) and its stored gzip, or a page
 * rendered for this request alone (a form's token page, a 404, an error) gzipped here, so every page
 * travels compressed whatever path it took.
 */
export const sendHtml = async (
  strapi: Core.Strapi,
  ctx: Context,
  status: number,
  entry: { etag: string; body: Buffer; gzip: Buffer } | { html: string },
) => {
  ctx.status = status;
  ctx.type = 'text/html; charset=utf-8';
  ctx.set('Cache-Control', 'no-cache');
  ctx.vary('Accept-Encoding');
  if (ctx.query[PREVIEW_PARAM] !== undefined) {
    // A Preview link's page is never stored by a browser or proxy, nor indexed.
    ctx.set('Cache-Control', 'no-store');
    ctx.set('X-Robots-Tag', 'noindex');
  }
  if ('html' in entry) {
    if (ctx.acceptsEncodings('gzip', 'identity') === 'gzip') {
      ctx.set('Content-Encoding', 'gzip');
      ctx.body = await gzip(Buffer.from(entry.html));
    } else ctx.body = entry.html;
    return;
  }
  ctx.set('ETag', entry.etag);
  if (support(strapi).etagMatches(ctx.get('if-none-match'), entry.etag)) {
    ctx.status = 304;
    ctx.body = null;
    return;
  }
  if (ctx.acceptsEncodings('gzip', 'identity') === 'gzip') {
    ctx.set('Content-Encoding', 'gzip');
    ctx.body = entry.gzip;
  } else ctx.body = entry.body;
};

/** The page renderer of the web build in `root`: its server bundle, template and manifest, read as they change. */
export const pageRenderer = (strapi: Core.Strapi, root: string) => {
  const template = onChange(path.join(root, 'index.html'), (text) => text);
  // The dashboard's document (its own build, on React); a build from before it had one shell for both.
  const shell = onChange(path.join(root, 'installer.html'), (text) => text);
  // The sign-in screen's document (the site's build, on Preact): /installer itself.
  const signIn = onChange(path.join(root, 'signin.html'), (text) => text);
  const dashboardManifest = onChange(path.join(root, '.vite', 'dashboard-manifest.json'), (text) => JSON.parse(text));
  /**
   * The dashboard's first screen as modulepreload links: its layout (every screen's) and, on the
   * overview, the overview, with what they import. The app would load them lazily only after its
   * entry had run; listed in the document, the browser fetches them beside the entry.
   */
  const linksOf = new WeakMap<object, Map<boolean, string>>();
  const firstScreenLinks = (pathname: string) => {
    const chunks = dashboardManifest() as Record<string, { file: string; imports?: string[] }> | undefined;
    if (!chunks || !DASHBOARD_SCREEN.test(pathname)) return '';
    const home = DASHBOARD_HOME_PATH.test(pathname);
    // Worked out once per build (the manifest is read again only when it changes), not per request.
    const known = linksOf.get(chunks) ?? new Map<boolean, string>();
    linksOf.set(chunks, known);
    if (known.has(home)) return known.get(home)!;
    const files = new Set<string>();
    const walk = (key: string) => {
      const chunk = chunks[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const imported of chunk.imports ?? []) walk(imported);
    };
    walk('src/installer/dashboard/DashboardLayout.tsx');
    if (home) walk('src/installer/dashboard/DashboardHome.tsx');
    const links = [...files].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
    known.set(home, links);
    return links;
  };
  const manifest = onChange(path.join(root, '.vite', 'manifest.json'), (text) => JSON.parse(text));
  const ssrFile = path.join(root, 'server', 'entry-server.cjs');
  let ssr: SsrModule | null | undefined;
  const cache = () => getService('response-cache');
  const assets = new Map<string, string | undefined>();
  /** Built assets are content-hashed: read once. Only files inside the build folder. */
  const readAsset = (file: string) => {
    if (!assets.has(file)) {
      const full = path.resolve(root, file);
      let text: string | undefined;
      try {
        if (full.startsWith(root + path.sep)) text = fs.readFileSync(full, 'utf8');
      } catch {
        /* no such asset */
      }
      assets.set(file, text);
    }
    return assets.get(file);
  };

  return {
    /** The server bundle; null without a server build (an old or stand-in web/dist). */
    ssrModule(): SsrModule | null {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      if (ssr === undefined) ssr = fs.existsSync(ssrFile) ? (require(ssrFile) as SsrModule) : null;
      return ssr;
    },

    /**
     * The shell the browser renders itself: signin.html for the sign-in screen, installer.html for the
     * rest of the dashboard (else, from an older build, the template with its markers empty).
     */
    sendShell(ctx: Context) {
      ctx.status = 200;
      ctx.type = 'text/html; charset=utf-8';
      ctx.set('Cache-Control', 'no-cache');
      const page = (SIGN_IN.test(ctx.path) ? signIn() : undefined) ?? shell() ?? template() ?? '';
      ctx.body = page
        .replace(/<!--app-(head|html|data)-->/g, '')
        .replace('</head>', `${firstScreenLinks(ctx.path)}</head>`);
    },

    /** A server-rendered public page; GET answers with status 200 come from / go to the cache. */
    async sendPage(ctx: Context, ssrEntry: SsrModule) {
      const origin = support(strapi).origin(ctx);
      const { url, cached } = pageUrl(strapi, origin, ctx);
      const isRead = ctx.method === 'GET' || ctx.method === 'HEAD';
      const key = support(strapi).pageKey(url.href);
      const version = isRead && cached ? await cache().version() : null;
      const hit = version !== null ? cache().get(key, version) : undefined;
      if (hit) return await sendHtml(strapi, ctx, 200, hit);

      const posted = isRead ? undefined : await support(strapi).actionBody(ctx);
      const request = new Request(url, {
        method: isRead ? 'GET' : ctx.method,
        headers: {
          accept: 'text/html',
          ...(posted?.type ? { 'content-type': posted.type } : {}),
        },
        ...(posted ? { body: posted.body } : {}),
      });
      try {
        const result = await ssrEntry.render(request, {
          reads: getService('public-reads'),
          enquiries: support(strapi).enquiryDesk(ctx, origin),
          applications: support(strapi).applicationDesk(ctx, origin),
          // A page rendered per request may answer signed-in staff differently (a label's page links
          // to the register); a cached page is everyone's, so it never asks who is looking.
          viewer: cached ? NO_STAFF_VIEWER : support(strapi).viewer(ctx),
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
        for (const error of result.errors ?? [])
          strapi.log.error(`Rendering ${ctx.method} ${ctx.url} failed: ${(error as Error)?.stack ?? error}`);
        if (result.status === 200 && version !== null)
          return await sendHtml(strapi, ctx, 200, cache().set(key, version, Buffer.from(result.html ?? '')));
        await sendHtml(strapi, ctx, result.status, { html: result.html ?? '' });
      } catch (error) {
        strapi.log.error(`Rendering ${ctx.method} ${ctx.url} failed: ${(error as Error)?.stack ?? error}`);
        await sendHtml(strapi, ctx, 500, { html: ERROR_PAGE });
      }
    },
  };
};
