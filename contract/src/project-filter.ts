import { INDUSTRIES, isIndustry, type Industry } from './industries';
import { findState, stateFromSlug, stateSlug } from './locations';
import { SERVICES, isService, type Service } from './projects';

/**
 * The project filter of /projects: a GET form combining state, sector, status, service
 * and start year. Both sides parse the query with `parseProjectFilter` (the same messages), and
 * count the options with `facetCounts` (each option counted with the other choices applied).
 */

export const PROJECT_STATUSES = ['ongoing', 'completed'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
export const PROJECT_STATUS_LABELS: Record<ProjectStatus, string> = { ongoing: 'Ongoing', completed: 'Completed' };

/** The form's fields, in the form's (and the URL's) order. */
export const PROJECT_FILTER_KEYS = ['state', 'industry', 'status', 'service', 'year'] as const;
export type ProjectFilterKey = (typeof PROJECT_FILTER_KEYS)[number];

export interface ProjectFilter {
  /** A state's canonical name ("Tamil Nadu"); the URL carries its slug. */
  state?: string;
  industry?: Industry;
  status?: ProjectStatus;
  service?: Service;
  /** The year the project started. */
  year?: number;
}

const YEAR_MIN = 1900;
const YEAR_MAX = 2100;

export const PROJECT_FILTER_MESSAGES = {
  state: (value: string) => `“${value}” is not a state or union territory of India.`,
  industry: `Sector must be one of: ${INDUSTRIES.join(', ')}.`,
  status: `Status must be “ongoing” or “completed”.`,
  service: `Service must be one of: ${SERVICES.join(', ')}.`,
  year: `Start year must be a year such as 2019.`,
  repeated: (key: string) =>
    `Choose one ${key === 'industry' ? 'sector' : key === 'year' ? 'start year' : key} at a time.`,
  pastLastPage: 'There is no such page of these projects.',
} as const;

type QueryLike = URLSearchParams | Record<string, unknown>;

const valuesOf = (query: QueryLike, key: string): string[] => {
  if (query instanceof URLSearchParams) return query.getAll(key);
  const raw = query[key];
  if (raw === undefined || raw === null) return [];
  return (Array.isArray(raw) ? raw : [raw]).map(String);
};

/**
 * A query (URL search or koa's ctx.query) as a filter. An empty value is "any" (the form's first
 * option); anything else that names nothing is an error with a message for the person who typed it.
 */
export const parseProjectFilter = (query: QueryLike): { filter: ProjectFilter; errors: string[] } => {
  const filter: ProjectFilter = {};
  const errors: string[] = [];
  for (const key of PROJECT_FILTER_KEYS) {
    const values = valuesOf(query, key)
      .map((v) => v.trim())
      .filter(Boolean);
    if (!values.length) continue;
    if (new Set(values.map((v) => v.toLowerCase())).size > 1) {
      errors.push(PROJECT_FILTER_MESSAGES.repeated(key));
      continue;
    }
    const value = values[0].slice(0, 100);
    const lower = value.toLowerCase();
    if (key === 'state') {
      const state = findState(value) ?? stateFromSlug(value);
      if (state) filter.state = state;
      else errors.push(PROJECT_FILTER_MESSAGES.state(value));
    } else if (key === 'industry') {
      if (isIndustry(lower)) filter.industry = lower;
      else errors.push(PROJECT_FILTER_MESSAGES.industry);
    } else if (key === 'status') {
      if ((PROJECT_STATUSES as readonly string[]).includes(lower)) filter.status = lower as ProjectStatus;
      else errors.push(PROJECT_FILTER_MESSAGES.status);
    } else if (key === 'service') {
      if (isService(lower)) filter.service = lower;
      else errors.push(PROJECT_FILTER_MESSAGES.service);
    } else {
      const year = Number(value);
      if (/^\d{4}$/.test(value) && year >= YEAR_MIN && year <= YEAR_MAX) filter.year = year;
      else errors.push(PROJECT_FILTER_MESSAGES.year);
    }
  }
  return { filter, errors };
};

/** True when the filter chooses anything. */
export const isFiltered = (filter: ProjectFilter) => PROJECT_FILTER_KEYS.some((k) => filter[k] !== undefined);

/** The filter as URL parameters (state as its slug), in the form's order, without the "any" ones. */
export const projectFilterParams = (filter: ProjectFilter, page = 1): URLSearchParams => {
  const params = new URLSearchParams();
  if (filter.state) params.set('state', stateSlug(filter.state));
  if (filter.industry) params.set('industry', filter.industry);
  if (filter.status) params.set('status', filter.status);
  if (filter.service) params.set('service', filter.service);
  if (filter.year !== undefined) params.set('year', String(filter.year));
  if (page > 1) params.set('page', String(page));
  return params;
};

/** Sites counted by everything the filter can choose: the database groups, `facetCounts` sums. */
export interface ProjectFacetRow {
  state: string;
  industry: Industry | null;
  ongoing: boolean;
  year: number | null;
  services: Service[];
  count: number;
}

/** An option and the number of projects choosing it would show (the shape of public-reads' CountBy). */
interface CountBy<K extends string = string> {
  key: K;
  count: number;
}

export interface ProjectFilterOptions {
  states: CountBy[];
  industries: CountBy<Industry>[];
  statuses: CountBy<ProjectStatus>[];
  services: CountBy<Service>[];
  /** Newest first. */
  years: CountBy[];
}

/** Does a row pass the filter, leaving out one of its choices (the facet being counted)? */
const passes = (row: ProjectFacetRow, filter: ProjectFilter, except?: ProjectFilterKey) =>
  (except === 'state' || !filter.state || row.state === filter.state) &&
  (except === 'industry' || !filter.industry || row.industry === filter.industry) &&
  (except === 'status' || !filter.status || row.ongoing === (filter.status === 'ongoing')) &&
  (except === 'service' || !filter.service || row.services.includes(filter.service)) &&
  (except === 'year' || filter.year === undefined || row.year === filter.year);

const tally = <K extends string>(rows: ProjectFacetRow[], keys: (r: ProjectFacetRow) => (K | null | undefined)[]) => {
  const counts = new Map<K, number>();
  for (const row of rows) for (const k of keys(row)) if (k) counts.set(k, (counts.get(k) ?? 0) + row.count);
  return counts;
};

/**
 * Counts per option, each with the other choices applied ("Karnataka (4)" is what choosing
 * Karnataka would show). Options with no project are left out, except the one chosen.
 */
export const facetCounts = (rows: ProjectFacetRow[], filter: ProjectFilter): ProjectFilterOptions => {
  const facet = <K extends string>(
    key: ProjectFilterKey,
    keys: (r: ProjectFacetRow) => (K | null | undefined)[],
    order: readonly K[] | null,
    chosen?: K,
  ) => {
    const counts = tally(
      rows.filter((r) => passes(r, filter, key)),
      keys,
    );
    if (chosen && !counts.has(chosen)) counts.set(chosen, 0);
    const list = [...counts].map(([k, count]) => ({ key: k, count }));
    return order
      ? list.sort((a, b) => order.indexOf(a.key) - order.indexOf(b.key))
      : list.sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
  };
  return {
    states: facet('state', (r) => [r.state], null, filter.state).sort((a, b) => a.key.localeCompare(b.key)),
    industries: facet<Industry>('industry', (r) => [r.industry], INDUSTRIES, filter.industry),
    statuses: facet<ProjectStatus>(
      'status',
      (r) => [r.ongoing ? 'ongoing' : 'completed'],
      PROJECT_STATUSES,
      filter.status,
    ),
    services: facet<Service>('service', (r) => r.services, SERVICES, filter.service),
    years: facet(
      'year',
      (r) => [r.year ? String(r.year) : null],
      null,
      filter.year !== undefined ? String(filter.year) : undefined,
    ).sort((a, b) => b.key.localeCompare(a.key)),
  };
};
