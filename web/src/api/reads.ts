import useSWR, { mutate, preload } from 'swr';
import {
  DEFAULT_TIME_ZONE,
  API,
  type GetClientsResponse,
  type ClientSitesResponse,
  type CurrentUser,
  type OverviewResponse,
  type Post,
  type PostKind,
  PUBLIC_API,
  type SiteInfo,
  type SearchClientsResponse,
  type UserSummary,
} from '@portfolio/contract';
import { fetcher } from './http';
import { pagedPath, type PageParams } from './paging';

/**
 * SWR read hooks over /api/v1. Each key is the request path from the contract, so a mutation
 * revalidates a list with `mutate(API.logos)` and the like.
 */
export const usePosts = (kind: PostKind) => {
  const res = useSWR<Post[]>(API.posts(kind), fetcher);
  return { ...res, posts: res.data };
};

export const useLogos = () => {
  const res = useSWR<string[]>(API.logos, fetcher);
  return { ...res, logos: res.data };
};

export const useCurrentUser = () => {
  const res = useSWR<{ user: CurrentUser }>(API.getUser, fetcher, {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
  return { ...res, user: res.data?.user };
};

export const useUsers = (wanted = true) => {
  const res = useSWR<UserSummary[]>(wanted ? API.getAllUsers : null, fetcher);
  return { ...res, users: res.data };
};

/** Every client with its sites (the public, cached getClients): the testimonial form's project picker. */
export const useAllSites = (enabled: boolean) => {
  const res = useSWR<GetClientsResponse>(enabled ? API.getClients : null, fetcher, { revalidateOnFocus: false });
  return { ...res, clients: res.data?.clients };
};

/** The dashboard home: every count (and, for status users, the latest staff changes) in one request. */
export const useOverview = () => {
  const res = useSWR<OverviewResponse>(API.overview, fetcher);
  return { ...res, overview: res.data };
};

/** One page of clients matching `q`, searched on the server; the previous page stays shown while the next loads. */
export const useClientSearch = (params: PageParams) => {
  const res = useSWR<SearchClientsResponse>(pagedPath(API.searchClients, params), fetcher, { keepPreviousData: true });
  return { ...res, result: res.data };
};

/** A client and one page of its sites matching `q`. */
export const useClientSites = (name: string | undefined, params: PageParams) => {
  const res = useSWR<ClientSitesResponse>(name ? pagedPath(API.getClientSites(name), params) : null, fetcher, {
    keepPreviousData: true,
  });
  return { ...res, result: res.data };
};

/** The public site settings (company name for the dashboard's browser titles); public and cached. */
export const useSiteInfo = () => {
  const res = useSWR<SiteInfo>(PUBLIC_API.site, fetcher, { revalidateOnFocus: false, shouldRetryOnError: false });
  return { ...res, site: res.data };
};

/**
 * Asks for what every dashboard screen reads first (the signed-in user, the site settings) as the
 * dashboard's document starts, not once its layout has loaded and rendered: the hooks above then
 * find the answers on their way (SWR's preload).
 */
export const preloadDashboardReads = () => {
  void preload(API.getUser, fetcher).catch(() => undefined);
  void preload(PUBLIC_API.site, fetcher).catch(() => undefined);
};

/** The company's time zone (Site settings), the dashboard's dates are shown in; DEFAULT_TIME_ZONE until it loads. */
export const useTimeZone = () => useSiteInfo().site?.timeZone ?? DEFAULT_TIME_ZONE;

const startsWith = (prefix: string) => (key: unknown) => typeof key === 'string' && key.startsWith(prefix);

/**
 * Revalidates every dashboard search page, every client's site list, the Projects and Clients tables, the overview and
 * the Trash (which a removal fills).
 */
export const reloadClients = () =>
  Promise.all([
    mutate(startsWith(API.searchClients)),
    mutate(startsWith(API.getClientSites(''))),
    mutate(startsWith(API.projectTable)),
    mutate(startsWith(API.clientTable)),
    mutate(API.overview),
    mutate(API.trash),
  ]);
