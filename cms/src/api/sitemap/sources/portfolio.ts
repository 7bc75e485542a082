import type { Knex } from 'knex';
import {
  INDUSTRIES,
  PUBLIC_PAGE_SIZE,
  PUBLIC_ROUTES,
  findState,
  publicUrl,
  slugify,
  stateSlug,
} from '@portfolio/contract';
import type { SitemapEntry, SitemapSource } from './index';
import { latest } from './dates';
import { joinTableOf } from '../../../plugins/installer/server/src/utils/db-metadata';

/** Drafts are never in the sitemap: published sites only (NULL: stored before drafts existed). */
const published = (q: Knex.QueryBuilder) => q.where((b) => b.where('sites.draft', false).orWhereNull('sites.draft'));

/** Rows of the raw queries below. */
interface GroupRow {
  state: string | null;
  industry: string;
  site_ongoing: boolean | number | null;
  n: number | string;
  at: unknown;
}
interface ClientRow {
  id: number;
  name: string | null;
  slug: string | null;
  updated_at: unknown;
}
interface ClientSitesRow {
  client: number | string;
  at: unknown;
}
interface ProjectRow {
  client: number | string;
  slug: string | null;
  siteName: string | null;
  at: unknown;
}

interface Group {
  state: string | undefined;
  industry: string;
  ongoing: boolean;
  count: number;
  at: unknown;
}

/** A list's first page and its further pages (?page=n, linked by its pager), all with the list's date. */
const list = (path: string, groups: Group[], extra: unknown[] = []): SitemapEntry[] => {
  const count = groups.reduce((n, g) => n + g.count, 0);
  const lastmod = latest(...groups.map((g) => g.at), ...extra);
  const pages = Math.max(1, Math.ceil(count / PUBLIC_PAGE_SIZE));
  return Array.from({ length: pages }, (_, i) => ({ path: i ? `${path}?page=${i + 1}` : path, lastmod }));
};

/**
 * The portfolio: the clients list, every industry (and its ongoing projects), every state with
 * projects (its list, summary and ongoing projects), every client (its projects and their details)
 * and every project's own page, by slug.
 * Dated by the newest change to the sites and clients each page shows.
 */
export const portfolio: SitemapSource = async (strapi) => {
  const link = joinTableOf(strapi, 'api::site.site', 'client');
  const [rows, clients, perClient, projects, withSites]: [
    GroupRow[],
    ClientRow[],
    ClientSitesRow[],
    ProjectRow[],
    { client: number | string }[],
  ] = await Promise.all([
    strapi.db
      .connection('sites')
      .modify(published)
      .select('state', 'industry', 'site_ongoing')
      .count({ n: '*' })
      .max({ at: 'updated_at' })
      .groupBy('state', 'industry', 'site_ongoing'),
    strapi.db.connection('clients').select('id', 'name', 'slug', 'updated_at').orderBy('name'),
    strapi.db
      .connection('sites')
      .join(link.name, `${link.name}.${link.joinColumn.name}`, 'sites.id')
      .modify(published)
      .select(`${link.name}.${link.inverseJoinColumn.name} as client`)
      .max({ at: 'sites.updated_at' })
      .groupBy(`${link.name}.${link.inverseJoinColumn.name}`),
    strapi.db
      .connection('sites')
      .join(link.name, `${link.name}.${link.joinColumn.name}`, 'sites.id')
      .modify(published)
      .select(
        `${link.name}.${link.inverseJoinColumn.name} as client`,
        'sites.slug',
        'sites.site_name as siteName',
        'sites.updated_at as at',
      )
      .orderBy('sites.id'),
    strapi.db.connection(link.name).distinct(`${link.inverseJoinColumn.name} as client`),
  ]);
  const groups: Group[] = rows.map((r) => ({
    state: r.state ? findState(r.state) : undefined,
    industry: r.industry,
    ongoing: r.site_ongoing === true || r.site_ongoing === 1,
    count: Number(r.n),
    at: r.at,
  }));
  const clientsAt = latest(...clients.map((c) => c.updated_at));
  const ongoing = groups.filter((g) => g.ongoing);
  const states = [...new Set(groups.map((g) => g.state).filter((s): s is string => !!s))].sort();
  const sitesOf = new Map(perClient.map((r) => [Number(r.client), r.at]));
  // A client whose projects are all drafts is not shown publicly (a client without projects still is).
  const hasSites = new Set(withSites.map((r) => Number(r.client)));
  const shown = clients.filter((c) => sitesOf.has(Number(c.id)) || !hasSites.has(Number(c.id)));

  return [
    // Client cards show the logo, the name and the number of projects.
    ...list(
      PUBLIC_ROUTES.clients,
      shown.map((c) => ({ count: 1, at: c.updated_at }) as Group),
      groups.map((g) => g.at),
    ),
    ...INDUSTRIES.flatMap((industry) =>
      list(
        publicUrl.category(industry),
        groups.filter((g) => g.industry === industry),
        [clientsAt],
      ),
    ),
    ...list(publicUrl.ongoing(), ongoing, [clientsAt]),
    ...INDUSTRIES.flatMap((industry) =>
      list(
        publicUrl.ongoing(industry),
        ongoing.filter((g) => g.industry === industry),
        [clientsAt],
      ),
    ),
    ...states.flatMap((state) => {
      const here = groups.filter((g) => g.state === state);
      const slug = stateSlug(state);
      return [
        ...list(publicUrl.state(slug), here, [clientsAt]),
        { path: publicUrl.stateDetails(slug), lastmod: latest(...here.map((g) => g.at), clientsAt) },
        ...list(
          publicUrl.ongoing(slug),
          here.filter((g) => g.ongoing),
          [clientsAt],
        ),
      ];
    }),
    ...shown
      .filter((c) => c.name)
      .flatMap((c) => {
        const id = c.slug || slugify(String(c.name));
        const lastmod = latest(c.updated_at, sitesOf.get(Number(c.id)));
        const own = projects.filter((p) => Number(p.client) === Number(c.id) && (p.slug || p.siteName));
        return [
          { path: publicUrl.client(id), lastmod },
          { path: publicUrl.clientDetails(id), lastmod },
          ...own.map((p) => ({
            path: publicUrl.project(id, p.slug || slugify(String(p.siteName))),
            lastmod: latest(p.at, c.updated_at),
          })),
        ];
      }),
  ];
};
