import type { PortfolioCounts } from './company-facts';
import { INDUSTRIES, isIndustry, type Industry } from './industries';
import { findState, stateFromSlug } from './locations';
import { PUBLIC_PAGE_SIZE, type CountBy, type ProjectScope } from './public-reads';

/**
 * The portfolio's figures from its published sites counted per state, sector and status: the cms
 * counts them in one grouped query (utils/portfolio-counts siteGroups), a test from its list of sites
 * (one group per site). The home page's and the projects overview's numbers, a state's page, the
 * company figures and the project lists' scopes are all worked out here, once.
 */
export interface SiteGroup {
  /** The state's canonical name ('Tamil Nadu'). */
  state: string;
  industry: Industry | null;
  ongoing: boolean;
  /** How many sites. */
  count: number;
  /** Their area in square feet, summed. */
  area: number;
}

/** How many sites the groups hold. */
export const sumCount = (groups: { count: number }[]) => groups.reduce((n, g) => n + g.count, 0);

/** Groups counted by a key, most first (then by key); an empty key is left out. */
export const countBy = <R extends { count: number }, K extends string>(
  groups: R[],
  key: (g: R) => K | null,
): CountBy<K>[] => {
  const counts = new Map<K, number>();
  for (const g of groups) {
    const k = key(g);
    if (k) counts.set(k, (counts.get(k) ?? 0) + g.count);
  }
  return [...counts]
    .map(([k, count]) => ({ key: k, count }))
    .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
};

/** Projects, completed, ongoing and the states worked in. */
export const portfolioStats = (groups: SiteGroup[]) => ({
  projects: sumCount(groups),
  completed: sumCount(groups.filter((g) => !g.ongoing)),
  ongoing: sumCount(groups.filter((g) => g.ongoing)),
  states: countBy(groups, (g) => g.state).length,
});

/** Every sector with its number of projects, in the sectors' order. */
export const sectorCounts = (groups: SiteGroup[]) => {
  const counts = countBy(groups, (g) => g.industry);
  return INDUSTRIES.map((industry) => ({ industry, count: counts.find((c) => c.key === industry)?.count ?? 0 }));
};

/** Square feet delivered: completed projects only (an ongoing one is not delivered yet). */
export const areaDelivered = (groups: SiteGroup[]) => groups.filter((g) => !g.ongoing).reduce((n, g) => n + g.area, 0);

/** What the published portfolio counts for the company figures (company-facts.ts). */
export const portfolioCounts = (groups: SiteGroup[]): PortfolioCounts => {
  const { completed, states } = portfolioStats(groups);
  return {
    projectsDelivered: completed,
    statesWorkedIn: states,
    squareFeetDelivered: Math.round(areaDelivered(groups)),
  };
};

/** A state by its name or URL slug ('tamil-nadu'); null when it names none. */
export const stateOfId = (id: string) => findState(id) ?? stateFromSlug(id) ?? null;

/** The projects a list shows: a sector's, a state's, or the ongoing ones (all, a sector's or a state's). */
export interface ListScope {
  industry?: Industry;
  state?: string;
  ongoing?: true;
}

/** The scope of /projects/{sector}, /projects/state/{state} and /projects/ongoing/{id}; null when the id names nothing. */
export const listScope = (scope: ProjectScope, id: string): ListScope | null => {
  const industry = id.toLowerCase();
  if (scope === 'industry') return isIndustry(industry) ? { industry } : null;
  const state = stateOfId(id);
  if (scope === 'state') return state ? { state } : null;
  if (industry === 'all') return { ongoing: true };
  if (isIndustry(industry)) return { ongoing: true, industry };
  return state ? { ongoing: true, state } : null;
};

/** Page `page` of `total` items, PUBLIC_PAGE_SIZE a page. */
export const pageOf = (page: number, total: number) => ({
  page,
  total,
  pageCount: Math.max(1, Math.ceil(total / PUBLIC_PAGE_SIZE)),
});
