/**
 * The company's time zone (Site settings › Time zone, an IANA name) and the date formats every page
 * uses with it: the public pages (server-rendered and hydrated alike: the zone travels in SiteInfo)
 * and the dashboard. A date-only value ('2026-03-05', a post's date, a job's closing date) is a
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
    f = new Intl.DateTimeFormat('en-GB', { timeZone: zone, year: 'numeric', month: 'numeric', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
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
type DateValue = string | number | Date | null | undefined;

const instantOf = (value: DateValue): Date | null => {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

const partsIn = (date: Date, zone: string) => {
  const p = Object.fromEntries(partsFormatter(timeZoneOr(zone)).formatToParts(date).map((x) => [x.type, x.value]));
  return { year: Number(p.year), month: Number(p.month), day: Number(p.day), hour: p.hour, minute: p.minute };
};

const pad = (n: number) => String(n).padStart(2, '0');

/** The calendar day ('YYYY-MM-DD') of a value in `zone`: a date-only value as it is, an instant where it fell. '' when bad. */
export const dayInZone = (value: DateValue, zone: string = DEFAULT_TIME_ZONE): string => {
  if (typeof value === 'string' && DAY_ONLY.test(value.trim())) return value.trim();
  const date = instantOf(value);
  if (!date) return '';
  const p = partsIn(date, zone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
};

/** Today in the company's zone ('YYYY-MM-DD'); `now` for a controllable clock. */
export const todayInZone = (zone: string = DEFAULT_TIME_ZONE, now: Date = new Date()): string => dayInZone(now, zone);

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const LONG_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const dayParts = (value: DateValue, zone: string) => {
  const day = DAY_ONLY.exec(dayInZone(value, zone));
  return day ? { year: day[1], month: Number(day[2]), day: Number(day[3]) } : null;
};

/** The dashboard's one date-and-time format: "23 Nov 2026, 14:06" in `zone` ('' for a missing or bad date). */
export const formatDateTime = (value: DateValue, zone: string = DEFAULT_TIME_ZONE): string => {
  const date = instantOf(value);
  if (!date) return '';
  const p = partsIn(date, zone);
  return `${p.day} ${SHORT_MONTHS[p.month - 1]} ${p.year}, ${p.hour}:${p.minute}`;
};

/** The date alone, same style: "23 Nov 2026" (the day in `zone`; a date-only value as it is). */
export const formatDate = (value: DateValue, zone: string = DEFAULT_TIME_ZONE): string => {
  const p = dayParts(value, zone);
  return p ? `${p.day} ${SHORT_MONTHS[p.month - 1]} ${p.year}` : '';
};

/** The public pages' date: "5 March 2026" (the day in `zone`; a date-only value as it is). */
export const formatLongDate = (value: DateValue, zone: string = DEFAULT_TIME_ZONE): string => {
  const p = dayParts(value, zone);
  return p ? `${p.day} ${LONG_MONTHS[p.month - 1]} ${p.year}` : '';
};

/** The calendar year of an instant in a time zone (an enquiry's reference year). */
export const yearIn = (at: Date, timeZone: string): number =>
  Number(new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric' }).format(at));
