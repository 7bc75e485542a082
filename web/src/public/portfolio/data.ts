import { INDUSTRIES, findState, stateFromSlug, stateSlug, titleCase, type Client, type Industry, type Site } from '@portfolio/contract';
import type { ImageDetails } from '../components/ResponsiveImage';

/** The API's site and client with their responsive image details (cms services/serialize.ts). */
export type PortfolioSite = Site & { photoFormats?: (ImageDetails | null)[] };
export type PortfolioClient = Omit<Client, 'sites'> & { coverPhotoFormats?: ImageDetails | null; sites: PortfolioSite[] };

/** A site together with the client it belongs to: the unit every project list shows. */
export interface Project {
  site: PortfolioSite;
  client: PortfolioClient;
}

export const INDUSTRY_LABELS: Record<Industry, string> = {
  educational: 'Educational',
  healthcare: 'Healthcare',
  bank: 'Banking',
  corporate: 'Corporate',
  government: 'Government',
};

export const INDUSTRY_BLURBS: Record<Industry, string> = {
  educational: 'Schools, colleges and university campuses',
  healthcare: 'Hospitals, clinics and diagnostic centres',
  bank: 'Bank branches, offices and currency chests',
  corporate: 'Offices, headquarters and workplaces',
  government: 'Public buildings and government offices',
};

export const industryLabel = (value: string) => INDUSTRY_LABELS[value as Industry] ?? titleCase(value);

/** URL ids of the portfolio routes (see routes.tsx). */
export const clientPath = (name: string) => `/projects/client/${encodeURIComponent(name.toLowerCase())}`;
export const clientDetailsPath = (name: string, siteId?: string) =>
  `/projects/client/details/${encodeURIComponent(name.toLowerCase())}${siteId ? `#site-${siteId}` : ''}`;
export const statePath = (state: string) => `/projects/state/${stateSlug(state)}`;
export const stateDetailsPath = (state: string) => `/projects/state/details/${stateSlug(state)}`;
export const industryPath = (industry: string) => `/projects/${industry}`;
export const ongoingPath = (id = 'all') => `/projects/ongoing/${id}`;

/** Route params arrive decoded; client names are stored lowercase. */
export const clientIdFromParam = (id: string | undefined) => (id ?? '').trim().toLowerCase();

/** The canonical state name of a site (its stored casing may differ), or the raw value. */
export const siteState = (site: Site) => findState(site.state) ?? site.state;

export const allProjects = (clients: PortfolioClient[] | undefined): Project[] =>
  (clients ?? []).flatMap((client) => (client.sites ?? []).map((site) => ({ site, client })));

/** Newest first: ongoing before completed, then by start year. */
export const byRecency = (a: Project, b: Project) =>
  Number(b.site.site_ongoing) - Number(a.site.site_ongoing) || (b.site.site_start ?? 0) - (a.site.site_start ?? 0);

export const countBy = <K extends string>(projects: Project[], key: (p: Project) => K): Map<K, number> => {
  const counts = new Map<K, number>();
  for (const p of projects) counts.set(key(p), (counts.get(key(p)) ?? 0) + 1);
  return counts;
};

export const stateCounts = (projects: Project[]) => countBy(projects, (p) => siteState(p.site));
export const industryCounts = (projects: Project[]) => {
  const counts = countBy(projects, (p) => p.site.industry as Industry);
  return INDUSTRIES.map((industry) => ({ industry, count: counts.get(industry) ?? 0 }));
};

/** `projects/ongoing/{id}`: 'all', an industry, or a state slug. Undefined when the id is none of these. */
export type OngoingFilter = { kind: 'all' } | { kind: 'industry'; industry: Industry } | { kind: 'state'; state: string };
export const parseOngoingId = (id: string | undefined): OngoingFilter | undefined => {
  const value = (id ?? '').toLowerCase();
  if (value === 'all') return { kind: 'all' };
  if ((INDUSTRIES as readonly string[]).includes(value)) return { kind: 'industry', industry: value as Industry };
  const state = stateFromSlug(value);
  return state ? { kind: 'state', state } : undefined;
};

export const coverOf = (site: PortfolioSite) => ({ src: site.photos?.[0] ?? null, image: site.photoFormats?.[0] ?? null });

export const siteTitle = (site: Site) => titleCase(site.siteName || 'Project');
export const siteLocation = (site: Site) => [site.locations && titleCase(site.locations), siteState(site)].filter(Boolean).join(', ');
export const siteStatus = (site: Site) => (site.site_ongoing ? 'Ongoing' : site.site_end ? `Completed ${new Date(site.site_end).getFullYear()}` : 'Completed');
