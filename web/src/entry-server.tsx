import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouterProvider, createStaticHandler, createStaticRouter, isRouteErrorResponse } from 'react-router';
import type { ApplicationDesk, EnquiryDesk, PageViewer, PublicReads, SiteInfo } from '@portfolio/contract';
import { routes } from './app/routes';
import { HYDRATION_DATA_ID, ROUTE_MODULES_ID, serializeHydrationData } from './app/hydration';
import { escapeJsonForScript, renderHeadTags } from './public/head/head';
import { pageHeadTags } from './public/head/pageHead';
import { SITE_ROUTE } from './public/data/reads';

/**
 * Server rendering of the public site (React Router's data mode): the cms's web-app middleware
 * calls `render` with a Fetch Request and the installer plugin's public-reads service, which the
 * loaders use directly (no HTTP hop). The answer is a finished document: the page's HTML, its head
 * tags (title, description, canonical, Open Graph, Twitter, JSON-LD) and the loader data the
 * browser hydrates from. Non-GET requests run the matched route's `action` (plain form posts).
 */
const handler = createStaticHandler(routes);

export interface RenderResult {
  status: number;
  /** A redirect (or other Response) a loader or action returned. */
  response?: Response;
  html?: string;
  /** Loader or action errors (rendered as the error page, status 500): the server logs them. */
  errors?: unknown[];
}

/** The markers of web/index.html this fills; the dashboard's shell leaves them empty. */
export const MARKERS = { head: '<!--app-head-->', html: '<!--app-html-->', data: '<!--app-data-->' } as const;

/** Vite's client manifest (web/dist/.vite/manifest.json), the part used here. */
export type Manifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

/**
 * The matched route modules' chunks and what they import: their stylesheets (inlined below) and
 * their scripts, which the browser entry preloads once the page has painted (web/src/main.tsx).
 */
const routeAssets = (manifest: Manifest, ids: string[], template: string) => {
  const files = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.css?.forEach((c) => css.add(c));
    chunk.imports?.forEach(visit);
  };
  ids.forEach(visit);
  const fresh = (file: string) => !template.includes(`/${file}"`);
  return {
    styles: [...css]
      .filter(fresh)
      .map((c) => `<link rel="stylesheet" href="/${c}">`)
      .join('\n    '),
    modules: [...files].filter(fresh).map((f) => `/${f}`),
  };
};

/**
 * `<link rel="stylesheet">` of built files become `<style>` (the CSP allows inline styles; the CSS is
 * small), each naming its file in `data-href`: the browser entry tells Vite's module loader they are
 * here (src/main.tsx), so it does not load and apply them a second time.
 */
const inlineStyles = (html: string, readAsset?: (file: string) => string | undefined) =>
  readAsset
    ? html.replace(/<link rel="stylesheet"(?: crossorigin)? href="\/([^"]+\.css)">/g, (tag, file: string) => {
        const css = readAsset(file);
        return css === undefined
          ? tag
          : `<style data-href="/${file}">${css.replace(/<\/style/gi, '<\\/style')}</style>`;
      })
    : html;

export async function render(
  request: Request,
  {
    reads,
    enquiries,
    applications,
    viewer,
    origin,
    template,
    manifest = {},
    readAsset,
  }: {
    reads: PublicReads;
    /** /contact's form token and plain form post: the cms's enquiries service, bound to the request. */
    enquiries?: EnquiryDesk;
    /** A job page's form token and plain (multipart) application post: the cms's applications service. */
    applications?: ApplicationDesk;
    /** Who asks (per-request pages only): the cms's check of the request's staff session. */
    viewer?: PageViewer;
    origin: string;
    template: string;
    manifest?: Manifest;
    /** A built file's text (e.g. 'assets/index-x.css'): stylesheets are inlined (no render-blocking request). */
    readAsset?: (file: string) => string | undefined;
  },
): Promise<RenderResult> {
  const context = await handler.query(request, { requestContext: { reads, enquiries, applications, viewer } });
  if (context instanceof Response) return { status: context.status, response: context };

  const router = createStaticRouter(handler.dataRoutes, context);
  const body = renderToString(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );

  // React 19 emits the preloads of priority images (the hero) before the markup: they belong in the head.
  const preloads = /^(?:<link [^>]*>)*/.exec(body)![0];
  const site = context.loaderData[SITE_ROUTE] as SiteInfo | undefined;
  const url = new URL(request.url);
  const matches = context.matches.map((m) => ({
    handle: m.route.handle,
    data: context.loaderData[m.route.id],
    params: m.params,
  }));
  // A loader's 404 (a page number past the last) is the not-found page, not a failure to log.
  const failures = Object.values(context.errors ?? {}).filter((e) => !(isRouteErrorResponse(e) && e.status === 404));
  const errored = !!context.errors;
  const errorHead = failures.length
    ? { title: 'Something went wrong', noindex: true }
    : { title: 'Page not found', noindex: true };
  const head = renderHeadTags(pageHeadTags(matches, site, origin, url, errored ? errorHead : undefined));
  const state = escapeJsonForScript(
    JSON.stringify(
      serializeHydrationData({
        loaderData: context.loaderData,
        actionData: context.actionData,
        errors: context.errors,
      }),
    ),
  );
  const assets = routeAssets(
    manifest,
    context.matches.map((m) => m.route.id),
    template,
  );
  const html = inlineStyles(template, readAsset)
    .replace(/<html lang="[^"]*"/, `<html lang="${(site?.language ?? 'en').replace(/[^A-Za-z0-9-]/g, '')}"`)
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta name="description"[^>]*>\s*/, '')
    .replace(MARKERS.head, () => `${head}\n    ${preloads}${inlineStyles(assets.styles, readAsset)}`)
    .replace(MARKERS.html, () => body.slice(preloads.length))
    .replace(
      MARKERS.data,
      () =>
        `<script type="application/json" id="${HYDRATION_DATA_ID}">${state}</script>\n    ` +
        `<script type="application/json" id="${ROUTE_MODULES_ID}">${escapeJsonForScript(JSON.stringify(assets.modules))}</script>`,
    );
  return { status: context.statusCode, html, errors: failures.length ? failures : undefined };
}
