import { ENQUIRY_SERVICES, type EnquiryService, type ProjectType, isDateOnly } from './enquiries';
import type { LeadChannel } from './lead-source';
import { partsIn } from './time-zone';
import { daysBetween } from './documents';

/**
 * The Reports screen (dashboard /installer/dashboard/reports, API GET /api/v1/reports): figures over
 * the enquiries received between two calendar days of the company's time zone (both included), spam
 * left out. Computed in the database (cms insights/reports.ts).
 */

/** The pipeline the funnel follows, in order (Lost and Spam are not steps). */
export const FUNNEL_STEPS = ['new', 'contacted', 'qualified', 'proposal', 'won'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

export const REPORT_LIMITS = { maxDays: 731, topPages: 20 } as const;

export const REPORT_MESSAGES = {
  rangeInvalid: 'Choose a date range: from and to as dates like 2026-11-01, from on or before to.',
  rangeTooLong: `A report covers at most ${REPORT_LIMITS.maxDays} days.`,
  loadFailed: 'Could not load the reports.',
} as const;

/** Which days a report covers: `YYYY-MM-DD`, both included. */
export interface ReportRange {
  from: string;
  to: string;
}

export interface ChannelWeek {
  /** The Monday the week starts on (company time zone). */
  week: string;
  total: number;
  counts: Record<LeadChannel, number>;
}

export interface FunnelRow {
  step: FunnelStep;
  /** Enquiries that reached this step or a later one (Lost ones count up to the step they had reached). */
  reached: number;
  /** reached / the previous step's reached, in percent (one decimal); null for the first step or after none. */
  conversion: number | null;
}

export interface WinRateRow {
  channel: LeadChannel;
  enquiries: number;
  won: number;
  /** won / enquiries, in percent (one decimal); null without enquiries. */
  rate: number | null;
}

export interface WonBandRow {
  /** A contract value band (key-facts VALUE_BANDS' label), or null: won without a recorded value. */
  band: string | null;
  won: number;
  /** The contract values won in this band, in rupees. */
  value: number;
}

export interface FirstReplyRow {
  /** The owner's email; null: enquiries nobody owns. */
  owner: string | null;
  /** Enquiries that got a first reply. */
  replied: number;
  /** Nearest-rank median and 90th percentile of the time to first reply, in milliseconds. */
  medianMs: number;
  p90Ms: number;
}

export interface PageRow {
  path: string;
  views: number;
  /** Enquiries sent from this page (their `page`). */
  enquiries: number;
  /** enquiries / views, in percent (two decimals); null without views. */
  conversion: number | null;
}

export interface InsightsReport extends ReportRange {
  zone: string;
  /** Every figure is the viewer's own enquiries' (a user without the status flag). */
  ownOnly: boolean;
  total: number;
  weeks: ChannelWeek[];
  byService: { service: EnquiryService | 'none'; count: number }[];
  bySector: { sector: ProjectType; count: number }[];
  funnel: FunnelRow[];
  lostByReason: { reason: string; count: number }[];
  winRate: WinRateRow[];
  /** Won enquiries and the value won per contract value band, smallest first, then those without a value. */
  wonByBand: WonBandRow[];
  firstReply: FirstReplyRow[];
  /** Top pages by views, and by enquiries sent from them (page views only for status users). */
  topByViews: PageRow[];
  topByEnquiries: PageRow[];
}

/** A percentage with `digits` decimals; null when there is nothing to divide by. */
export const percent = (part: number, whole: number, digits = 1): number | null =>
  whole > 0 ? Math.round((part / whole) * 100 * 10 ** digits) / 10 ** digits : null;

/** The report's range from a query, or the message saying why not. */
export const reportRangeOf = (query: { from?: unknown; to?: unknown }): ReportRange | { error: string } => {
  const { from, to } = query;
  if (!isDateOnly(from) || !isDateOnly(to) || from > to) return { error: REPORT_MESSAGES.rangeInvalid };
  if (daysBetween(from, to) + 1 > REPORT_LIMITS.maxDays) return { error: REPORT_MESSAGES.rangeTooLong };
  return { from, to };
};

const DAY_MS = 24 * 3600 * 1000;
const utcOf = (day: string) => Date.parse(`${day}T00:00:00Z`);
/** The day `n` days after `day`. */
export const addDays = (day: string, n: number) => new Date(utcOf(day) + n * DAY_MS).toISOString().slice(0, 10);

/** The instant a calendar day begins in `zone` (00:00 there). */
export const startOfDayIn = (day: string, zone: string): Date => {
  const guess = utcOf(day);
  const offsetAt = (ms: number) => {
    const p = partsIn(new Date(ms), zone);
    const local = Date.UTC(p.year, p.month - 1, p.day, Number(p.hour) % 24, Number(p.minute), Number(p.second));
    return local - ms;
  };
  let at = guess - offsetAt(guess);
  at = guess - offsetAt(at);
  return new Date(at);
};

/** The Monday of a day's week. */
export const mondayOf = (day: string) => addDays(day, -((new Date(utcOf(day)).getUTCDay() + 6) % 7));

/** The Mondays of the weeks a range touches, in order. */
export const weeksOf = ({ from, to }: ReportRange): string[] => {
  const weeks: string[] = [];
  for (let w = mondayOf(from); w <= to; w = addDays(w, 7)) weeks.push(w);
  return weeks;
};

/** The presets of the Reports screen's range, for a given today. */
export const reportPresets = (today: string) => {
  const [y, m] = today.split('-').map(Number);
  const monthStart = (year: number, month: number) => new Date(Date.UTC(year, month - 1, 1)).toISOString().slice(0, 10);
  return {
    thisMonth: { from: monthStart(y, m), to: today },
    lastMonth: { from: monthStart(y, m - 1), to: addDays(monthStart(y, m), -1) },
    last3Months: { from: monthStart(y, m - 2), to: today },
    thisYear: { from: `${y}-01-01`, to: today },
  } satisfies Record<string, ReportRange>;
};

export const SERVICE_OR_NONE = [...ENQUIRY_SERVICES, 'none'] as const;
