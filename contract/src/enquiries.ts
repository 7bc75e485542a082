import { INDUSTRIES, INDUSTRY_LABELS } from './industries';
import { SERVICES, SERVICE_LABELS } from './projects';
import { findState } from './locations';
import { EMAIL_PATTERN, type FieldErrors } from './validate';
import { isOnSiteLink } from './links';
import { LEAD_CHANNEL_INVALID } from './lead-source';

/**
 * Enquiries: the sales pipeline's statuses, the public contact form's fields, rules and messages,
 * used by the form and the server. What the API and the dashboard exchange about a stored enquiry
 * is in enquiry-records.ts.
 */
/** The sales pipeline: New → Contacted → Qualified → Proposal sent → Won / Lost, and Spam. */
export const ENQUIRY_STATUSES = ['new', 'contacted', 'qualified', 'proposal', 'won', 'lost', 'spam'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];
export const isEnquiryStatus = (v: unknown): v is EnquiryStatus => (ENQUIRY_STATUSES as readonly unknown[]).includes(v);

export const ENQUIRY_STATUS_LABELS: Record<EnquiryStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  proposal: 'Proposal sent',
  won: 'Won',
  lost: 'Lost',
  spam: 'Spam',
};

/** Statuses stored before the pipeline, and what they became (moved at start-up). */
export const LEGACY_ENQUIRY_STATUSES: Record<string, EnquiryStatus> = { quoted: 'proposal' };

/** Why an enquiry was lost: required when its status becomes Lost. */
export const LOST_REASONS = ['price', 'timing', 'scope', 'no-response', 'other'] as const;
export type LostReason = (typeof LOST_REASONS)[number];
export const isLostReason = (v: unknown): v is LostReason => (LOST_REASONS as readonly unknown[]).includes(v);
export const LOST_REASON_LABELS: Record<LostReason, string> = {
  price: 'Price',
  timing: 'Timing',
  scope: 'Scope',
  'no-response': 'No response',
  other: 'Other',
};

/** An enquiry's reference: `ENQ-2026-0042` (the year it arrived, its number in that year). */
export const enquiryReference = (year: number, n: number) => `ENQ-${year}-${String(n).padStart(4, '0')}`;

/** A follow-up date: a calendar day, `YYYY-MM-DD`. */
export const isDateOnly = (v: unknown): v is string =>
  typeof v === 'string' &&
  /^\d{4}-\d{2}-\d{2}$/.test(v) &&
  !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
  new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

/** The five industries or 'other'. */
/** The sectors, homes (residential: apartments, villas) and other: what an enquiry's project is. */
export const PROJECT_TYPES = [...INDUSTRIES, 'residential', 'other'] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];
export const isProjectType = (v: unknown): v is ProjectType => (PROJECT_TYPES as readonly unknown[]).includes(v);

/** The sectors' names (as the site shows them), Residential and Other: the form's project types. */
export const PROJECT_TYPE_LABELS: Record<ProjectType, string> = {
  ...INDUSTRY_LABELS,
  residential: 'Residential',
  other: 'Other',
};

/** Which service an enquiry is about: the business's four, or other. */
export const ENQUIRY_SERVICES = [...SERVICES, 'other'] as const;
export type EnquiryService = (typeof ENQUIRY_SERVICES)[number];
export const isEnquiryService = (v: unknown): v is EnquiryService =>
  (ENQUIRY_SERVICES as readonly unknown[]).includes(v);
export const ENQUIRY_SERVICE_LABELS: Record<EnquiryService, string> = { ...SERVICE_LABELS, other: 'Other' };

/** An enquiry reference as the thank-you page reads it back from its address. */
export const isEnquiryReference = (v: unknown): v is string => typeof v === 'string' && /^ENQ-\d{4}-\d{4,6}$/.test(v);

export const ENQUIRY_LIMITS = {
  nameMax: 100,
  companyMax: 150,
  emailMax: 254,
  phoneMax: 30,
  phoneMinDigits: 7,
  cityMax: 100,
  areaMax: 100_000_000,
  messageMin: 10,
  messageMax: 5000,
  aboutMax: 200,
  pageMax: 500,
  noteMax: 5000,
  searchMax: 100,
  /** The public POST's body cap (bytes), checked before the body is read. */
  bodyMaxBytes: 32 * 1024,
  /** A form sent sooner than this after it was shown is refused (bots fill forms instantly). */
  minFillMs: 3000,
  /** A form token older than this is refused (the page is reloaded to get a fresh one). */
  tokenMaxAgeMs: 7 * 24 * 3600 * 1000,
  /** A message with more links than this is stored as spam (and no staff email is sent). */
  maxLinks: 2,
  pageSizeDefault: 20,
  pageSizeMax: 100,
} as const;

/** The hidden honeypot field: people never see it, bots fill every field. */
export const ENQUIRY_HONEYPOT = 'fax_only';
/** The hidden field carrying the signed time the form was shown. */
export const ENQUIRY_TOKEN_FIELD = 'formToken';

export const ENQUIRY_LABELS = {
  name: 'Name',
  company: 'Company',
  email: 'Email',
  phone: 'Phone',
  service: 'Service',
  projectType: 'Project type',
  state: 'State',
  city: 'City',
  area: 'Approximate area (sq ft)',
  message: 'Message',
  about: 'About',
} as const;
/** The form's fields; `labelId`: a counterfeit-label report's (label-reports.ts). */
export type EnquiryField = keyof typeof ENQUIRY_LABELS | 'page' | 'labelId';

export const ENQUIRY_MESSAGES = {
  nameRequired: 'Please tell us your name.',
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address, like name@example.com.',
  phoneInvalid: 'Please enter a phone number with at least 7 digits (digits, spaces, +, -, brackets).',
  serviceInvalid: `Service must be one of: ${ENQUIRY_SERVICES.join(', ')}.`,
  projectTypeRequired: 'Please choose a project type.',
  projectTypeInvalid:
    'Project type must be one of: educational, healthcare, bank, corporate, government, residential, other.',
  stateInvalid: 'Please choose a state from the list.',
  cityNeedsState: 'Please choose a state for this city.',
  areaInvalid: `Approximate area must be a number of square feet between 1 and ${ENQUIRY_LIMITS.areaMax.toLocaleString('en-IN')}.`,
  messageRequired: 'Please write a short message about your project.',
  /** The heading of the form's error summary when fields have problems (each is listed under it). */
  checkFields: 'Please check the highlighted fields.',
  messageTooShort: `Your message must be at least ${ENQUIRY_LIMITS.messageMin} characters.`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters.`,
  /** Honeypot filled or a forged form token: only bots see it. */
  refused: 'Sorry, we could not accept this enquiry. Please call or email us instead.',
  tooFast: 'That was quick! Please check your details and send the form again.',
  expired: 'This form has expired. Please reload the page and send it again.',
  tooMany: 'Too many enquiries from you in a short time. Please try again later, or call us.',
  tooLarge: 'Your enquiry is too long. Please shorten your message.',
  bodyType: 'Please send the enquiry as a form or as JSON.',
  bodyNotObject: 'The request body must be a JSON object or a form.',
  sent: 'Thank you! We have received your enquiry and will get back to you within one working day.',
  /** The thank-you's line with the enquiry's reference. */
  sentReference: (reference: string) => `Your reference is ${reference}. Please quote it when you write or call us.`,
  /** What happens after an enquiry, on the thank-you and in the visitor's confirmation email. */
  nextSteps: [
    'We read every enquiry and reply within one working day, by email or phone.',
    'The person who looks after your kind of project calls you to understand what you need, and visits the site if it helps.',
    'When it fits, we send you a proposal with an estimate and a timeline.',
  ],
  /** The confirmation emailed to the visitor. */
  confirmationSubject: (reference: string, company: string) =>
    `We have received your enquiry ${reference} – ${company}`,
  sendFailed: 'Your enquiry could not be sent. Please check your connection and try again.',
  statusInvalid: `Status must be one of: ${ENQUIRY_STATUSES.join(', ')}.`,
  lostReasonRequired: 'Please choose why the enquiry was lost.',
  lostReasonInvalid: `Lost reason must be one of: ${LOST_REASONS.join(', ')}.`,
  wonValueInvalid: 'Contract value won must be a whole number of rupees from ₹1 to ₹10,000 crore, or empty.',
  wonValueOnlyWon: 'A contract value is kept only on a Won enquiry: mark it Won with the value.',
  ownerInvalid: 'The owner must be a dashboard user.',
  ownerOnlyStatus: 'Only admins can choose who owns an enquiry.',
  followUpInvalid: 'Follow-up date must be a date like 2026-11-30, or empty.',
  assignedSubject: (reference: string, name: string) => `${reference}: enquiry from ${name} assigned to you`,
  replyRequired: 'Please write your reply.',
  replySent: 'Reply sent to the visitor.',
  /** The subject of a staff reply emailed to the visitor. */
  replySubject: (reference: string, company: string) => `Your enquiry ${reference} – ${company}`,
  /** The WhatsApp greeting staff send a visitor. */
  whatsappGreeting: (name: string, reference: string, company: string) =>
    `Hello ${name}, this is ${company} about your enquiry ${reference}.`,
  noteRequired: 'Please write a note.',
  notFound: 'Enquiry not found.',
  pageInvalid: 'Page must be a positive whole number.',
  readInvalid: 'read must be true or false.',
  nothingToChange: 'Send a status, read, owner or follow-up date to change.',
  updated: 'Enquiry updated.',
  noteAdded: 'Note added.',
  searchTooLong: `Search must be at most 100 characters.`,
  kindInvalid: 'Kind must be one of: project, counterfeit-label.',
  channelInvalid: LEAD_CHANNEL_INVALID,
} as const;

/** What a visitor sends (JSON or urlencoded form fields; everything arrives as text). */
export type EnquiryInput = Partial<
  Record<EnquiryField | typeof ENQUIRY_HONEYPOT | typeof ENQUIRY_TOKEN_FIELD, unknown>
>;

/** What is stored after trimming and normalising. */
export interface EnquiryValues {
  name: string;
  company: string | null;
  email: string;
  phone: string | null;
  /** Which service (the form asks; null: not said). Always present in the server's answers. */
  service?: EnquiryService | null;
  projectType: ProjectType;
  state: string | null;
  city: string | null;
  area: number | null;
  message: string;
  about: string | null;
  page: string | null;
}

const text = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '');
const optional = (v: string) => (v === '' ? null : v);

/** Counts links (http(s)://, www., and bare domains with a path) in all the visitor's text. */
export const countLinks = (...texts: Array<string | null | undefined>): number =>
  texts.reduce(
    (n, t) =>
      n +
      (t
        ? (t.match(/\bhttps?:\/\/|\bwww\.|\b[a-z0-9-]+\.(?:com|net|org|ru|cn|info|biz|xyz|top|io|co)\/\S*/gi) ?? [])
            .length
        : 0),
    0,
  );

/** A same-site path ("/projects/clients"), or null. */
export const normalizePagePath = (v: unknown): string | null => {
  const path = text(v);
  return isOnSiteLink(path) && path.length <= ENQUIRY_LIMITS.pageMax && !/[\s\\]/.test(path) ? path : null;
};

const parseArea = (raw: string): number | null | undefined => {
  if (raw === '') return null;
  const n = Number(raw.replace(/[,\s]/g, ''));
  return Number.isFinite(n) && n >= 1 && n <= ENQUIRY_LIMITS.areaMax ? Math.round(n) : undefined;
};

/**
 * The contact form's rules, the same in the browser and on the server. Required: name, email,
 * project type and message; the others are optional but checked when filled.
 */
export const validateEnquiry = (input: EnquiryInput) => {
  const L = ENQUIRY_LIMITS;
  const M = ENQUIRY_MESSAGES;
  const raw = {
    name: text(input.name).replace(/\s+/g, ' '),
    company: text(input.company).replace(/\s+/g, ' '),
    email: text(input.email).toLowerCase(),
    phone: text(input.phone),
    service: text(input.service).toLowerCase(),
    projectType: text(input.projectType).toLowerCase(),
    state: text(input.state),
    city: text(input.city),
    area: text(input.area),
    message: text(input.message).replace(/\r\n?/g, '\n'),
    about: text(input.about).replace(/\s+/g, ' '),
  };
  const errors: FieldErrors<EnquiryField> = {};
  const tooLong = (field: keyof typeof ENQUIRY_LABELS, max: number) => {
    if (raw[field].length > max) errors[field] = M.tooLong(ENQUIRY_LABELS[field], max);
  };

  if (!raw.name) errors.name = M.nameRequired;
  else tooLong('name', L.nameMax);
  tooLong('company', L.companyMax);
  if (!raw.email) errors.email = M.emailRequired;
  else if (raw.email.length > L.emailMax || !EMAIL_PATTERN.test(raw.email)) errors.email = M.emailInvalid;
  const digits = raw.phone.replace(/\D/g, '').length;
  if (raw.phone && (raw.phone.length > L.phoneMax || digits < L.phoneMinDigits || !/^\+?[\d\s()./-]+$/.test(raw.phone)))
    errors.phone = M.phoneInvalid;
  if (raw.service && !isEnquiryService(raw.service)) errors.service = M.serviceInvalid;
  if (!raw.projectType) errors.projectType = M.projectTypeRequired;
  else if (!isProjectType(raw.projectType)) errors.projectType = M.projectTypeInvalid;
  const state = raw.state ? findState(raw.state) : undefined;
  if (raw.state && !state) errors.state = M.stateInvalid;
  if (raw.city && !raw.state) errors.city = M.cityNeedsState;
  else tooLong('city', L.cityMax);
  const area = parseArea(raw.area);
  if (area === undefined) errors.area = M.areaInvalid;
  if (!raw.message) errors.message = M.messageRequired;
  else if (raw.message.length < L.messageMin) errors.message = M.messageTooShort;
  else tooLong('message', L.messageMax);
  tooLong('about', L.aboutMax);

  const values: EnquiryValues = {
    name: raw.name,
    company: optional(raw.company),
    email: raw.email,
    phone: optional(raw.phone),
    service: raw.service ? (raw.service as EnquiryService) : null,
    projectType: raw.projectType as ProjectType,
    state: state ?? null,
    city: optional(raw.city),
    area: area ?? null,
    message: raw.message,
    about: optional(raw.about),
    page: normalizePagePath(input.page),
  };
  return { values, errors };
};
