import { citiesOf, findState } from './locations';
import { apiPath } from './api-routes';
import { LEAD_CHANNEL_INVALID } from './lead-source';
import type { FieldErrors } from './validate';

/**
 * Careers: job openings staff publish and the applications visitors send with a CV.
 * Fields, rules and messages are defined once here, for the forms and for the server.
 */
export const EMPLOYMENT_TYPES = ['FULL_TIME', 'PART_TIME', 'CONTRACT', 'INTERNSHIP'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
export const isEmploymentType = (v: unknown): v is EmploymentType =>
  (EMPLOYMENT_TYPES as readonly unknown[]).includes(v);
export const EMPLOYMENT_TYPE_LABELS: Record<EmploymentType, string> = {
  FULL_TIME: 'Full time',
  PART_TIME: 'Part time',
  CONTRACT: 'Contract',
  INTERNSHIP: 'Internship',
};

/** The hiring pipeline: New → Shortlisted → Interview → Offer → Hired / Rejected. */
export const APPLICATION_STATUSES = ['new', 'shortlisted', 'interview', 'offer', 'hired', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const isApplicationStatus = (v: unknown): v is ApplicationStatus =>
  (APPLICATION_STATUSES as readonly unknown[]).includes(v);
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  new: 'New',
  shortlisted: 'Shortlisted',
  interview: 'Interview',
  offer: 'Offer',
  hired: 'Hired',
  rejected: 'Rejected',
};

/** Statuses stored before the pipeline, and what they became (moved at start-up; still accepted by the API). */
export const LEGACY_APPLICATION_STATUSES: Record<string, ApplicationStatus> = {
  interviewed: 'interview',
  offered: 'offer',
};

/** A status as the API takes it: a current one, or an old name mapped to its new one; undefined otherwise. */
export const applicationStatusOf = (v: unknown): ApplicationStatus | undefined =>
  isApplicationStatus(v)
    ? v
    : typeof v === 'string' && Object.hasOwn(LEGACY_APPLICATION_STATUSES, v)
      ? LEGACY_APPLICATION_STATUSES[v]
      : undefined;

export const CAREER_LIMITS = {
  titleMax: 120,
  descriptionMin: 30,
  descriptionMax: 10_000,
  nameMax: 100,
  emailMax: 254,
  phoneMax: 30,
  phoneMinDigits: 7,
  messageMax: 2000,
  noteMax: 5000,
  /** The CV: PDF, DOC or DOCX, recognised by content. */
  cvMaxBytes: 5 * 1024 * 1024,
  /** The public application POST's body cap: the CV plus the text fields and multipart framing. */
  bodyMaxBytes: 5 * 1024 * 1024 + 64 * 1024,
  pageSizeDefault: 20,
  pageSizeMax: 100,
  /** Applications and their CVs are deleted this many days after they arrived (APPLICATION_RETENTION_DAYS). */
  retentionDays: 180,
} as const;

export const CV_KINDS = {
  label: 'PDF, DOC or DOCX',
  extensions: ['pdf', 'doc', 'docx'],
  accept:
    '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;

/** The hidden honeypot field and the signed fill-time token (the same scheme as the contact form). */
export const APPLICATION_HONEYPOT = 'fax_only';
export const APPLICATION_TOKEN_FIELD = 'formToken';
/** The multipart field holding the CV. */
export const CV_FIELD = 'cv';

export const JOB_LABELS = {
  title: 'Job title',
  state: 'State',
  city: 'City',
  employmentType: 'Employment type',
  description: 'Description',
  closingDate: 'Closing date',
  open: 'Open',
} as const;
export type JobField = keyof typeof JOB_LABELS;

export const APPLICATION_LABELS = {
  name: 'Full name',
  email: 'Email',
  phone: 'Phone',
  message: 'A short message',
  cv: 'CV',
} as const;
export type ApplicationField = keyof typeof APPLICATION_LABELS;

const mb = CAREER_LIMITS.cvMaxBytes / (1024 * 1024);

export const CAREER_MESSAGES = {
  titleRequired: 'Please enter the job title.',
  stateRequired: 'Please choose the state.',
  stateInvalid: 'Please choose a state from the list.',
  cityRequired: 'Please choose the city.',
  cityInvalid: "Please choose a city from the state's list.",
  employmentTypeInvalid: 'Employment type must be one of: FULL_TIME, PART_TIME, CONTRACT, INTERNSHIP.',
  descriptionRequired: 'Please describe the job.',
  descriptionTooShort: `The description must be at least ${CAREER_LIMITS.descriptionMin} characters.`,
  closingDateInvalid: 'Closing date must be a date like 2026-12-31.',
  closingDatePast: 'The closing date cannot be in the past.',
  openInvalid: 'open must be true or false.',
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters.`,
  bodyNotObject: 'The request body must be a JSON object.',
  jobNotFound: 'Job opening not found.',
  jobCreated: 'Job opening published.',
  jobUpdated: 'Job opening saved.',
  jobClosed: 'Job opening closed.',
  jobRemoved: 'Job opening moved to the Trash.',
  confirmRemoveJob: 'Move this job opening to the Trash? Its applications stay until they are deleted.',
  noOpenings: 'There are no openings right now. Please check back soon, or send us your CV through the contact page.',
  jobClosedNotice: 'This position is closed and no longer takes applications.',

  nameRequired: 'Please tell us your name.',
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address, like name@example.com.',
  phoneRequired: 'Please enter a phone number.',
  phoneInvalid: 'Please enter a phone number with at least 7 digits (digits, spaces, +, -, brackets).',
  cvRequired: 'Please attach your CV (PDF, DOC or DOCX).',
  cvInvalid: 'Your CV must be a PDF, DOC or DOCX document. This file is not one, whatever its name says.',
  cvTooLarge: `Your CV must be at most ${mb} MB.`,
  cvOnlyOne: 'Please attach one CV file only.',
  /** CVs with active content: each names what was found and how to send a clean file. */
  cvJavaScript:
    'Your CV contains JavaScript or a form script, which we cannot accept. Please save it again as a plain PDF (for example with "Print to PDF") or as a DOCX.',
  cvLaunch:
    'Your CV contains an action that can start programs, which we cannot accept. Please save it again as a plain PDF (for example with "Print to PDF").',
  cvEmbeddedFile: 'Your CV contains attached files, which we cannot accept. Please save it again without attachments.',
  cvMacros:
    'Your CV contains macros or other active content, which we cannot accept. Please save it as a PDF, or as a DOCX without macros.',
  cvExternalReference:
    'Your CV loads a template or object from outside the file when it is opened, which we cannot accept. Please save it as a PDF, or as a DOCX without linked templates or objects.',
  cvExecutable:
    'Your CV contains an embedded program or package, which we cannot accept. Please save it again without embedded objects.',
  cvUnreadable:
    'Your CV could not be checked (it may be damaged, encrypted or password-protected). Please save it again without a password and send the new file.',
  refused: 'Sorry, we could not accept this application. Please email us your CV instead.',
  tooFast: 'That was quick! Please check your details and send the form again.',
  expired: 'This form has expired. Please reload the page and send it again.',
  tooMany: 'Too many applications from you in a short time. Please try again later.',
  tooLarge: `Your application is too large. The CV may be at most ${mb} MB.`,
  bodyType: 'Please send the application as a form with the CV attached.',
  closed: 'This position is closed and no longer takes applications.',
  sent: 'Thank you! We have received your application and CV. We will contact you if your profile fits the role.',
  sendFailed: 'Your application could not be sent. Please check your connection and try again.',
  checkFields: 'Please check the highlighted fields.',

  statusInvalid: `Status must be one of: ${APPLICATION_STATUSES.join(', ')}.`,
  ownerInvalid: 'The owner must be a dashboard user who may see applications (an admin).',
  ownerFilterInvalid: 'Owner must be a user, "me" or "none".',
  nothingToChange: 'Send a status or an owner to change.',
  /** The email telling a user an application is now theirs. */
  assignedSubject: (job: string, name: string) => `Application for ${job} from ${name} assigned to you`,
  jobFilterInvalid: 'job must be the id of a job opening.',
  channelInvalid: LEAD_CHANNEL_INVALID,
  pageInvalid: 'Page must be a positive whole number.',
  noteRequired: 'Please write a note.',
  applicationNotFound: 'Application not found.',
  applicationUpdated: 'Application updated.',
  noteAdded: 'Note added.',
  applicationDeleted: 'Application and CV deleted.',
  confirmDeleteApplication: 'Delete this application and its CV for ever? This cannot be undone.',
} as const;

/** A form field's text, trimmed ('' for anything else). */
export const fieldText = (v: unknown): string =>
  typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '';

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

/** Paths of the careers API (all below /api/v1; see the route table). */
export const CAREERS_API = {
  /** GET public (open ones), POST status users. */
  jobs: apiPath('jobs.list'),
  /** Every opening, closed ones included, with application counts (status users). */
  allJobs: apiPath('jobs.listAll'),
  job: (id: string) => apiPath('jobs.update', { id }),
  /** The public multipart application (the only anonymous upload). */
  apply: (jobId: string) => apiPath('applications.create', { id: jobId }),
  applications: apiPath('applications.list'),
  /** The filtered list as CSV (status users). */
  applicationsExport: apiPath('applications.exportCsv'),
  application: (id: string) => apiPath('applications.findOne', { id }),
  applicationNotes: (id: string) => apiPath('applications.addNote', { id }),
  cv: (id: string) => apiPath('applications.cv', { id }),
} as const;
