import type { Industry } from './industries';
import { parseProjectFilter, projectFilterParams, type ProjectFilter } from './project-filter';
import type { Service } from './projects';
import type { ClientCardData, Page, Site } from './types';

/**
 * The dashboard's Projects and Clients tables (GET /dashboard/projects, /dashboard/clients): every
 * project or client staff may see, searched, filtered, sorted and paged on the server. Both sides
 * read a query with `parseProjectTableQuery` / `parseClientTableQuery` (the same messages).
 */

/** What the Projects table sorts by: last change, name, start year, area, contract value (its band). */
export const PROJECT_TABLE_SORTS = ['updated', 'name', 'start', 'area', 'value'] as const;
export type ProjectTableSort = (typeof PROJECT_TABLE_SORTS)[number];
export const PROJECT_TABLE_SORT_LABELS: Record<ProjectTableSort, string> = {
  updated: 'Last change',
  name: 'Name',
  start: 'Start year',
  area: 'Area',
  value: 'Value band',
};

/** What the Clients table sorts by. */
export const CLIENT_TABLE_SORTS = ['name', 'projects', 'published', 'updated'] as const;
export type ClientTableSort = (typeof CLIENT_TABLE_SORTS)[number];

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** Draft / Published. */
export const PUBLISHING_STATES = ['draft', 'published'] as const;
export type PublishingState = (typeof PUBLISHING_STATES)[number];

export const TABLE_PAGE_SIZES = [10, 20, 50, 100] as const;
export const TABLE_DEFAULT_PAGE_SIZE = 20;
const TABLE_PAGE_MAX = 100;
const SEARCH_MAX = 200;

export const TABLE_MESSAGES = {
  sort: (sorts: readonly string[]) => `Sort must be one of: ${sorts.join(', ')}.`,
  order: 'Order must be “asc” or “desc”.',
  publishing: 'Publishing must be “draft” or “published”.',
  featured: 'Featured must be “yes” or “no”.',
  page: 'Page must be a whole number from 1.',
  pageSize: `Page size must be a whole number from 1 to ${TABLE_PAGE_MAX}.`,
  search: `The search must be at most ${SEARCH_MAX} characters.`,
  repeated: (key: string) => `Choose one ${key} at a time.`,
} as const;

interface TableQuery<S extends string> {
  q: string;
  sort: S;
  order: SortOrder;
  page: number;
  pageSize: number;
}

export interface ProjectTableQuery extends TableQuery<ProjectTableSort> {
  filter: ProjectFilter & { publishing?: PublishingState; featured?: boolean };
}
export type ClientTableQuery = TableQuery<ClientTableSort>;

type QueryLike = URLSearchParams | Record<string, unknown>;

const one = (query: QueryLike, key: string, errors: string[]): string | undefined => {
  const raw = query instanceof URLSearchParams ? query.getAll(key) : query[key];
  const values = (Array.isArray(raw) ? raw : raw === undefined || raw === null ? [] : [raw])
    .map((v) => String(v).trim())
    .filter(Boolean);
  if (new Set(values).size > 1) {
    errors.push(TABLE_MESSAGES.repeated(key));
    return undefined;
  }
  return values[0];
};

const whole = (value: string | undefined, fallback: number, max: number): number | null => {
  if (value === undefined) return fallback;
  if (!/^\d{1,9}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 && n <= max ? n : null;
};

const parseTable = <S extends string>(
  query: QueryLike,
  sorts: readonly S[],
  defaultSort: S,
  defaultOrder: (sort: S) => SortOrder,
  errors: string[],
): TableQuery<S> => {
  let q = one(query, 'q', errors) ?? '';
  if (q.length > SEARCH_MAX) {
    errors.push(TABLE_MESSAGES.search);
    q = q.slice(0, SEARCH_MAX);
  }
  // Each value is a valid one (the default for what was wrong), so a screen can read its address as it is.
  const sortText = one(query, 'sort', errors) ?? defaultSort;
  const sort = sorts.includes(sortText as S) ? (sortText as S) : defaultSort;
  if (sort !== sortText) errors.push(TABLE_MESSAGES.sort(sorts));
  let orderText = one(query, 'order', errors)?.toLowerCase();
  if (orderText !== undefined && !(SORT_ORDERS as readonly string[]).includes(orderText)) {
    errors.push(TABLE_MESSAGES.order);
    orderText = undefined;
  }
  const page = whole(one(query, 'page', errors), 1, 1e9);
  if (page === null) errors.push(TABLE_MESSAGES.page);
  const pageSize = whole(one(query, 'pageSize', errors), TABLE_DEFAULT_PAGE_SIZE, TABLE_PAGE_MAX);
  if (pageSize === null) errors.push(TABLE_MESSAGES.pageSize);
  return {
    q,
    sort,
    order: (orderText as SortOrder | undefined) ?? defaultOrder(sort),
    page: page ?? 1,
    pageSize: pageSize ?? TABLE_DEFAULT_PAGE_SIZE,
  };
};

/** The Projects table's query: newest change first unless a sort is chosen (names A to Z, figures largest first). */
export const parseProjectTableQuery = (query: QueryLike): { query: ProjectTableQuery; errors: string[] } => {
  const errors: string[] = [];
  const table = parseTable(query, PROJECT_TABLE_SORTS, 'updated', (s) => (s === 'name' ? 'asc' : 'desc'), errors);
  const { filter: picked, errors: filterErrors } = parseProjectFilter(query);
  errors.push(...filterErrors);
  const filter: ProjectTableQuery['filter'] = { ...picked };
  const publishing = one(query, 'publishing', errors)?.toLowerCase();
  if (publishing !== undefined) {
    if ((PUBLISHING_STATES as readonly string[]).includes(publishing))
      filter.publishing = publishing as PublishingState;
    else errors.push(TABLE_MESSAGES.publishing);
  }
  const featured = one(query, 'featured', errors)?.toLowerCase();
  if (featured !== undefined) {
    if (featured === 'yes' || featured === 'no') filter.featured = featured === 'yes';
    else errors.push(TABLE_MESSAGES.featured);
  }
  return { query: { ...table, filter }, errors };
};

/** The Clients table's query: A to Z unless a sort is chosen. */
export const parseClientTableQuery = (query: QueryLike): { query: ClientTableQuery; errors: string[] } => {
  const errors: string[] = [];
  const table = parseTable(query, CLIENT_TABLE_SORTS, 'name', (s) => (s === 'name' ? 'asc' : 'desc'), errors);
  return { query: table, errors };
};

const tableBase = <S extends string>(table: TableQuery<S>, params: URLSearchParams) => {
  if (table.q) params.set('q', table.q);
  params.set('sort', table.sort);
  params.set('order', table.order);
  if (table.page > 1) params.set('page', String(table.page));
  if (table.pageSize !== TABLE_DEFAULT_PAGE_SIZE) params.set('pageSize', String(table.pageSize));
  return params;
};

/** A Projects table query as URL parameters (what parseProjectTableQuery reads back). */
export const projectTableParams = (query: ProjectTableQuery): URLSearchParams => {
  const params = projectFilterParams(query.filter);
  if (query.filter.publishing) params.set('publishing', query.filter.publishing);
  if (query.filter.featured !== undefined) params.set('featured', query.filter.featured ? 'yes' : 'no');
  return tableBase(query, params);
};

/** A Clients table query as URL parameters. */
export const clientTableParams = (query: ClientTableQuery): URLSearchParams => tableBase(query, new URLSearchParams());

/** Who last changed a record through the dashboard, and when (`by` null when the audit log does not say). */
export interface LastChange {
  by: string | null;
  at: string;
}

/** One row of the Projects table. */
export interface ProjectTableRow {
  _id: string;
  /** As staff typed it. */
  name: string;
  slug: string;
  client: { _id: string; name: string; displayName: string; slug: string };
  /** The cover photo's smallest rendition, or null without photos. */
  cover: string | null;
  locations: string;
  state: string;
  industry: Industry | null;
  services: Service[];
  ongoing: boolean;
  siteStart: number | null;
  area: number | null;
  /** The public band of the contract value (the figure itself stays on the editor). */
  valueBand: string | null;
  draft: boolean;
  featured: boolean;
  lastChange: LastChange;
}
export type ProjectTableResponse = Page<ProjectTableRow>;

/** One row of the Clients table. */
export interface ClientTableRow {
  _id: string;
  name: string;
  displayName: string;
  slug: string;
  logo: string | null;
  projects: number;
  published: number;
  lastChange: LastChange;
}
export type ClientTableResponse = Page<ClientTableRow>;

/** GET /dashboard/projects/:id: one project as staff see it (contractValue and draft included) and its client. */
export interface ProjectEditorResponse {
  client: Pick<ClientCardData, '_id' | 'name' | 'displayName' | 'slug'>;
  site: Site;
}
