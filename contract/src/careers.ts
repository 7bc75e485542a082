import { apiPath } from './api-routes';
import { LEAD_CHANNEL_INVALID } from './lead-source';

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
