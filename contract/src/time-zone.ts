/**
 * The company's time zone (Site settings › Time zone, an IANA name) and the calendar day of an
 * instant in it; the date formats every output uses with it are in format.ts. The public pages
 * (server-rendered and hydrated alike: the zone travels in SiteInfo) and the dashboard pass it. A date-only value
 * ('2026-03-05', a post's date, a job's closing date) is a
 * calendar day and is shown as it is; an instant (createdAt, an ISO time) is shown as the day and
 * time it was in the company's zone, whatever the server's or the viewer's own zone.
 */

/** The zone when the Site settings name none. */
export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

/**
 * IANA zone names ("Asia/Kolkata", "Europe/London", "America/Argentina/Buenos_Aires", "UTC"): an
 * area and a place, not offsets like "+05:30" nor ICU's ambiguous abbreviations ("IST").
 */
const ZONE_NAME = /^(UTC|[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){1,2})$/;

const formatters = new Map<string, Intl.DateTimeFormat>();
/** One formatter per zone, made on first use (a page that shows no date does not pay for it). */
const partsFormatter = (zone: string) => {
  let f = formatters.get(zone);
  if (!f) {
    const time = { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' } as const;
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      ...time,
    });
    formatters.set(zone, f);
  }
  return f;
};

/** True for a real IANA time zone name that this runtime knows. */
export const isTimeZone = (zone: unknown): zone is string => {
  if (typeof zone !== 'string' || !ZONE_NAME.test(zone)) return false;
  try {
    partsFormatter(zone);
    return true;
  } catch {
    return false;
  }
};

/** The zone to use: the setting when it is a real zone, else DEFAULT_TIME_ZONE. */
export const timeZoneOr = (zone: unknown): string => (isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE);

const DAY_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
export type DateValue = string | number | Date | null | undefined;

/** The instant a value names (a Date, an ISO time, milliseconds); null for a missing or bad one. */
export const instantOf = (value: DateValue): Date | null => {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** The calendar day and the time of day an instant was in `zone` (the formatters in format.ts build on it). */
export const partsIn = (date: Date, zone: string) => {
  const p = Object.fromEntries(
    partsFormatter(timeZoneOr(zone))
      .formatToParts(date)
      .map((x) => [x.type, x.value]),
  );
  return {
    year: Number(p.year),
    month: Number(p.month),
    day: Number(p.day),
    hour: p.hour,
    minute: p.minute,
    second: p.second,
  };
};

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The calendar day ('YYYY-MM-DD') of a value in `zone`: a date-only value as it is, an instant where it fell. '' when
 * bad.
 */
export const dayInZone = (value: DateValue, zone: string = DEFAULT_TIME_ZONE): string => {
  if (typeof value === 'string' && DAY_ONLY.test(value.trim())) return value.trim();
  const date = instantOf(value);
  if (!date) return '';
  const p = partsIn(date, zone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
};

/** Today in the company's zone ('YYYY-MM-DD'); `now` for a controllable clock. */
export const todayInZone = (zone: string = DEFAULT_TIME_ZONE, now: Date = new Date()): string => dayInZone(now, zone);

/** The calendar year of an instant in a time zone (an enquiry's reference year). */
export const yearIn = (at: Date, timeZone: string): number =>
  Number(new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric' }).format(at));
