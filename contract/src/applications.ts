import {
  APPLICATION_HONEYPOT,
  APPLICATION_LABELS,
  APPLICATION_TOKEN_FIELD,
  CAREER_LIMITS,
  CAREER_MESSAGES,
  CV_KINDS,
  fieldText,
  type ApplicationField,
  type ApplicationStatus,
} from './careers';
import { EMAIL_PATTERN, type FieldErrors } from './validate';
import type { LeadChannel, LeadSource } from './lead-source';

/** Applications to a job opening: what a visitor sends, its checks, and what staff read. */

/** What a visitor sends with the CV (multipart text fields). */
export type ApplicationInput = Partial<
  Record<Exclude<ApplicationField, 'cv'> | typeof APPLICATION_HONEYPOT | typeof APPLICATION_TOKEN_FIELD, unknown>
>;

export interface ApplicationValues {
  name: string;
  email: string;
  phone: string;
  message: string | null;
}

/** The application form's text rules (the CV is checked by content on the server, by name and size in the browser). */
export const validateApplication = (input: ApplicationInput) => {
  const M = CAREER_MESSAGES;
  const L = CAREER_LIMITS;
  const raw = {
    name: fieldText(input.name).replace(/\s+/g, ' '),
    email: fieldText(input.email).toLowerCase(),
    phone: fieldText(input.phone),
    message: fieldText(input.message).replace(/\r\n?/g, '\n'),
  };
  const errors: FieldErrors<ApplicationField> = {};
  if (!raw.name) errors.name = M.nameRequired;
  else if (raw.name.length > L.nameMax) errors.name = M.tooLong(APPLICATION_LABELS.name, L.nameMax);
  if (!raw.email) errors.email = M.emailRequired;
  else if (raw.email.length > L.emailMax || !EMAIL_PATTERN.test(raw.email)) errors.email = M.emailInvalid;
  const digits = raw.phone.replace(/\D/g, '').length;
  if (!raw.phone) errors.phone = M.phoneRequired;
  else if (raw.phone.length > L.phoneMax || digits < L.phoneMinDigits || !/^\+?[\d\s()./-]+$/.test(raw.phone))
    errors.phone = M.phoneInvalid;
  if (raw.message.length > L.messageMax) errors.message = M.tooLong('Your message', L.messageMax);
  const values: ApplicationValues = {
    name: raw.name,
    email: raw.email,
    phone: raw.phone,
    message: raw.message || null,
  };
  return { values, errors };
};

/** The browser's check of the chosen CV: extension and size (the server checks the content). */
export const checkCvChoice = (file: { name: string; size: number } | null | undefined): string | undefined => {
  if (!file || (!file.name && !file.size)) return CAREER_MESSAGES.cvRequired;
  const ext = file.name.toLowerCase().split('.').pop() ?? '';
  if (!(CV_KINDS.extensions as readonly string[]).includes(ext)) return CAREER_MESSAGES.cvInvalid;
  if (file.size > CAREER_LIMITS.cvMaxBytes) return CAREER_MESSAGES.cvTooLarge;
  return undefined;
};

export interface ApplicationNote {
  _id: string;
  text: string;
  author: string | null;
  createdAt: string;
}

/** One status change of an application: who made it (null: the website, or before history was kept) and when. */
export interface ApplicationStatusChange {
  status: ApplicationStatus;
  at: string;
  by: string | null;
}

/** The staff user who owns an application (an admin: only they may see applications). */
export interface ApplicationOwner {
  _id: string;
  email: string;
}

export interface Application extends ApplicationValues {
  _id: string;
  status: ApplicationStatus;
  /** Oldest first; applications stored before the pipeline start with none. */
  statusHistory: ApplicationStatusChange[];
  owner: ApplicationOwner | null;
  /** The opening applied to; its title is kept even when the opening is removed. */
  jobId: string;
  jobTitle: string;
  cv: { fileName: string; mime: string; size: number };
  createdAt: string;
  /** Where the visit that sent it began; null before sources were kept. */
  source: LeadSource | null;
  /** When it will be deleted automatically (APPLICATION_RETENTION_DAYS after it arrived). */
  deleteAt: string;
  notes: ApplicationNote[];
}

export type ApplicationSummary = Omit<Application, 'notes'>;

export interface ApplicationFilters {
  job?: string;
  status?: ApplicationStatus;
  /** A user's _id, `me` (the viewer) or `none` (no owner yet), as for enquiries. */
  owner?: string;
  /** The source channel (one of LEAD_CHANNELS). */
  channel?: LeadChannel;
  page?: number;
  pageSize?: number;
}

export interface ApplicationListResponse {
  applications: ApplicationSummary[];
  page: number;
  pageSize: number;
  pageCount: number;
  total: number;
  /** Per status, within the job filter. */
  counts: Record<ApplicationStatus, number>;
}

/** PATCH /applications/:id: any of these (owner: a user's _id or null). An old status name is taken as its new one. */
export interface ApplicationChange {
  status?: ApplicationStatus;
  owner?: string | null;
}

export interface ApplicationResponse {
  message?: string;
  application: Application;
}

/** What an application came to: 201, or the refusal's status, message and field messages. */
export interface ApplicationOutcome {
  status: 201 | 400 | 404 | 409 | 413 | 415 | 429;
  message: string;
  errors?: FieldErrors<ApplicationField>;
}

/**
 * The job page's side of applications. On the server (render context) it is the cms's applications
 * service bound to the request (client address and its uploaded CV); in the browser the API.
 */
export interface ApplicationDesk {
  formToken(): Promise<string>;
  /** As EnquiryDesk's: the visit's source for the form's hidden fields. */
  visit(): Promise<LeadSource | null>;
  /** The same rules as POST /api/v1/jobs/:id/applications; `cvs`: the files sent as `cv` (one expected). */
  submit(jobId: string, fields: Record<string, string>, cvs: Blob[]): Promise<ApplicationOutcome>;
}
