import { apiPath } from './api-routes';

/**
 * Certificates and downloads: a library of documents staff manage (status users) and the
 * public /certifications page lists. Categories, limits, messages and paths are defined once here.
 */
export const DOCUMENT_CATEGORIES = ['certificate', 'test report', 'brochure', 'other'] as const;
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];
export const isDocumentCategory = (v: unknown): v is DocumentCategory =>
  (DOCUMENT_CATEGORIES as readonly unknown[]).includes(v);

/** Headings of the public page's groups and the dashboard's labels, in this order. */
export const DOCUMENT_CATEGORY_LABELS: Record<DocumentCategory, string> = {
  certificate: 'Certificates',
  'test report': 'Test reports',
  brochure: 'Brochures',
  other: 'Other documents',
};
/** One document of a category ("Certificate"). */
export const DOCUMENT_CATEGORY_SINGULAR: Record<DocumentCategory, string> = {
  certificate: 'Certificate',
  'test report': 'Test report',
  brochure: 'Brochure',
  other: 'Other',
};

export const DOCUMENT_LIMITS = {
  titleMax: 150,
  /** A certificate's or report's own number ("QMS-2025-0147"). */
  numberMax: 80,
  /** PDF, or a JPEG/PNG scan, recognised by content. */
  fileMaxBytes: 20 * 1024 * 1024,
} as const;

export const DOCUMENT_FILE_TYPES = {
  label: 'PDF, JPG or PNG',
  extensions: ['pdf', 'jpg', 'jpeg', 'png'],
  accept: '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png',
} as const;

/** The multipart fields of POST/PUT /documents. */
export const DOCUMENT_FIELDS = {
  title: 'title',
  category: 'category',
  file: 'file',
  issuer: 'issuer',
  number: 'number',
  issuedOn: 'issuedOn',
  expiresOn: 'expiresOn',
} as const;

/** The certificate register: reminders this many days before a document expires. */
export const CERTIFICATE_REMINDER_DAYS = [60, 30, 7] as const;
/** Within this many days of its expiry a document is "expiring" ("Expires in N days"); the overview lists them. */
export const CERTIFICATE_EXPIRING_DAYS = 60;

const mb = DOCUMENT_LIMITS.fileMaxBytes / (1024 * 1024);

export const DOCUMENT_MESSAGES = {
  titleRequired: 'Please enter the document title.',
  titleTooLong: `The title must be at most ${DOCUMENT_LIMITS.titleMax} characters.`,
  categoryInvalid: 'Category must be one of: certificate, test report, brochure, other.',
  fileRequired: 'Please choose the file to upload (PDF, JPG or PNG).',
  fileOnlyOne: 'Please upload one file at a time.',
  fileInvalid: 'The file must be a PDF, or a JPG or PNG scan. This file is not one, whatever its name says.',
  fileTooLarge: `The file must be at most ${mb} MB.`,
  pdfJavaScript:
    'This PDF contains JavaScript, which is not allowed. Please export it again without scripts (for example "Print to PDF").',
  pdfLaunch:
    'This PDF contains a launch action (it can start programs), which is not allowed. Please export it again without actions.',
  pdfEmbeddedFile:
    'This PDF contains embedded files (attachments), which are not allowed. Please export it again without attachments.',
  pdfUnreadable:
    'This PDF could not be checked (it may be damaged or encrypted). Please export it again and upload the new file.',
  bodyNotObject: 'The request body must be a JSON object or a form.',
  notFound: 'Document not found.',
  created: 'Document uploaded.',
  updated: 'Document saved.',
  removed: 'Document moved to the Trash.',
  issuerTooLong: `The issuer must be at most ${DOCUMENT_LIMITS.titleMax} characters.`,
  numberTooLong: `The certificate or report number must be at most ${DOCUMENT_LIMITS.numberMax} characters.`,
  issuedOnInvalid: 'The issue date must be a real date (YYYY-MM-DD), or left empty.',
  expiresOnInvalid: 'The expiry date must be a real date (YYYY-MM-DD), or left empty.',
  expiresBeforeIssued: 'The expiry date must be after the issue date.',
  expired: 'Expired',
  validUntil: (day: string) => `Valid until ${day}`,
  expiresIn: (days: number) =>
    days <= 0 ? 'Expires today' : days === 1 ? 'Expires tomorrow' : `Expires in ${days} days`,
  confirmRemove: 'Move this document to the Trash? It leaves the Certifications page until it is restored.',
  empty:
    'Our certificates, test reports and brochures will be published here soon. Please contact us if you need one now.',
} as const;

/** A document as the dashboard and the public page see it. */
export interface DocumentItem {
  _id: string;
  title: string;
  category: DocumentCategory;
  /** The download's file name ("IS 3614 fire test report.pdf"). */
  fileName: string;
  mime: string;
  /** Bytes. */
  size: number;
  createdAt: string;
  updatedAt: string;
  /** The public download (Content-Disposition: attachment with fileName). */
  href: string;
  /** Who issued it ("BIS", "Intertek"); null when not entered. */
  issuer: string | null;
  /** The certificate's or report's own number; null when not entered. */
  number?: string | null;
  /** YYYY-MM-DD, or null. */
  issuedOn: string | null;
  /** YYYY-MM-DD, or null (does not expire). */
  expiresOn: string | null;
  /** Against today in the company's time zone: `expired` is never shown as valid. */
  validity: DocumentValidity;
}

export type DocumentValidity = 'valid' | 'expiring' | 'expired' | 'no-expiry';

/**
 * A document's validity on `today` (YYYY-MM-DD): expiring within CERTIFICATE_EXPIRING_DAYS, expired the day after its
 * expiry date.
 */
export const documentValidity = (expiresOn: string | null | undefined, today: string): DocumentValidity => {
  if (!expiresOn) return 'no-expiry';
  if (expiresOn < today) return 'expired';
  return daysBetween(today, expiresOn) <= CERTIFICATE_EXPIRING_DAYS ? 'expiring' : 'valid';
};

/** Whole days from `from` to `to` (YYYY-MM-DD). */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

const isRealDate = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

export interface DocumentListResponse {
  documents: DocumentItem[];
}

export interface DocumentResponse {
  message: string;
  document: DocumentItem;
}

/** /certifications: the documents, newest first (the page groups them by category). */
export interface CertificationsData {
  documents: DocumentItem[];
}

export const DOCUMENTS_API = {
  /** GET every document, POST a new one (multipart): status users. */
  documents: apiPath('documents.list'),
  /** GET, PUT (title, category; optionally a new file), DELETE (to the Trash): status users. */
  document: (id: string) => apiPath('documents.findOne', { id }),
  /** GET, public: the file, as an attachment. */
  download: (id: string) => apiPath('documents.download', { id }),
} as const;

/** "1.2 MB", "320 KB". */
export const formatFileSize = (bytes: number) => {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
};

/** The file type word of a document ("PDF", "JPG", "PNG"). */
export const documentTypeLabel = (mime: string) =>
  mime === 'application/pdf' ? 'PDF' : mime === 'image/png' ? 'PNG' : mime === 'image/jpeg' ? 'JPG' : 'File';

/** A download name from the title: safe characters, with the extension of what the file really is. */
export const documentFileName = (title: string, ext: string) => {
  const base = String(title ?? '')
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9._ (),-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[ .]+|[ .]+$/g, '')
    .slice(0, 100);
  return `${base || 'document'}${ext}`;
};

export interface DocumentValues {
  title: string;
  category: DocumentCategory;
  issuer?: string | null;
  number?: string | null;
  issuedOn?: string | null;
  expiresOn?: string | null;
}

/**
 * Title and category from a form or JSON body; `current` fills what an update leaves out. Answers the first problem.
 */
export const validateDocument = (
  body: Record<string, unknown>,
  current?: DocumentValues,
): { values: DocumentValues; error: string | null } => {
  const rawTitle = body.title === undefined && current ? current.title : body.title;
  const title = typeof rawTitle === 'string' ? rawTitle.replace(/\s+/g, ' ').trim() : '';
  const rawCategory = body.category === undefined && current ? current.category : body.category;
  const category = typeof rawCategory === 'string' ? rawCategory.trim().toLowerCase() : rawCategory;
  // The register's fields: as sent, else as stored; '' (or null) clears one.
  const optional = (name: 'issuer' | 'number' | 'issuedOn' | 'expiresOn') => {
    const raw = body[name] === undefined && current ? current[name] : body[name];
    return typeof raw === 'string' ? raw.replace(/\s+/g, ' ').trim() || null : null;
  };
  const values: DocumentValues = {
    title,
    category: category as DocumentCategory,
    issuer: optional('issuer'),
    number: optional('number'),
    issuedOn: optional('issuedOn'),
    expiresOn: optional('expiresOn'),
  };
  if (!title) return { values, error: DOCUMENT_MESSAGES.titleRequired };
  if (title.length > DOCUMENT_LIMITS.titleMax) return { values, error: DOCUMENT_MESSAGES.titleTooLong };
  if (!isDocumentCategory(category)) return { values, error: DOCUMENT_MESSAGES.categoryInvalid };
  if (values.issuer && values.issuer.length > DOCUMENT_LIMITS.titleMax)
    return { values, error: DOCUMENT_MESSAGES.issuerTooLong };
  if (values.number && values.number.length > DOCUMENT_LIMITS.numberMax)
    return { values, error: DOCUMENT_MESSAGES.numberTooLong };
  if (values.issuedOn && !isRealDate(values.issuedOn)) return { values, error: DOCUMENT_MESSAGES.issuedOnInvalid };
  if (values.expiresOn && !isRealDate(values.expiresOn)) return { values, error: DOCUMENT_MESSAGES.expiresOnInvalid };
  if (values.issuedOn && values.expiresOn && values.expiresOn <= values.issuedOn)
    return { values, error: DOCUMENT_MESSAGES.expiresBeforeIssued };
  return { values, error: null };
};

/**
 * What a document's validity says on `today` (YYYY-MM-DD, company time zone): "Valid until 31 Mar 2028",
 * "Expires in 12 days", "Expired"; null when it has no expiry. Worked out where it is shown, so a cached
 * answer never says yesterday's number of days.
 */
export const validityLabel = (
  doc: Pick<DocumentItem, 'expiresOn'>,
  today: string,
  formatDay: (day: string) => string,
): { state: Exclude<DocumentValidity, 'no-expiry'>; text: string } | null => {
  if (!doc.expiresOn) return null;
  const state = documentValidity(doc.expiresOn, today) as Exclude<DocumentValidity, 'no-expiry'>;
  if (state === 'expired') return { state, text: DOCUMENT_MESSAGES.expired };
  if (state === 'expiring') return { state, text: DOCUMENT_MESSAGES.expiresIn(daysBetween(today, doc.expiresOn)) };
  return { state, text: DOCUMENT_MESSAGES.validUntil(formatDay(doc.expiresOn)) };
};
