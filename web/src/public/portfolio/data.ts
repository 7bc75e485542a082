import {
  INDUSTRIES,
  INDUSTRY_LABELS,
  displayNameOf,
  placeName,
  findState,
  publicUrl,
  slugify,
  stateFromSlug,
  stateSlug,
  type Client,
  type ClientSummary,
  type Industry,
  type ProjectSummary,
  type Site,
  type SiteCard,
} from '@portfolio/contract';

/** The API's site and client with their responsive image details (cms utils/serialize.ts). */
export type PortfolioSite = Site;
export type PortfolioClient = Client;

/** A site (as a card: its cover only) together with the client it belongs to: the unit every project list shows. */
export type Project = ProjectSummary;
export type { ClientSummary, SiteCard };

/** The sector names (contract): one list for the pages, the filter and the enquiry form. */
export { INDUSTRY_LABELS };

export const INDUSTRY_BLURBS: Record<Industry, string> = {
  educational: 'Schools, colleges and university campuses',
  healthcare: 'Hospitals, clinics and diagnostic centres',
  bank: 'Bank branches, offices and currency chests',
  corporate: 'Offices, headquarters and workplaces',
  government: 'Public buildings and government offices',
};

/** A sector's name (the contract's one formatter). */
export { industryLabel } from '@portfolio/contract';

/** A client or site as the API answers it: lowercase `name`, plus the name as typed and the URL slug. */
type Named = { name: string; displayName?: string; slug?: string };
type SiteNamed = { siteName: string; displayName?: string; slug?: string; _id?: string };

/** The URL id of a client: its slug (older answers without one: the slug of its name). */
export const clientSlug = (client: Named) =>
  client.slug || slugify(client.name) || encodeURIComponent(client.name.toLowerCase());
export const siteSlug = (site: SiteNamed) => site.slug || slugify(site.siteName) || String(site._id ?? '');

/** Paths of the portfolio pages of a client or site as the API answers them (contract publicUrl). */
export const clientPath = (client: Named) => publicUrl.client(clientSlug(client));
export const clientDetailsPath = (client: Named, siteId?: string) =>
  publicUrl.clientDetails(clientSlug(client), siteId);
/** A project's own page (case study). */
export const projectPath = (client: Named, site: SiteNamed) => publicUrl.project(clientSlug(client), siteSlug(site));

/** Names as staff typed them ("NCB"), else the lowercase name in title case. */
export const clientName = (client: Named) => displayNameOf(client);
export const statePath = (state: string) => publicUrl.state(stateSlug(state));
export const stateDetailsPath = (state: string) => publicUrl.stateDetails(stateSlug(state));
export const industryPath = (industry: string) => publicUrl.category(industry);
export const ongoingPath = (id = 'all') => publicUrl.ongoing(id);

/** Route params arrive decoded: a slug, a former slug or (old URLs) a name. */
export const clientIdFromParam = (id: string | undefined) => (id ?? '').trim();

/** The canonical state name of a site (its stored casing may differ), or the raw value. */
export const siteState = (site: SiteCard | Site) => findState(site.state) ?? site.state;

/** Newest first: ongoing before completed, then by start year. */
export const byRecency = (a: { site: Site }, b: { site: Site }) =>
  Number(b.site.site_ongoing) - Number(a.site.site_ongoing) || (b.site.site_start ?? 0) - (a.site.site_start ?? 0);

/** `projects/ongoing/{id}`: 'all', an industry, or a state slug. Undefined when the id is none of these. */
export type OngoingFilter =
  | { kind: 'all' }
  | { kind: 'industry'; industry: Industry }
  | { kind: 'state'; state: string };
export const parseOngoingId = (id: string | undefined): OngoingFilter | undefined => {
  const value = (id ?? '').toLowerCase();
  if (value === 'all') return { kind: 'all' };
  if ((INDUSTRIES as readonly string[]).includes(value)) return { kind: 'industry', industry: value as Industry };
  const state = stateFromSlug(value);
  return state ? { kind: 'state', state } : undefined;
};

export const coverOf = (site: SiteCard | Site) => ({
  src: site.photos?.[0] ?? null,
  image: site.photoFormats?.[0] ?? null,
});

export const siteTitle = (site: SiteCard | Site) => displayNameOf(site) || 'Project';
export const siteLocation = (site: SiteCard | Site) => placeName(site.locations, siteState(site));
export const siteStatus = (site: SiteCard | Site) =>
  site.site_ongoing ? 'Ongoing' : site.site_end ? `Completed ${new Date(site.site_end).getFullYear()}` : 'Completed';

/** `?page=n` of a list, keeping its other query parameters; page 1 has none. */
export const pageHref = (pathname: string, search: URLSearchParams | string, page: number) => {
  const params = new URLSearchParams(search);
  if (page > 1) params.set('page', String(page));
  else params.delete('page');
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
};

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The first cover photo among projects (a page's og:image). */
export const firstCover = (projects: { site: SiteCard | Site }[]) =>
  projects.find((p) => p.site.photoFormats?.[0])?.site.photoFormats?.[0];
