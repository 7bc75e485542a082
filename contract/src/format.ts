/** "acme corp" -> "Acme Corp": names are stored lowercase and shown in title case. */
export const titleCase = (value: string): string =>
  value.toLowerCase().replace(/(^|[\s\-/(])([a-z])/g, (_m, sep: string, ch: string) => sep + ch.toUpperCase());

/**
 * Indian digit grouping, at most two decimals: 1234567 -> "12,34,567", 12500.5 -> "12,500.5".
 * Plain code rather than Intl.NumberFormat('en-IN'): the same answer on the server and in every
 * browser, and a page of cards does not load the locale's data (about 70 ms on a mid-range phone).
 */
export const formatIndianNumber = (value: number | string): string => {
  const n = Number(value);
  if (!Number.isFinite(n)) return String(value);
  const [whole, decimals] = Math.abs(n).toFixed(2).replace(/\.?0+$/, '').split('.');
  const grouped = whole.length > 3 ? `${whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${whole.slice(-3)}` : whole;
  const sign = n < 0 && (whole !== '0' || decimals) ? '-' : '';
  return `${sign}${grouped}${decimals ? `.${decimals}` : ''}`;
};

/** The company's time zone: every date the dashboard shows is in it, whatever the viewer's own. */
export const COMPANY_TIME_ZONE = 'Asia/Kolkata';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** Made on first use: a page that shows no date does not pay for the formatter (and its locale data). */
let parts: Intl.DateTimeFormat | undefined;
const dateParts = () =>
  (parts ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: COMPANY_TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }));

/** The one date format: "23 Nov 2026, 14:06" in the company's time zone ('' for a missing or bad date). */
export const formatDateTime = (value: string | number | Date | null | undefined): string => {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const p = Object.fromEntries(dateParts().formatToParts(date).map((x) => [x.type, x.value]));
  return `${Number(p.day)} ${MONTHS[Number(p.month) - 1]} ${p.year}, ${p.hour}:${p.minute}`;
};

/** The date alone, same style: "23 Nov 2026". */
export const formatDate = (value: string | number | Date | null | undefined): string => formatDateTime(value).replace(/, \d\d:\d\d$/, '');

/** A calendar day (YYYY-MM-DD, e.g. an expiry date) as "10 Dec 2026": the day itself, no time zone shift. */
export const formatCalendarDay = (date: string | null | undefined): string =>
  date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? new Date(`${date}T12:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }) : '';
