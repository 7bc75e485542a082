import { data, useRouteLoaderData } from 'react-router';
import {
  NO_STAFF_VIEWER,
  PUBLIC_API,
  apiPath,
  type Client,
  type PageViewer,
  type PublicReads,
  type SiteInfo,
} from '@portfolio/contract';
import { ApiError, request } from '../../api/http';

/** A read whose 404 means "no such thing": null, like the server-side service answers. */
const orNull = async <T>(path: string): Promise<T | null> => {
  try {
    return await request<T>(path);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
};

/** The browser's side of the public reads: the cached /api/v1/public/* endpoints (contract PUBLIC_API). */
export const browserReads: PublicReads = {
  site: () => request(PUBLIC_API.site),
  page: (slug, options) => request(PUBLIC_API.page(slug, options?.preview)),
  home: () => request(PUBLIC_API.home),
  projects: () => request(PUBLIC_API.projects),
  clients: (args) => request(PUBLIC_API.clients(args)),
  client: async (name) => (await orNull<Client[]>(PUBLIC_API.client(name)))?.[0] ?? null,
  clientPage: (id) => orNull(PUBLIC_API.clientPage(id)),
  project: (clientId, siteId, options) => orNull(PUBLIC_API.project(clientId, siteId, options?.preview)),
  projectList: (args) => orNull(PUBLIC_API.projectList(args)),
  projectFilter: (args) => orNull(PUBLIC_API.projectFilter(args)),
  stateDetails: (state) => orNull(PUBLIC_API.stateDetails(state)),
  press: () => request(PUBLIC_API.press),
  careers: () => request(PUBLIC_API.careers),
  certifications: () => request(PUBLIC_API.certifications),
  doorTypes: () => request(PUBLIC_API.doorTypes),
  job: (slug) => orNull(PUBLIC_API.job(slug)),
  doorLabel: (labelId) => orNull(apiPath('doors.verify', { labelId })),
};

/**
 * What a loader reads with: on the server the request context carries the cms's own service (no
 * HTTP hop, see web/src/entry-server.tsx); in the browser it is the fetch layer above.
 */
export const readsOf = (context: unknown): PublicReads =>
  (context as { reads?: PublicReads } | undefined)?.reads ?? browserReads;

/**
 * Who is looking at a page rendered per request (the cms checks the session; web/src/entry-server.tsx).
 * In the browser the session cookie is HttpOnly: nothing here can check it, so staff links come from the server.
 */
export const viewerOf = (context: unknown): PageViewer =>
  (context as { viewer?: PageViewer } | undefined)?.viewer ?? NO_STAFF_VIEWER;

/** A loader's answer for an unknown client, state, category or path: the page renders "not found", HTTP 404. */
export const notFound = <T extends object>(payload: T) =>
  data({ ...payload, notFound: true as const }, { status: 404 });

/** The public layout's route id; its loader reads the site settings every page shows. */
export const SITE_ROUTE = 'public';
export const useSite = () => useRouteLoaderData(SITE_ROUTE) as SiteInfo | undefined;
