import { citiesOf, findState } from './locations';
import type { FieldErrors } from './validate';
import {
  CAREER_LIMITS,
  CAREER_MESSAGES,
  JOB_LABELS,
  fieldText,
  isEmploymentType,
  type EmploymentType,
  type JobField,
} from './careers';

/** Job openings: what staff send and store, the rules for them, open or closed, the public careers read. */
/** What staff send for an opening (JSON). PUT takes the same fields; absent ones keep their value. */
export interface JobInput {
  title?: unknown;
  state?: unknown;
  city?: unknown;
  employmentType?: unknown;
  description?: unknown;
  closingDate?: unknown;
  open?: unknown;
}

export interface JobValues {
  title: string;
  state: string;
  city: string;
  employmentType: EmploymentType;
  description: string;
  /** YYYY-MM-DD, the last day applications are taken; null: open until closed. */
  closingDate: string | null;
  open: boolean;
}

/** Today's date (YYYY-MM-DD) in India, where the company hires. */
export const todayInIndia = (now = new Date()) => new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);

const isDate = (v: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(v) &&
  !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
  new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

/**
 * An opening's rules. `current` (an edit) supplies the fields a PUT leaves out. A closing date in the
 * past is refused when it is set or changed; an opening whose date has passed can still be edited
 * (it stays closed until the date is moved or cleared).
 */
export const validateJob = (input: JobInput, current?: JobValues) => {
  const M = CAREER_MESSAGES;
  const L = CAREER_LIMITS;
  const pick = <K extends keyof JobInput>(key: K) =>
    input[key] === undefined && current ? current[key as keyof JobValues] : input[key];
  const raw = {
    title: fieldText(pick('title')).replace(/\s+/g, ' '),
    state: fieldText(pick('state')),
    city: fieldText(pick('city')),
    employmentType: fieldText(pick('employmentType')).toUpperCase(),
    description: fieldText(pick('description')).replace(/\r\n?/g, '\n'),
    closingDate: pick('closingDate') === null ? '' : fieldText(pick('closingDate')),
  };
  const openRaw = pick('open');
  const errors: FieldErrors<JobField> = {};
  if (!raw.title) errors.title = M.titleRequired;
  else if (raw.title.length > L.titleMax) errors.title = M.tooLong(JOB_LABELS.title, L.titleMax);
  const state = raw.state ? findState(raw.state) : undefined;
  if (!raw.state) errors.state = M.stateRequired;
  else if (!state) errors.state = M.stateInvalid;
  const city = state ? citiesOf(state).find((c) => c.toLowerCase() === raw.city.toLowerCase()) : undefined;
  if (!raw.city) errors.city = M.cityRequired;
  else if (state && !city) errors.city = M.cityInvalid;
  if (!isEmploymentType(raw.employmentType)) errors.employmentType = M.employmentTypeInvalid;
  if (!raw.description) errors.description = M.descriptionRequired;
  else if (raw.description.length < L.descriptionMin) errors.description = M.descriptionTooShort;
  else if (raw.description.length > L.descriptionMax)
    errors.description = M.tooLong(JOB_LABELS.description, L.descriptionMax);
  if (raw.closingDate && !isDate(raw.closingDate)) errors.closingDate = M.closingDateInvalid;
  else if (raw.closingDate && raw.closingDate !== current?.closingDate && raw.closingDate < todayInIndia())
    errors.closingDate = M.closingDatePast;
  if (openRaw !== undefined && typeof openRaw !== 'boolean') errors.open = M.openInvalid;

  const values: JobValues = {
    title: raw.title,
    state: state ?? raw.state,
    city: city ?? raw.city,
    employmentType: raw.employmentType as EmploymentType,
    description: raw.description,
    closingDate: raw.closingDate || null,
    open: typeof openRaw === 'boolean' ? openRaw : true,
  };
  return { values, errors };
};

/** Open: not closed by staff and its closing date (if any) not passed. */
export const isJobOpen = (job: Pick<JobValues, 'open' | 'closingDate'>, today = todayInIndia()) =>
  job.open && (!job.closingDate || job.closingDate >= today);

export interface Job extends JobValues {
  _id: string;
  slug: string;
  /** open and not past its closing date: listed, in the sitemap, takes applications. */
  accepting: boolean;
  /** When it was first published (JobPosting datePosted). */
  postedAt: string;
  updatedAt: string;
}

/** The dashboard's row of an opening: with its applications count. */
export interface JobWithCounts extends Job {
  applications: number;
  newApplications: number;
}

export interface JobResponse {
  message?: string;
  job: Job;
}

/** A URL slug from the title and city ("Site Engineer", "Pune" -> "site-engineer-pune"). */
export const jobSlug = (title: string, city: string) =>
  `${title} ${city}`
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '') || 'job';

/** The public careers page's read: the page texts come from the Strapi page "career". */
export interface CareersData {
  jobs: Job[];
}
