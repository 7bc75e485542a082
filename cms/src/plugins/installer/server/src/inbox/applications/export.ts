import { APPLICATION_STATUS_LABELS, formatSheetDateTime } from '@portfolio/contract';
import { toCsv } from '../../utils/csv';
import { toApplicationSummary } from '../serialize';
import type { ApplicationRow } from '../rows';
import { SOURCE_CSV_COLUMNS } from '../lead-source';

type Summary = ReturnType<typeof toApplicationSummary>;

/**
 * The applications export's columns: who applied for which opening, where it stands, and where the
 * visit that sent it came from (the enquiries export's source columns). No CV and no covering
 * message: personal data stays in the dashboard, where it is deleted with the application.
 */
const CSV_COLUMNS = [
  ['Received', (a, zone) => formatSheetDateTime(a.createdAt, zone)],
  ['Opening', (a) => a.jobTitle],
  ['Status', (a) => APPLICATION_STATUS_LABELS[a.status]],
  ['Owner', (a) => a.owner?.email],
  ['Name', (a) => a.name],
  ['Email', (a) => a.email],
  ['Phone', (a) => a.phone],
  ['Deleted on', (a, zone) => formatSheetDateTime(a.deleteAt, zone)],
  ...SOURCE_CSV_COLUMNS,
] as const satisfies ReadonlyArray<readonly [string, (a: Summary, zone: string) => unknown]>;

/**
 * The applications as CSV, one line each in the order given; cells a spreadsheet would run as formulas are neutralised.
 */
export const applicationsCsv = async (rows: AsyncIterable<ApplicationRow>, zone: string, retentionMs: number) => {
  const lines: unknown[][] = [CSV_COLUMNS.map(([label]) => label)];
  for await (const row of rows) {
    const a = toApplicationSummary(row, retentionMs);
    lines.push(CSV_COLUMNS.map(([, cell]) => cell(a, zone)));
  }
  return toCsv(lines);
};
