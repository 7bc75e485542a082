/** "acme corp" -> "Acme Corp": names are stored lowercase and shown in title case. */
export const titleCase = (value: string): string =>
  value.toLowerCase().replace(/(^|[\s\-/(])([a-z])/g, (_m, sep: string, ch: string) => sep + ch.toUpperCase());

/** Indian digit grouping: 1234567 -> "12,34,567". */
export const formatIndianNumber = (value: number | string): string => {
  const n = Number(value);
  if (!Number.isFinite(n)) return String(value);
  return new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }).format(n);
};

/** The company's time zone: every date the dashboard shows is in it, whatever the viewer's own. */
export const COMPANY_TIME_ZONE = 'Asia/Kolkata';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: COMPANY_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The one date format: "23 Nov 2026, 14:06" in the company's time zone ('' for a missing or bad date). */
export const formatDateTime = (value: string | number | Date | null | undefined): string => {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const p = Object.fromEntries(PARTS.formatToParts(date).map((x) => [x.type, x.value]));
  return `${Number(p.day)} ${MONTHS[Number(p.month) - 1]} ${p.year}, ${p.hour}:${p.minute}`;
};

/** The date alone, same style: "23 Nov 2026". */
export const formatDate = (value: string | number | Date | null | undefined): string => formatDateTime(value).replace(/, \d\d:\d\d$/, '');
