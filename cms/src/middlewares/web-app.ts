import type { Context, Next } from 'koa';
import fs from 'fs';
import path from 'path';
import type { Core } from '@strapi/strapi';
import { clientFiles } from '../web-app/client-files';
import { DASHBOARD, RESERVED, pageRenderer } from '../web-app/pages';

const HTML_FILE = /\.html?$/i;

/**
 * Serves the built React app (web/dist) from the same origin as Strapi, for every request no Strapi
 * route answered: its client files as they are (web-app/client-files.ts), every other path as a page
 * (web-app/pages.ts): a server-rendered public page, the dashboard's shell for /installer/*, or,
 * without a server build (an old or stand-in web/dist), index.html for every deep link.
 */
export default (config: { root?: string }, { strapi }: { strapi: Core.Strapi }) => {
  const root = path.resolve(config.root || path.join(strapi.dirs.app.root, '..', 'web', 'dist'));
  const indexFile = path.join(root, 'index.html');
  const sendFile = clientFiles(root);
  const pages = pageRenderer(strapi, root);

  /** Anything that is not a file: the dashboard's shell, a rendered page, or (no server build) index.html. */
  const sendApp = async (ctx: Context) => {
    if (!fs.existsSync(indexFile)) return;
    const ssrEntry = pages.ssrModule();
    if (!ssrEntry) return void (await sendFile(ctx, '/index.html'));
    if (DASHBOARD.test(ctx.path)) return pages.sendShell(ctx);
    await pages.sendPage(ctx, ssrEntry);
  };

  return async (ctx: Context, next: Next) => {
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
      const ssrEntry = pages.ssrModule();
      if (ctx.method === 'POST' && !DASHBOARD.test(ctx.path) && !path.extname(ctx.path) && ssrEntry)
        await pages.sendPage(ctx, ssrEntry);
      return;
    }
    if (await sendFile(ctx)) return;
    // A path without a file name extension is a page; so is an unknown `*.html` (`/about-us.html`) and a
    // capability statement of an unknown key (/capability/x.pdf): the site's not-found page (404, HTML)
    // rather than the API's JSON.
    if (!path.extname(ctx.path) || HTML_FILE.test(ctx.path) || /^\/capability\//i.test(ctx.path)) await sendApp(ctx);
  };
};
