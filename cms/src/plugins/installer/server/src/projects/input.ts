import {
  CASE_STUDY_FIELDS,
  LIMITS,
  PROJECT_MESSAGES,
  SERVICES,
  checkSiteEnd,
  findState,
  isService,
  parseSiteEndDate,
  type CaseStudyField,
  type Service,
  type SiteInput,
  API_MESSAGES,
  KEY_FACT_FIELDS,
  firstError,
  toKeyFacts,
  validateKeyFacts,
  type KeyFacts,
  type KeyFactsInput,
  FEATURED_MESSAGES,
  parseFeatured,
  type Industry,
} from '@portfolio/contract';
import { badRequest } from '../utils/http-errors';

/** The text fields of a site as the multipart forms send them. */
export const SITE_TEXT_FIELDS = [
  'siteName',
  'area',
  'industry',
  'project_scope',
  'state',
  'locations',
  'description',
  'site_start',
] as const;

/** What a site row stores, already normalised (names lowercase, state canonical). */
export interface SiteData extends Partial<KeyFacts> {
  siteName?: string;
  area?: number;
  industry?: Industry;
  project_scope?: string;
  state?: string;
  locations?: string;
  description?: string;
  site_start?: number;
  site_ongoing?: boolean;
  site_end?: string | null;
  designAndBuild?: boolean;
  interiors?: boolean;
  manufacturing?: boolean;
  fireDoors?: boolean;
  challenge?: string | null;
  approach?: string | null;
  result?: string | null;
  featured?: boolean;
  featuredOrder?: number | null;
}

/** The boolean column of each service (filterable on every database; shown as switches in the admin panel). */
export const SERVICE_COLUMNS: Record<Service, 'designAndBuild' | 'interiors' | 'manufacturing' | 'fireDoors'> = {
  'design-and-build': 'designAndBuild',
  interiors: 'interiors',
  manufacturing: 'manufacturing',
  'fire-doors': 'fireDoors',
};

/** A site row's services, in the contract's order. */
export const servicesOf = (row: Readonly<Record<string, unknown>> | null | undefined): Service[] =>
  SERVICES.filter((s) => row?.[SERVICE_COLUMNS[s]] === true);

/**
 * A request body as the body parser leaves it (JSON object or multipart fields); each field is read and checked on its
 * own.
 */
export type RequestBody = Readonly<Record<string, unknown>> | null | undefined;

/**
 * `services` (repeated multipart field): each value one of the contract's services; a single empty
 * value clears them. Undefined when not sent; the site's four service columns otherwise.
 */
export const readServices = (
  body: RequestBody,
): Pick<SiteData, 'designAndBuild' | 'interiors' | 'manufacturing' | 'fireDoors'> | undefined => {
  const raw = body?.services;
  if (raw === undefined || raw === null) return undefined;
  const values = (Array.isArray(raw) ? raw : [raw])
    .flatMap((v) => String(v).split(','))
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean);
  if (!values.every(isService)) throw badRequest(PROJECT_MESSAGES.serviceInvalid);
  return Object.fromEntries(SERVICES.map((s) => [SERVICE_COLUMNS[s], values.includes(s)])) as Pick<
    SiteData,
    'designAndBuild' | 'interiors' | 'manufacturing' | 'fireDoors'
  >;
};

/** The optional case-study sections sent (blank clears one); undefined fields were not sent. */
export const readCaseStudy = (body: RequestBody): Pick<SiteData, CaseStudyField> => {
  const data: Pick<SiteData, CaseStudyField> = {};
  for (const [name, label] of Object.entries(CASE_STUDY_FIELDS) as [CaseStudyField, string][]) {
    const value = field(body, name);
    if (value === undefined) continue;
    const text = value.trim();
    if (text.length > LIMITS.descriptionMax)
      throw badRequest(PROJECT_MESSAGES.caseStudyTooLong(label, LIMITS.descriptionMax));
    data[name] = text || null;
  }
  return data;
};

/** The key facts sent (blank clears one), validated by the contract's rules; absent fields stay absent. */
export const readKeyFacts = (body: RequestBody): Partial<KeyFacts> => {
  const input: KeyFactsInput = {};
  for (const name of KEY_FACT_FIELDS) {
    const value = field(body, name);
    if (value !== undefined) input[name] = value;
  }
  const problem = firstError(validateKeyFacts(input));
  if (problem) throw badRequest(problem);
  return toKeyFacts(input);
};

/** `featured` (curation) as sent; undefined when not sent, blank is false. */
export const readFeatured = (body: RequestBody): boolean | undefined => {
  const value = field(body, 'featured');
  if (value === undefined) return undefined;
  const featured = parseFeatured(value);
  if (featured === null) throw badRequest(FEATURED_MESSAGES.featuredInvalid);
  return featured;
};

/** A multipart field as one string (a repeated field counts by its first value); undefined when absent. */
export const field = (body: RequestBody, name: string): string | undefined => {
  const value = body?.[name];
  if (value === undefined || value === null) return undefined;
  return String(Array.isArray(value) ? value[0] : value);
};

/** The site text fields present in the request body. */
export const readSiteInput = (body: RequestBody): SiteInput => {
  const input: SiteInput = {};
  for (const name of SITE_TEXT_FIELDS) {
    const value = field(body, name);
    if (value !== undefined) input[name] = value;
  }
  return input;
};

/**
 * Normalises validated text fields for storage (the site name as typed: the content type keeps it as displayName and
 * stores it lowercase); fields not present stay absent.
 */
export const toSiteData = (input: SiteInput): SiteData => {
  const data: SiteData = {};
  const has = (name: keyof SiteInput) => input[name] !== undefined && input[name] !== null;
  if (has('siteName')) data.siteName = String(input.siteName).trim();
  if (has('area')) data.area = Number(String(input.area).trim());
  // One of the contract's INDUSTRIES: the input was validated before (validateSite).
  if (has('industry')) data.industry = String(input.industry).trim().toLowerCase() as Industry;
  if (has('project_scope')) data.project_scope = String(input.project_scope).trim();
  if (has('state')) data.state = findState(String(input.state));
  if (has('locations')) data.locations = String(input.locations).trim().toLowerCase();
  if (has('description')) data.description = String(input.description).trim();
  if (has('site_start')) data.site_start = Number(String(input.site_start).trim());
  return data;
};

/** site_ongoing arrives as 'true' / 'false' (multipart) or a boolean; undefined when not sent. */
export const parseOngoing = (value: unknown): boolean | undefined => {
  if (value === undefined || value === null || value === '') return undefined;
  const text = String(value).trim().toLowerCase();
  if (text === 'true') return true;
  if (text === 'false') return false;
  throw badRequest(API_MESSAGES.siteStatusInvalid);
};

/**
 * site_end as month and year ('YYYY-MM', stored as the month's first day) or a full 'YYYY-MM-DD';
 * null when blank. Checked against the site's start year (once the change is applied) and today.
 */
export const parseSiteEnd = (value: unknown, startYear: number | undefined): string | null | undefined => {
  if (value === undefined) return undefined;
  const text = String(value ?? '').trim();
  if (!text || text === 'null') return null;
  const problem = checkSiteEnd(text, startYear);
  if (problem) throw badRequest(problem);
  const { year, month, day } = parseSiteEndDate(text)!;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};

/** The status fields of a site: Completed keeps site_end, Ongoing clears it. */
export const statusData = (
  ongoing: boolean | undefined,
  end: string | null | undefined,
  currentlyOngoing: boolean,
): Pick<SiteData, 'site_ongoing' | 'site_end'> => {
  const data: Pick<SiteData, 'site_ongoing' | 'site_end'> = {};
  if (ongoing !== undefined) data.site_ongoing = ongoing;
  const resultingOngoing = ongoing ?? currentlyOngoing;
  if (resultingOngoing) {
    if (ongoing === true) data.site_end = null;
  } else if (end !== undefined) data.site_end = end;
  return data;
};
