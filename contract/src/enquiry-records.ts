import type { FieldErrors } from './validate';
import { whatsappDigits } from './site-info';
import type { LeadChannel, LeadSource } from './lead-source';
import type { EnquiryKind } from './label-reports';
import type { EnquiryField, EnquiryService, EnquiryStatus, EnquiryValues, LostReason, ProjectType } from './enquiries';

/** A stored enquiry as the API answers it and the dashboard works it: thread, history, owner, lists. */
/** A staff entry in an enquiry's thread: an internal note, or a reply emailed to the visitor. */
export interface EnquiryNote {
  _id: string;
  kind: 'note' | 'reply';
  text: string;
  author: string | null;
  createdAt: string;
}

/** One status change: who made it (null: the website, or before history was kept) and when. */
export interface EnquiryStatusChange {
  status: EnquiryStatus;
  at: string;
  by: string | null;
  lostReason?: LostReason;
  /** The contract value won, in rupees, when it was recorded with the Won status. */
  wonValue?: number;
}

/**
 * A change of an enquiry's owner or follow-up date, as its history keeps it: who made it (null: the
 * website or a job) and when, with the new owner's email (null: nobody) or the new date (null: none).
 */
export type EnquiryActivity =
  | { kind: 'owner'; at: string; by: string | null; owner: string | null }
  | { kind: 'followUp'; at: string; by: string | null; followUpOn: string | null };

/** The staff user who owns an enquiry. */
export interface EnquiryOwner {
  _id: string;
  email: string;
}

export interface Enquiry extends EnquiryValues {
  _id: string;
  /** A project enquiry, or a report of a suspected counterfeit label (label-reports.ts). */
  kind: EnquiryKind;
  /** A counterfeit report's label id, as the visitor typed it; null for other kinds. */
  labelId: string | null;
  /** `ENQ-2026-0042`. */
  reference: string;
  status: EnquiryStatus;
  /** Set while the status is Lost. */
  lostReason: LostReason | null;
  /** The contract value won, in rupees: set on a Won enquiry when staff know it (the Reports' won value). */
  wonValue: number | null;
  statusHistory: EnquiryStatusChange[];
  owner: EnquiryOwner | null;
  /** `YYYY-MM-DD`, or null. */
  followUpOn: string | null;
  /** When staff first replied (stops the response clock), or null. */
  firstResponseAt: string | null;
  read: boolean;
  linkCount: number;
  createdAt: string;
  /**
   * Where the visit that sent it began (landing page, referrer host, utm_*, channel); null before sources were kept.
   */
  source: LeadSource | null;
  notes: EnquiryNote[];
  /** Owner and follow-up changes, oldest first (the detail's answer; [] for ones made before they were kept). */
  activity?: EnquiryActivity[];
}

/** PATCH /enquiries/:id: any of these (owner: a user's _id or null; only status users change it). */
export interface EnquiryChange {
  status?: EnquiryStatus;
  lostReason?: LostReason;
  /** Rupees (a number or digits), or null to clear; only on a Won enquiry. */
  wonValue?: number | string | null;
  read?: boolean;
  owner?: string | null;
  followUpOn?: string | null;
}

/** A list row: everything but the notes. */
export type EnquirySummary = Omit<Enquiry, 'notes'>;

export interface EnquiryFilters {
  /** The kind (absent: every kind). */
  kind?: EnquiryKind;
  /** Absent: every status but spam. */
  status?: EnquiryStatus;
  projectType?: ProjectType;
  /** Which service the enquiry is about (one of ENQUIRY_SERVICES). */
  service?: EnquiryService;
  q?: string;
  /** A user's _id, `me` (the viewer) or `none` (no owner yet). */
  owner?: string;
  /** The source channel (one of LEAD_CHANNELS). */
  channel?: LeadChannel;
  /** `due`: open enquiries whose follow-up date is today or earlier (company time zone). */
  followUp?: 'due';
  page?: number;
  pageSize?: number;
}

export interface EnquiryListResponse {
  enquiries: EnquirySummary[];
  page: number;
  pageSize: number;
  pageCount: number;
  total: number;
  /** Unread enquiries outside spam (the nav badge), and per status. */
  unread: number;
  counts: Record<EnquiryStatus, { total: number; unread: number }>;
}

export interface EnquiryResponse {
  message?: string;
  enquiry: Enquiry;
}

export interface EnquiryFormTokenResponse {
  token: string;
}

/** What a submission came to: 201 (stored), or the refusal's status, message and field messages. */
export interface EnquiryOutcome {
  status: 201 | 400 | 429;
  message: string;
  /** The stored enquiry's reference (201 only). */
  reference?: string;
  errors?: FieldErrors<EnquiryField>;
}

/**
 * The /contact route's side of enquiries. On the server (render context) it is the cms's enquiries
 * service bound to the request (client address, origin): no HTTP hop; in the browser the API.
 */
export interface EnquiryDesk {
  /** A signed "form shown at" token for a freshly rendered form. */
  formToken(): Promise<string>;
  /**
   * The visit's source the server remembers for this visitor (the form's hidden fields without JavaScript); null in the
   * browser.
   */
  visit(): Promise<LeadSource | null>;
  /** The same rules as POST /api/v1/enquiries: honeypot, fill time, validation, limits, spam. */
  submit(fields: Record<string, string>): Promise<EnquiryOutcome>;
  /** A suspected counterfeit label's report (label-reports.ts): the same token, honeypot and limits. */
  reportLabel(fields: Record<string, string>): Promise<EnquiryOutcome>;
}

/**
 * A visitor's phone as wa.me digits: an international number, or a 10-digit Indian mobile with 91 in front; null
 * otherwise.
 */
export const visitorWhatsappDigits = (phone: string | null): string | null => {
  if (!phone) return null;
  const international = whatsappDigits(phone);
  if (international) return international;
  const digits = phone.replace(/\D/g, '').replace(/^0/, '');
  return /^[6-9]\d{9}$/.test(digits) ? `91${digits}` : null;
};
