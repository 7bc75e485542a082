import type {
  EnquiryKind,
  ApplicationStatus,
  ApplicationStatusChange,
  EnquiryService,
  EnquiryStatus,
  EnquiryActivity,
  EnquiryStatusChange,
  LostReason,
  ProjectType,
} from '@portfolio/contract';
import type { LeadSourceRow } from './lead-source';

/**
 * The rows of the staff inboxes (enquiries and job applications) as the database answers them:
 * the inbox's services (./enquiries, ./applications) read them, ./serialize turns them into the
 * contract's shapes. Dates arrive as Date or as text
 * depending on the database; json columns stored before the history was kept may be null.
 */

/** A row's owner as the inboxes populate it (id, documentId, email: never the password or tokens). */
export interface OwnerRow {
  id: number;
  documentId: string;
  email: string;
}

/** An enquiry's thread entry (plugin::installer.enquiry-note). */
export interface EnquiryNoteRow {
  id: number;
  documentId: string;
  kind?: 'note' | 'reply' | null;
  text: string;
  authorEmail?: string | null;
  createdAt: string | Date;
}

/**
 * An enquiry (plugin::installer.enquiry). `owner` is there when the query populates it (list, find,
 * update), `notes` when it is one enquiry (find); a row just created has neither.
 */
export interface EnquiryRow extends LeadSourceRow {
  id: number;
  documentId: string;
  /** null on rows stored before kinds (they are project enquiries; migrate() fills them in). */
  enquiryKind?: EnquiryKind | null;
  labelId?: string | null;
  name: string;
  company?: string | null;
  email: string;
  phone?: string | null;
  service?: EnquiryService | null;
  projectType: ProjectType;
  state?: string | null;
  city?: string | null;
  area?: number | null;
  message: string;
  about?: string | null;
  page?: string | null;
  /** `ENQ-2026-0042`: given on create; enquiries stored before references got theirs at start-up (migrate). */
  reference: string;
  enquiryStatus: EnquiryStatus;
  lostReason?: LostReason | null;
  /** Rupees (a big integer: a string on PostgreSQL). */
  wonValue?: number | string | null;
  statusHistory?: EnquiryStatusChange[] | null;
  /** Owner and follow-up changes (contract EnquiryActivity), oldest first; null before they were kept. */
  activity?: EnquiryActivity[] | null;
  /** The furthest pipeline step it reached (contract FUNNEL_STEPS' index: 0 New … 4 Won), for the funnel. */
  stageReached?: number | null;
  /** A date column: 'YYYY-MM-DD' (or a Date at midnight on PostgreSQL). */
  followUpOn?: string | Date | null;
  firstResponseAt?: string | Date | null;
  readAt?: string | Date | null;
  linkCount?: number | null;
  createdAt: string | Date;
  owner?: OwnerRow | null;
  notes?: EnquiryNoteRow[] | null;
}

/** An application's staff note (plugin::installer.application-note). */
export interface ApplicationNoteRow {
  id: number;
  documentId: string;
  text: string;
  authorEmail?: string | null;
  createdAt: string | Date;
}

/**
 * A job application (plugin::installer.application; the CV's bytes are in application-cv).
 * `owner` and `notes` as for enquiries.
 */
export interface ApplicationRow extends LeadSourceRow {
  id: number;
  documentId: string;
  name: string;
  email: string;
  phone: string;
  message?: string | null;
  applicationStatus: ApplicationStatus;
  statusHistory?: ApplicationStatusChange[] | null;
  jobId: string;
  jobTitle: string;
  cvFileName: string;
  cvMime: string;
  cvSize: number;
  cvSha256: string;
  createdAt: string | Date;
  owner?: OwnerRow | null;
  notes?: ApplicationNoteRow[] | null;
}

/** One group of a grouped count (knex): the grouped column's value and the counts, which PostgreSQL answers as text. */
export type GroupedCountRow = Record<string, string | number>;
