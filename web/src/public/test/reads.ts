import {
  COMPUTABLE_FIGURES,
  HOME_TESTIMONIALS,
  NO_FACTS,
  companyFigure,
  PUBLIC_PAGE_SIZE,
  STATE_TOP_CLIENTS,
  areaDelivered,
  countBy,
  facetCounts,
  findState,
  listScope,
  pageOf,
  portfolioCounts,
  portfolioStats,
  sectorCounts,
  serviceOfPage,
  slugify,
  stateOfId,
  titleCase,
  type Client,
  type ClientSummary,
  type DocumentItem,
  type DoorType,
  type Job,
  type LogoWallItem,
  type PageContent,
  type ProjectFacetRow,
  type ProjectFilter,
  type ProjectScope,
  type Post,
  type ProjectSummary,
  type PublicReads,
  type SiteInfo,
  type Site,
  type SiteGroup,
} from '@portfolio/contract';
import { byRecency } from '../portfolio/data';

/**
 * The cms's public-reads service over in-memory test data (clients with their sites, posts, pages,
 * settings): what the mock API (./server.tsx) answers at /api/v1/public/*. The figures, counts,
 * list scopes and pages are the contract's (portfolio-figures.ts), as the cms works them out; this
 * file only picks and shapes the test data.
 */
export interface PublicTestData {
  clients: Client[];
  posts: Record<'press' | 'awards' | 'testimonials', Post[]>;
  pages: PageContent[];
  settings: Omit<SiteInfo, 'language' | 'shareImage' | 'logo' | 'publicUrl'> | null;
  /** Job openings, open and closed (careers). */
  jobs?: Job[];
  /** The documents library (certifications). */
  documents?: DocumentItem[];
  /** The fire-door range (door types with their ratings, taken as backed). */
  doorTypes?: DoorType[];
  /** The home page's logo wall (the logo library in staff's order); empty: the wall shows the clients. */
  logoWall?: LogoWallItem[];
}

const summary = ({ sites, ...client }: Client): ClientSummary => ({ ...client, totalSites: sites.length });
const card = (site: Site, client: Client): ProjectSummary => {
  const { description, video, ...rest } = site;
  void description;
  void video;
  return {
    site: { ...rest, photos: site.photos.slice(0, 1), photoFormats: (site.photoFormats ?? []).slice(0, 1) },
    client: summary(client),
  };
};
const clientSlugOf = (c: Client) => c.slug || slugify(c.name);
const siteSlugOf = (s: Site) => s.slug || slugify(s.siteName);
const stateOf = (site: Site) => findState(site.state) ?? site.state;
/** The test's sites as the cms's grouped count gives them: one group per site. */
const groupsOf = (list: { site: Site }[]): SiteGroup[] =>
  list.map(({ site }) => ({
    state: stateOf(site),
    industry: site.industry,
    ongoing: site.site_ongoing,
    count: 1,
    area: Number(site.area) || 0,
  }));
const statesOf = (list: { site: Site }[]) => countBy(groupsOf(list), (g) => g.state);
const paged = <T>(items: T[], page: number) => ({
  items: items.slice((page - 1) * PUBLIC_PAGE_SIZE, page * PUBLIC_PAGE_SIZE),
  ...pageOf(page, items.length),
});

export const testReads = (data: PublicTestData): PublicReads => {
  const all = () => data.clients.flatMap((c) => c.sites.map((s) => ({ site: s, client: c }))).sort(byRecency);
  const cards = (list: { site: Site; client: Client }[]) => list.map((p) => card(p.site, p.client));
  const page = (slug: string) => data.pages.find((p) => p.slug === slug) ?? null;
  const findClient = (id: string) => {
    const key = id.trim().toLowerCase();
    return data.clients.find((c) => clientSlugOf(c) === key) ?? data.clients.find((c) => c.name === key) ?? null;
  };
  const listOf = (scope: ProjectScope, id: string) => {
    const list = listScope(scope, id);
    return list
      ? all().filter(
          ({ site }) =>
            (!list.ongoing || site.site_ongoing) &&
            (!list.industry || site.industry === list.industry) &&
            (!list.state || stateOf(site) === list.state),
        )
      : null;
  };
  const facetRow = (site: Site): ProjectFacetRow => ({
    state: stateOf(site),
    industry: site.industry,
    ongoing: site.site_ongoing,
    year: site.site_start || null,
    services: site.services ?? [],
    count: 1,
  });
  const matches = (site: Site, f: ProjectFilter) =>
    (!f.state || stateOf(site) === f.state) &&
    (!f.industry || site.industry === f.industry) &&
    (!f.status || site.site_ongoing === (f.status === 'ongoing')) &&
    (!f.service || (site.services ?? []).includes(f.service)) &&
    (f.year === undefined || site.site_start === f.year);
  const rows = () => all().map((p) => facetRow(p.site));
  return {
    site: async () => ({
      companyName: '',
      tagline: null,
      phone: null,
      email: null,
      address: null,
      social: [],
      footerText: null,
      timeZone: 'Asia/Kolkata',
      // The facts as the cms computes them from the published portfolio (company/facts), unless the data states them.
      facts: {
        ...NO_FACTS,
        figures: COMPUTABLE_FIGURES.map((key) => companyFigure(key, null, portfolioCounts(groupsOf(all())))!),
      },
      ...data.settings,
      language: 'en-IN',
      shareImage: null,
      logo: null,
      publicUrl: null,
    }),
    page: async (slug) => {
      const service = serviceOfPage(slug);
      return {
        page: page(slug),
        recent: service
          ? cards(
              all()
                .filter((p) => p.site.services?.includes(service))
                .slice(0, 3),
            )
          : [],
      };
    },
    home: async () => {
      const projects = all();
      const { completed, ongoing, states } = portfolioStats(groupsOf(projects));
      return {
        page: page('home'),
        services: ['designandbuild', 'manufacturing', 'firedoors'].map(page).filter((p) => !!p),
        stats: { clients: data.clients.length, completed, ongoing, states },
        featured: cards(projects.slice(0, 6)),
        featuredCount: 0,
        curated: false,
        clients: [...data.clients]
          .sort((a, b) => a.name.localeCompare(b.name))
          .slice(0, 12)
          .map(summary),
        logoWall: data.logoWall ?? [],
        testimonials: data.posts.testimonials.slice(0, HOME_TESTIMONIALS),
      };
    },
    projects: async () => {
      const projects = all();
      const stats = portfolioStats(groupsOf(projects));
      return {
        page: page('projects'),
        stats: { clients: data.clients.length, projects: stats.projects, ongoing: stats.ongoing, states: stats.states },
        industries: sectorCounts(groupsOf(projects)).map((sector) => {
          const sample = projects.find((p) => p.site.industry === sector.industry && p.site.photos.length);
          return { ...sector, sample: sample ? card(sample.site, sample.client) : null };
        }),
        states: statesOf(projects),
        ongoing: cards(projects.filter((p) => p.site.site_ongoing).slice(0, 3)),
        completed: cards(projects.filter((p) => !p.site.site_ongoing).slice(0, 6)),
        options: facetCounts(rows(), {}),
      };
    },
    clients: async ({ page: n, q }) => {
      const query = q.trim().toLowerCase();
      const sorted = [...data.clients].sort((a, b) => a.name.localeCompare(b.name));
      const { items, ...rest } = paged(
        sorted.filter((c) => c.name.includes(query)),
        n,
      );
      return { clients: items.map(summary), ...rest, totalAll: data.clients.length, q: query };
    },
    client: async (name) => data.clients.find((c) => c.name === name.toLowerCase()) ?? null,
    clientPage: async (id) => findClient(id),
    project: async (clientId, siteId) => {
      const client = findClient(clientId);
      const key = siteId.toLowerCase();
      const site = client?.sites.find((s) => siteSlugOf(s) === key || s.siteName === key);
      if (!client || !site) return null;
      const others = all().filter((p) => p.site._id !== site._id);
      const related = [
        ...others.filter((p) => p.client._id === client._id),
        ...others.filter((p) => p.client._id !== client._id && p.site.industry === site.industry),
      ];
      return {
        client: summary(client),
        site,
        related: cards(related.slice(0, 3)),
        testimonial: data.posts.testimonials.find((t) => t.siteId === site._id) ?? null,
      };
    },
    projectList: async ({ scope, id, page: n }) => {
      const list = listOf(scope, id);
      if (!list) return null;
      const { items, ...rest } = paged(list, n);
      return {
        projects: cards(items),
        ...rest,
        ...(scope === 'industry' ? { states: statesOf(list) } : {}),
      };
    },
    projectFilter: async ({ filter, page: n }) => {
      const { items, ...rest } = paged(
        all().filter((p) => matches(p.site, filter)),
        n,
      );
      return { filter, projects: cards(items), ...rest, options: facetCounts(rows(), filter) };
    },
    stateDetails: async (id) => {
      const state = stateOfId(id);
      if (!state) return null;
      const here = all().filter((p) => stateOf(p.site) === state);
      const groups = groupsOf(here);
      const clients = countBy(
        here.map((p) => ({ client: p.client._id, count: 1 })),
        (r) => r.client,
      );
      const { projects, ongoing } = portfolioStats(groups);
      return {
        state,
        projects,
        ongoing,
        area: areaDelivered(groups),
        sectors: sectorCounts(groups),
        clients: clients
          .slice(0, STATE_TOP_CLIENTS)
          .map(({ key, count }) => ({ client: summary(data.clients.find((c) => c._id === key)!), count })),
        clientCount: clients.length,
        cities: [...new Set(here.map((p) => titleCase(p.site.locations)).filter(Boolean))].sort(),
      };
    },
    press: async () => ({ page: page('press-awards-testimonials'), ...data.posts }),
    careers: async () => ({ jobs: (data.jobs ?? []).filter((j) => j.accepting) }),
    job: async (slug) => (data.jobs ?? []).find((j) => j.slug === slug) ?? null,
    certifications: async () => ({ documents: data.documents ?? [] }),
    doorTypes: async () => ({ doorTypes: data.doorTypes ?? [] }),
    doorLabel: async () => null,
  };
};
