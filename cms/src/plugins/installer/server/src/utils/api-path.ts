import { API_PREFIX } from '@portfolio/contract';

/** The dashboard API's mount point (routes/index.ts mounts the route table under it). */
export const API_V1 = API_PREFIX;

/**
 * The request path percent-decoded, backslashes as slashes and repeated slashes collapsed, letter
 * case kept (what a route's path parameters hold: the router decodes them and keeps their case).
 */
export const decodedPath = (rawPath: string): string => {
  let decoded = rawPath;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    /* undecodable: judge the raw path */
  }
  return decoded.replace(/\\/g, '/').replace(/\/{2,}/g, '/');
};

/**
 * The request path as the router may understand it: decodedPath lower-cased. Strapi's router
 * matches paths case-insensitively, so `/API/v1/...` reaches the same routes as `/api/v1/...`:
 * every guard must see it as one.
 */
export const canonicalPath = (rawPath: string): string => decodedPath(rawPath).toLowerCase();

/** Whether a request is for the dashboard API (/api/v1 and below, in any letter case or encoding). */
export const isApiV1 = (ctx: { path: string }): boolean => {
  const path = canonicalPath(ctx.path);
  return path === API_V1 || path.startsWith(`${API_V1}/`);
};

/**
 * A page path as the site's router matches it: the URL's dot segments resolved (`/contact/.`,
 * `/contact/%2e`, `/x/../contact`), percent-decoded, repeated and trailing slashes dropped, lower-cased
 * (React Router matches in any letter case). Guards of a page compare this, never the raw path.
 */
export const pagePath = (rawPath: string): string => {
  let resolved = rawPath;
  try {
    resolved = new URL(rawPath.replace(/\\/g, '/'), 'http://page.invalid').pathname;
  } catch {
    /* judge the raw path */
  }
  return canonicalPath(resolved).replace(/\/+$/, '') || '/';
};
