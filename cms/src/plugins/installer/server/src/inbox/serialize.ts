import type { Application, ApplicationSummary, Enquiry, EnquirySummary } from '@portfolio/contract';
import type { ApplicationRow, EnquiryRow, OwnerRow } from './rows';
import { text } from '../utils/serialize';
import { sourceOf } from './lead-source';

/**
 * The staff inboxes' rows as /api/v1 answers them (design.md): the parts both share (owner, status
 * history, thread entries, dates), then each inbox's own fields. The status is stored as
 * enquiryStatus / applicationStatus: the Content Manager reserves `status`.
 */

const isoOf = (value: unknown) => new Date(value as string).toISOString();

/** The owner as the API shows it: their documentId and email, or null. */
const ownerOf = (owner: OwnerRow | null | undefined) =>
  owner ? { _id: owner.documentId, email: text(owner.email) } : null;

/** A status history, oldest first ([] for rows stored before histories were kept). */
const historyOf = <T>(history: T[] | null | undefined): T[] => (Array.isArray(history) ? history : []);

/** One entry of a thread: a staff note (or, on enquiries, a reply), its author's email and when. */
const threadEntry = (note: {
  documentId: string;
  text: string;
  authorEmail?: string | null;
  createdAt: string | Date;
}) => ({
  _id: note.documentId,
  text: text(note.text),
  author: note.authorEmail ?? null,
  createdAt: isoOf(note.createdAt),
});

export const toEnquirySummary = (row: EnquiryRow): EnquirySummary => ({
  _id: row.documentId,
  kind: row.enquiryKind ?? 'project',
  labelId: row.labelId ?? null,
  name: text(row.name),
  company: row.company ?? null,
  email: text(row.email),
  phone: row.phone ?? null,
  service: row.service ?? null,
  projectType: row.projectType,
  state: row.state ?? null,
  city: row.city ?? null,
  area: row.area == null ? null : Number(row.area),
  message: text(row.message),
  about: row.about ?? null,
  page: row.page ?? null,
  reference: text(row.reference),
  status: row.enquiryStatus,
  lostReason: row.lostReason ?? null,
  wonValue: row.wonValue == null || row.wonValue === '' ? null : Number(row.wonValue),
  statusHistory: historyOf(row.statusHistory),
  owner: ownerOf(row.owner),
  followUpOn: row.followUpOn ? String(row.followUpOn).slice(0, 10) : null,
  firstResponseAt: row.firstResponseAt ? isoOf(row.firstResponseAt) : null,
  read: row.readAt != null,
  linkCount: Number(row.linkCount ?? 0),
  createdAt: isoOf(row.createdAt),
  source: sourceOf(row),
});

export const toEnquiry = (row: EnquiryRow): Enquiry => ({
  ...toEnquirySummary(row),
  notes: (row.notes ?? []).map((n) => ({ ...threadEntry(n), kind: n.kind === 'reply' ? 'reply' : 'note' })),
  activity: historyOf(row.activity),
});

/** An application as staff see it; `deleteAt` is when the retention purge will delete it. */
export const toApplicationSummary = (row: ApplicationRow, retentionMs: number): ApplicationSummary => ({
  _id: row.documentId,
  name: row.name,
  email: row.email,
  phone: row.phone,
  message: row.message ?? null,
  status: row.applicationStatus,
  statusHistory: historyOf(row.statusHistory),
  owner: ownerOf(row.owner),
  jobId: row.jobId,
  jobTitle: row.jobTitle,
  cv: { fileName: row.cvFileName, mime: row.cvMime, size: Number(row.cvSize) },
  createdAt: isoOf(row.createdAt),
  source: sourceOf(row),
  deleteAt: new Date(new Date(row.createdAt).getTime() + retentionMs).toISOString(),
});

export const toApplication = (row: ApplicationRow, retentionMs: number): Application => ({
  ...toApplicationSummary(row, retentionMs),
  notes: (row.notes ?? []).map(threadEntry),
});
