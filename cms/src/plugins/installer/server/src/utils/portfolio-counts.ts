import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { columnOf } from './db-metadata';
import {
  SERVICES,
  findState,
  listScope,
  type Industry,
  type ProjectFacetRow,
  type ProjectFilter,
  type ProjectScope,
  type SiteGroup,
} from '@portfolio/contract';
import { SITE_UID } from './content-uids';
import { SERVICE_COLUMNS } from '../projects/input';
import { publishedRows } from '../projects/drafts';

/**
 * The portfolio's counts and list conditions, computed by the database: sites grouped by state,
 * sector and status (the figures contract portfolio-figures.ts works out of them), by everything the
 * project filter chooses (its per-option counts), and the where clauses of the filter and the project
 * lists.
 */

/** A row of siteGroups' grouped query. */
interface GroupRow {
  state: string | null;
  industry: string | null;
  site_ongoing: boolean | number | null;
  n: number | string;
  area: number | string | null;
}

/**
 * Published sites (drafts never count) counted per (state, industry, ongoing) in one grouped query; canonical state
 * names.
 */
export const siteGroups = async (
  strapi: Core.Strapi,
  where: (q: Knex.QueryBuilder) => void = () => {},
): Promise<SiteGroup[]> => {
  const rows = await strapi.db
    .connection('sites')
    .select('state', 'industry', 'site_ongoing')
    .count({ n: '*' })
    .sum({ area: 'area' })
    .modify(publishedRows)
    .modify(where)
    .groupBy('state', 'industry', 'site_ongoing');
  return rows.map((r: GroupRow) => ({
    state: (r.state && findState(r.state)) || r.state || '',
    industry: r.industry as Industry,
    ongoing: r.site_ongoing === true || r.site_ongoing === 1,
    count: Number(r.n),
    area: Number(r.area) || 0,
  }));
};

/** Sites counted by everything the project filter chooses, in one grouped query (contract facetCounts sums them). */
export const facetRows = async (strapi: Core.Strapi): Promise<ProjectFacetRow[]> => {
  const column = (name: string) => columnOf(strapi, SITE_UID, name);
  const serviceColumns = SERVICES.map((s) => column(SERVICE_COLUMNS[s]));
  const keys = [column('state'), column('industry'), column('site_ongoing'), column('site_start'), ...serviceColumns];
  const rows = await strapi.db.connection('sites').select(keys).count({ n: '*' }).modify(publishedRows).groupBy(keys);
  const yes = (v: unknown) => v === true || v === 1 || v === '1';
  return rows.map((r: Record<string, unknown>) => ({
    state: ((r[keys[0]] as string | null) && findState(r[keys[0]] as string)) || (r[keys[0]] as string | null) || '',
    industry: (r[keys[1]] as Industry | null) ?? null,
    ongoing: yes(r[keys[2]]),
    year: r[keys[3]] == null ? null : Number(r[keys[3]]),
    services: SERVICES.filter((_, i) => yes(r[serviceColumns[i]])),
    count: Number(r.n),
  }));
};

/** The where clause of the project filter (contract parseProjectFilter's answer). */
export const filterWhere = (filter: ProjectFilter) => ({
  ...(filter.state ? { state: filter.state } : {}),
  ...(filter.industry ? { industry: filter.industry } : {}),
  ...(filter.status ? { site_ongoing: filter.status === 'ongoing' } : {}),
  ...(filter.service ? { [SERVICE_COLUMNS[filter.service]]: true } : {}),
  ...(filter.year !== undefined ? { site_start: filter.year } : {}),
});

/** The where clause of a project list; undefined when the id names nothing. */
export const listWhere = (scope: ProjectScope, id: string): object | undefined => {
  const list = listScope(scope, id);
  if (!list) return undefined;
  return {
    ...(list.ongoing ? { site_ongoing: true } : {}),
    ...(list.industry ? { industry: list.industry } : {}),
    ...(list.state ? { state: list.state } : {}),
  };
};
