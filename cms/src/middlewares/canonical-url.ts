import type { Context, Next } from 'koa';
import { INDUSTRIES, PUBLIC_ROUTES, findState, stateFromSlug, stateSlug, type PublicRoute } from '@portfolio/contract';
import { isPageRead } from '../web-app/pages';

/**
 * One URL per page: a GET of a public page spelled another way (a trailing slash, capitals in its
 * fixed segments, a state or industry key in another case or a state by name, /index.html, a
 * repeated slash) answers 301 to the one canonical URL, query string kept. The canonical spelling
 * is the one the site links to (contract publicUrl) and names in rel=canonical.
 * The API, /uploads, /admin and /installer never come here (isPageRead), and paths that are no
 * public page are left alone (they answer 404 as they are).
 */
type Key = (value: string) => string | undefined;

/**
 * Client and project slugs as they are: the page's loader answers 301 from a name, another case or a former slug to the
 * current slug.
 */
const asIs: Key = (value) => value;
const industry: Key = (value) => (INDUSTRIES as readonly string[]).find((i) => i === value.toLowerCase());
const state: Key = (value) => {
  const name = findState(value) ?? stateFromSlug(value);
  return name ? stateSlug(name) : undefined;
};
const ongoing: Key = (value) => (value.toLowerCase() === 'all' ? 'all' : (industry(value) ?? state(value)));

/** How a route's parameter is spelled canonically (a slug or a name: as it is). */
const PARAM_KEYS: Partial<Record<PublicRoute, Key>> = { state, stateDetails: state, ongoing, category: industry };

/** The public routes (contract PUBLIC_ROUTES) as fixed segments and parameter keys, home aside. */
const ROUTES: Array<Array<string | Key>> = (Object.entries(PUBLIC_ROUTES) as [PublicRoute, string][])
  .filter(([, pattern]) => pattern !== PUBLIC_ROUTES.home)
  .map(([name, pattern]) =>
    pattern
      .split('/')
      .filter(Boolean)
      .map((part) => (part.startsWith(':') ? (PARAM_KEYS[name] ?? asIs) : part)),
  );

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
};

/** The canonical spelling of a public page's path; undefined when the path is no public page. */
export const canonicalPath = (rawPath: string): string | undefined => {
  const segments = rawPath.split('/').filter(Boolean);
  if (segments.length && segments[segments.length - 1].toLowerCase() === 'index.html') segments.pop();
  if (!segments.length) return '/';
  const decoded = segments.map(decode);
  if (decoded.some((s) => s === undefined)) return undefined;
  for (const route of ROUTES) {
    if (route.length !== decoded.length) continue;
    const out: string[] = [];
    for (const [i, part] of route.entries()) {
      const value = decoded[i]!;
      const canonical = typeof part === 'string' ? (value.toLowerCase() === part ? part : undefined) : part(value);
      if (canonical === undefined) break;
      out.push(typeof part === 'string' ? part : encodeURIComponent(canonical));
    }
    if (out.length === route.length) return `/${out.join('/')}`;
  }
  return undefined;
};

export default () => async (ctx: Context, next: Next) => {
  // isPageRead leaves out paths with an extension: /index.html is the one file name that is a page.
  const isIndex = /\/index\.html$/i.test(ctx.path) && (ctx.method === 'GET' || ctx.method === 'HEAD');
  if (!isPageRead(ctx) && !isIndex) return next();
  const canonical = canonicalPath(ctx.path);
  if (canonical === undefined || canonical === ctx.path) return next();
  ctx.status = 301;
  ctx.set('Cache-Control', 'public, max-age=3600');
  // Relative to this origin, always starting with one slash (never "//host").
  ctx.redirect(canonical + (ctx.querystring ? `?${ctx.querystring}` : ''));
};
