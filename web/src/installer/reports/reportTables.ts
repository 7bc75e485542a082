import {
  ENQUIRY_SERVICE_LABELS,
  ENQUIRY_STATUS_LABELS,
  LEAD_CHANNELS,
  LEAD_CHANNEL_LABELS,
  LOST_REASON_LABELS,
  formatDuration,
  projectTypeLabel,
  type InsightsReport,
  type LostReason,
} from '@portfolio/contract';

/** One figure's table: its column headings and rows of cells as shown (and as the CSV has them). */
export interface FigureTable {
  columns: string[];
  rows: (string | number)[][];
}

const pct = (v: number | null) => (v === null ? '—' : `${v}%`);
/** "2 Nov" for a week's Monday. */
export const weekLabel = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** The tables of every figure of a report, the same numbers the charts draw. */
export const reportTables = (r: InsightsReport): Record<string, FigureTable> => ({
  weeks: {
    columns: ['Week of', ...LEAD_CHANNELS.map((c) => LEAD_CHANNEL_LABELS[c]), 'Total'],
    rows: r.weeks.map((w) => [w.week, ...LEAD_CHANNELS.map((c) => w.counts[c]), w.total]),
  },
  services: {
    columns: ['Service', 'Enquiries'],
    rows: r.byService.map((s) => [s.service === 'none' ? 'Not said' : ENQUIRY_SERVICE_LABELS[s.service], s.count]),
  },
  sectors: {
    columns: ['Sector', 'Enquiries'],
    rows: r.bySector.map((s) => [projectTypeLabel(s.sector), s.count]),
  },
  funnel: {
    columns: ['Step', 'Reached', 'Conversion from the step before'],
    rows: r.funnel.map((f) => [ENQUIRY_STATUS_LABELS[f.step], f.reached, pct(f.conversion)]),
  },
  lost: {
    columns: ['Lost reason', 'Enquiries'],
    rows: r.lostByReason.map((l) => [LOST_REASON_LABELS[l.reason as LostReason] ?? l.reason, l.count]),
  },
  winRate: {
    columns: ['Source', 'Enquiries', 'Won', 'Win rate'],
    rows: r.winRate.map((w) => [LEAD_CHANNEL_LABELS[w.channel], w.enquiries, w.won, pct(w.rate)]),
  },
  wonByBand: {
    columns: ['Contract value band', 'Won', 'Value won (₹)'],
    rows: r.wonByBand.map((b) => [b.band ?? 'Value not recorded', b.won, b.value]),
  },
  firstReply: {
    columns: ['Owner', 'Replied', 'Median', '90th percentile'],
    rows: r.firstReply.map((f) => [
      f.owner ?? 'No owner',
      f.replied,
      formatDuration(f.medianMs),
      formatDuration(f.p90Ms),
    ]),
  },
  topByViews: {
    columns: ['Page', 'Views', 'Enquiries', 'Conversion'],
    rows: r.topByViews.map((p) => [p.path, p.views, p.enquiries, pct(p.conversion)]),
  },
  topByEnquiries: {
    columns: ['Page', 'Enquiries', 'Views', 'Conversion'],
    rows: r.topByEnquiries.map((p) => [p.path, p.enquiries, p.views, pct(p.conversion)]),
  },
});

/** A table as CSV (every cell quoted; a cell a spreadsheet would run as a formula starts with '). */
export const tableCsv = ({ columns, rows }: FigureTable) =>
  [columns, ...rows]
    .map((line) =>
      line
        .map((cell) => {
          const text = String(cell);
          const safe = /^[=+\-@\t\r]/.test(text) && typeof cell !== 'number' ? `'${text}` : text;
          return `"${safe.replace(/"/g, '""')}"`;
        })
        .join(','),
    )
    .join('\r\n');

/** Saves a CSV through the browser (a download of a Blob). */
export const downloadCsv = (name: string, csv: string) => {
  const url = URL.createObjectURL(new Blob([`\uFEFF${csv}\r\n`], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
};
