import type { Industry } from './industries';
import { apiPath } from './api-routes';
import type { CareersData, Job } from './jobs';
import type { CertificationsData } from './documents';
import type { FireDoorRangeData } from './door-types';
import type { SiteInfo } from './site-info';
import type { DoorVerifyAnswer } from './doors';
import type { Client, ImageDetails, Post, Site } from './types';
import type { PageBlock } from './page-blocks';
import { projectFilterParams, type ProjectFilter, type ProjectFilterOptions } from './project-filter';

/**
 * The public site's per-page reads. Each public page loads exactly one of these (plus `site` for
 * the layout): on the server its loader calls the installer plugin's `public-reads` service
 * directly, in the browser it fetches the path below (cached /api/v1 reads, ETag/304).
 * No public page reads the whole portfolio; long lists come a page at a time.
 */

/** Size of the share cards (og:image) made from the site's images: what large link previews want. */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;
/** The path of an image's share card, from its stored hash (GET, public, made once per image). */
export const shareImagePath = (hash: string) => `/share-image/${encodeURIComponent(hash)}.jpg`;

/** Items per page of the clients list and of the project lists (state, industry, ongoing). */
export const PUBLIC_PAGE_SIZE = 24;
/** Testimonials on the home page (newest first; more than three scroll sideways). */
export const HOME_TESTIMONIALS = 6;
/** Bounded extras: clients shown on a state's summary, cities listed there. */
export const STATE_TOP_CLIENTS = 24;
export const STATE_TOP_CITIES = 40;

export interface PageSection {
  id?: number;
  title?: string | null;
  body?: string | null;
}

/** A company page's texts (Strapi admin, Content Manager > Page), by slug. */
export interface PageContent {
  slug: string;
  title: string;
  description: string | null;
  heading: string | null;
  intro: string | null;
  /** The title and text of its rich-text blocks (the home page's "why us", the career page's texts). */
  sections: PageSection[];
  /** What the page is built from, in order (Content Manager › Page › Blocks). */
  blocks: PageBlock[];
  hero: ImageDetails | null;
  /** The picture of the page's share card (og:image); the site's share image otherwise. */
  shareImage?: ImageDetails | null;
}

export type PageSummary = Pick<PageContent, 'slug' | 'title' | 'heading' | 'description'>;

/** A client as lists show it: logo and number of projects, no sites. */
export type ClientSummary = Omit<Client, 'sites'>;
/** A site as a card shows it: its cover photo only. */
export type SiteCard = Omit<Site, 'photos' | 'photoFormats' | 'description' | 'video'> & {
  photos: string[];
  photoFormats?: ImageDetails[];
};
/** The unit every project list shows: a site with the client it belongs to. */
export interface ProjectSummary {
  site: SiteCard;
  client: ClientSummary;
}

export interface Paged {
  page: number;
  pageCount: number;
  total: number;
}

export interface CountBy<K extends string = string> {
  key: K;
  count: number;
}

export interface CompanyPageData {
  page: PageContent | null;
  /**
   * Only with a `?preview=` token: 'draft' when the token is valid and the page shows its draft,
   * 'invalid' when it is not (expired, altered, for another page): the published page is shown.
   */
  preview?: 'draft' | 'invalid';
  /** The three most recent projects (service pages show them). */
  recent: ProjectSummary[];
}

export interface HomeData {
  page: PageContent | null;
  services: PageSummary[];
  stats: { clients: number; completed: number; ongoing: number; states: number };
  /**
   * The project cards: the featured projects in staff's order (the first `featuredCount`), then the
   * newest others filling the count (featured.ts homeCardCount).
   */
  featured: ProjectSummary[];
  featuredCount: number;
  /** True when any project is featured (`featuredCount` > 0). */
  curated: boolean;
  clients: ClientSummary[];
  /**
   * The logo wall: the client-logo library in staff's order (the first HOME_LOGO_WALL_MAX),
   * each linked to its client when a shown client has the logo's name. Empty while the library is:
   * the wall then shows `clients` with their own logos.
   */
  logoWall: LogoWallItem[];
  testimonials: Post[];
}

/** A logo of the library on the home page's wall. */
export interface LogoWallItem {
  /** The client's name as staff typed it, else the logo's name in title case. */
  name: string;
  path: string;
  image: ImageDetails | null;
  /** The shown client whose name the logo has (its link), or null. */
  client: ClientSummary | null;
}

export interface ProjectsOverviewData {
  page: PageContent | null;
  stats: { clients: number; projects: number; ongoing: number; states: number };
  industries: { industry: Industry; count: number; sample: ProjectSummary | null }[];
  states: CountBy[];
  ongoing: ProjectSummary[];
  completed: ProjectSummary[];
  /** The project filter's options with their counts (nothing chosen). */
  options: ProjectFilterOptions;
}

export interface ClientsPageData extends Paged {
  clients: ClientSummary[];
  /** Every published client, whatever the search. */
  totalAll: number;
  q: string;
}

export type ProjectScope = 'state' | 'industry' | 'ongoing';

export interface ProjectListData extends Paged {
  projects: ProjectSummary[];
  /** Industry lists: the states its projects are in, most first. */
  states?: CountBy[];
}

/** /projects with a filter: a page of the matching projects and the form's options with counts. */
export interface ProjectFilterData extends Paged {
  filter: ProjectFilter;
  projects: ProjectSummary[];
  options: ProjectFilterOptions;
}

export interface StateDetailsData {
  state: string;
  projects: number;
  ongoing: number;
  /** Square feet of the state's completed projects ("Sq ft delivered"); ongoing ones are not counted. */
  area: number;
  sectors: { industry: Industry; count: number }[];
  clients: { client: ClientSummary; count: number }[];
  clientCount: number;
  cities: string[];
}

/** A project's own page (case study): the site with every photo, its client, a quote, related projects. */
export interface ProjectPageData {
  client: ClientSummary;
  site: Site;
  /** Up to three other projects: the client's own first, then the same sector. */
  related: ProjectSummary[];
  /** A testimonial linked to this project, if any. */
  testimonial: Post | null;
  /** Only from a valid Preview link of a draft project (drafts.ts): the page shows the draft under the preview bar. */
  preview?: 'draft';
}

export interface PressPageData {
  page: PageContent | null;
  press: Post[];
  awards: Post[];
  testimonials: Post[];
}

/**
 * The company pages read by `/api/v1/public/pages/:slug` (their texts are the Strapi "Page" with this
 * slug; without one the page shows its fallback). Any other slug, another letter case included, 404s.
 */
export const COMPANY_PAGE_SLUGS = [
  'about-us',
  'designandbuild',
  'manufacturing',
  'firedoors',
  'career',
  'certifications',
  'privacy',
] as const;
export type CompanyPageSlug = (typeof COMPANY_PAGE_SLUGS)[number];
export const isCompanyPageSlug = (slug: string): slug is CompanyPageSlug =>
  (COMPANY_PAGE_SLUGS as readonly string[]).includes(slug);
/**
 * Pages whose texts come with their own read (home, projects, press): `/api/v1/public/pages/:slug`
 * answers them only with a Preview link's `?preview=` token (their draft in the admin panel's Preview);
 * without one they 404 like any other slug.
 */
export const PREVIEW_ONLY_PAGE_SLUGS = ['home', 'projects', 'press-awards-testimonials'] as const;
export type PreviewPageSlug = CompanyPageSlug | (typeof PREVIEW_ONLY_PAGE_SLUGS)[number];
export const isPreviewOnlyPageSlug = (slug: string): slug is PreviewPageSlug =>
  (PREVIEW_ONLY_PAGE_SLUGS as readonly string[]).includes(slug);

/** What both sides implement: the cms service (server loaders) and the browser's fetch layer. */
export interface PublicReads {
  site(): Promise<SiteInfo>;
  /**
   * `preview`: a Preview link's token (the admin panel's Preview button); with a valid one the page's draft is read.
   */
  page(slug: PreviewPageSlug, options?: { preview?: string | null }): Promise<CompanyPageData>;
  home(): Promise<HomeData>;
  projects(): Promise<ProjectsOverviewData>;
  clients(args: { page: number; q: string }): Promise<ClientsPageData>;
  /** The client with every site and photo (the getClient answer); null when unknown. */
  client(name: string): Promise<Client | null>;
  /**
   * The client by URL id: its slug, a former slug (renamed) or its name (old URLs); the answer's
   * `slug` is the current one (pages answer 301 when the URL used another). Null when unknown.
   */
  clientPage(id: string): Promise<Client | null>;
  /** A project by client and site URL ids (slugs, former slugs, or names); null when unknown. */
  project(clientId: string, siteId: string, options?: { preview?: string | null }): Promise<ProjectPageData | null>;
  /**
   * id: a state (name or URL slug), an industry, or for `ongoing` 'all' | industry | state; null when it names none.
   */
  projectList(args: { scope: ProjectScope; id: string; page: number }): Promise<ProjectListData | null>;
  /**
   * /projects?state=&industry=&status=&service=&year=&page=: the matching projects, a page at a time (the browser's
   * read: null past the last page).
   */
  projectFilter(args: { filter: ProjectFilter; page: number }): Promise<ProjectFilterData | null>;
  /** state: name or URL slug; null when it is not a state. */
  stateDetails(state: string): Promise<StateDetailsData | null>;
  press(): Promise<PressPageData>;
  /** /career: the open job openings. */
  careers(): Promise<CareersData>;
  /** /certifications: the published documents. */
  certifications(): Promise<CertificationsData>;
  /** The fire-door range: door types with only their backed ratings (door-types.ts backedRange). */
  doorTypes(): Promise<FireDoorRangeData>;
  /** /career/{slug}: an opening, open or closed; null when there is none (or it is in the Trash). */
  job(slug: string): Promise<Job | null>;
  /** /verify/{labelId}: what a fire-door label's holder may know (doors.ts); null for an id that is not ours. */
  doorLabel(labelId: string): Promise<DoorVerifyAnswer | null>;
}

const withPage = (path: string, page: number, extra: Record<string, string> = {}) => {
  const query = new URLSearchParams({ ...(page > 1 ? { page: String(page) } : {}), ...extra }).toString();
  return query ? `${path}?${query}` : path;
};

/** The browser's paths of the reads above (all GET, public, cached). */
export const PUBLIC_API = {
  site: apiPath('public.site'),
  page: (slug: PreviewPageSlug, preview?: string | null) =>
    apiPath('public.page', { slug }) + (preview ? `?preview=${encodeURIComponent(preview)}` : ''),
  home: apiPath('public.home'),
  projects: apiPath('public.projects'),
  clients: ({ page, q }: { page: number; q: string }) => withPage(apiPath('public.clients'), page, q ? { q } : {}),
  client: (name: string) => apiPath('clients.getClient', { name }),
  clientPage: (id: string) => apiPath('public.clientPage', { id }),
  project: (clientId: string, siteId: string, preview?: string | null) =>
    apiPath('public.project', { client: clientId, site: siteId }) +
    (preview ? `?preview=${encodeURIComponent(preview)}` : ''),
  projectList: ({ scope, id, page }: { scope: ProjectScope; id: string; page: number }) =>
    withPage(apiPath('public.projectList', { scope, id }), page),
  projectFilter: ({ filter, page }: { filter: ProjectFilter; page: number }) => {
    const query = projectFilterParams(filter, page).toString();
    return `${apiPath('public.projectFilter')}${query ? `?${query}` : ''}`;
  },
  stateDetails: (state: string) => apiPath('public.stateDetails', { state }),
  press: apiPath('public.press'),
  careers: apiPath('public.careers'),
  certifications: apiPath('public.certifications'),
  doorTypes: apiPath('public.doorTypes'),
  job: (slug: string) => apiPath('public.job', { slug }),
} as const;

/** `?page=` of a list URL: a positive integer, else 1. */
export const pageParam = (value: string | null | undefined): number => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
};
