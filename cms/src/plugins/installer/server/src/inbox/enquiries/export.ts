import {
  ENQUIRY_STATUSES,
  ENQUIRY_STATUS_LABELS,
  LOST_REASON_LABELS,
  formatSheetDateTime,
  projectTypeLabel,
  serviceLabel,
} from '@portfolio/contract';
import { toCsv } from '../../utils/csv';
import { toEnquirySummary } from '../serialize';
import type { EnquiryRow } from '../rows';
import { SOURCE_CSV_COLUMNS } from '../lead-source';

type Summary = ReturnType<typeof toEnquirySummary>;

/** When an enquiry first reached a status (its history's first entry for it), or empty. */
const firstReached = (e: Summary, status: (typeof ENQUIRY_STATUSES)[number]) =>
  e.statusHistory.find((h) => h.status === status)?.at;

/**
 * The export's columns: the first 21 as they always were (spreadsheets built on them keep
 * working), then the first reply and the date each status was first reached (users have no name: Owner is the email),
 * then where the lead came from (its source channel, landing page, referrer host and utm_* values),
 * then a Won enquiry's contract value in rupees.
 * Cells say what the dashboard says: labels for codes, times in the company's zone ("2026-11-28 09:34:05").
 */
const CSV_COLUMNS = [
  ['Reference', (e) => e.reference],
  ['Received', (e, zone) => formatSheetDateTime(e.createdAt, zone)],
  ['Status', (e) => ENQUIRY_STATUS_LABELS[e.status]],
  ['Lost reason', (e) => (e.lostReason ? LOST_REASON_LABELS[e.lostReason] : '')],
  ['Owner', (e) => e.owner?.email],
  ['Follow up on', (e) => e.followUpOn],
  [
    'Status history',
    (e, zone) =>
      e.statusHistory
        .map((h) => `${ENQUIRY_STATUS_LABELS[h.status]} ${formatSheetDateTime(h.at, zone)}${h.by ? ` ${h.by}` : ''}`)
        .join('; '),
  ],
  ['Read', (e) => (e.read ? 'yes' : 'no')],
  ['Name', (e) => e.name],
  ['Company', (e) => e.company],
  ['Email', (e) => e.email],
  ['Phone', (e) => e.phone],
  ['Service', (e) => serviceLabel(e.service)],
  ['Project type', (e) => projectTypeLabel(e.projectType)],
  ['State', (e) => e.state],
  ['City', (e) => e.city],
  ['Area (sq ft)', (e) => e.area],
  ['About', (e) => e.about],
  ['Page', (e) => e.page],
  ['Message', (e) => e.message],
  ['Links', (e) => e.linkCount],
  ['First response', (e, zone) => formatSheetDateTime(e.firstResponseAt, zone)],
  ...ENQUIRY_STATUSES.map(
    (status) =>
      [
        `${ENQUIRY_STATUS_LABELS[status]} on`,
        (e: Summary, zone: string) => formatSheetDateTime(firstReached(e, status), zone),
      ] as const,
  ),
  ...SOURCE_CSV_COLUMNS,
  ['Contract value won (₹)', (e) => e.wonValue],
] as const satisfies ReadonlyArray<readonly [string, (e: Summary, zone: string) => unknown]>;

/**
 * The enquiries as CSV, one line each in the order given; cells a spreadsheet would run as formulas are neutralised.
 */
export const enquiriesCsv = async (rows: AsyncIterable<EnquiryRow>, zone: string) => {
  const lines: unknown[][] = [CSV_COLUMNS.map(([label]) => label)];
  for await (const row of rows) {
    const e = toEnquirySummary(row);
    lines.push(CSV_COLUMNS.map(([, cell]) => cell(e, zone)));
  }
  return toCsv(lines);
};
