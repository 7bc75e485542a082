/**
 * The one formatting module: how every output (public pages, the dashboard, PDFs, emails, CSV)
 * writes names, places, codes, numbers and dates. Stored values are codes (`design-and-build`),
 * lowercase names (`coimbatore`) and instants (UTC); people read labels, title case and the day
 * and time in the company's zone (Site settings › Time zone, see time-zone.ts).
 */
import { INDUSTRY_LABELS, type Industry } from './industries';
import { DELIVERY_MODEL_LABELS, type DeliveryModel } from './key-facts';
import { ENQUIRY_SERVICE_LABELS, PROJECT_TYPE_LABELS, type EnquiryService, type ProjectType } from './enquiries';
import { DEFAULT_TIME_ZONE, dayInZone, instantOf, partsIn, type DateValue } from './time-zone';

/** "acme corp" -> "Acme Corp": names are stored lowercase and shown in title case. */
export const titleCase = (value: string): string =>
  value.toLowerCase().replace(/(^|[\s\-/(])([a-z])/g, (_m, sep: string, ch: string) => sep + ch.toUpperCase());

/**
 * The name to show: as typed when it has capitals ("NCB", "Aster DM Healthcare"); a name typed all
 * in lowercase (or only known by the stored lowercase name) in title case, as the spec shows names.
 */
export const displayNameOf = (row: { name?: string; siteName?: string; displayName?: string | null }): string => {
  const typed = row.displayName?.trim();
  return typed && typed !== typed.toLowerCase() ? typed : titleCase(typed || row.name || row.siteName || '');
};

/**
 * Indian digit grouping, at most two decimals: 1234567 -> "12,34,567", 12500.5 -> "12,500.5".
 * Plain code rather than Intl.NumberFormat('en-IN'): the same answer on the server and in every
 * browser, and a page of cards does not load the locale's data (about 70 ms on a mid-range phone).
 */
export const formatIndianNumber = (value: number | string): string => {
  const n = Number(value);
  if (!Number.isFinite(n)) return String(value);
  const [whole, decimals] = Math.abs(n)
    .toFixed(2)
    .replace(/\.?0+$/, '')
    .split('.');
  const grouped =
    whole.length > 3 ? `${whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${whole.slice(-3)}` : whole;
  const sign = n < 0 && (whole !== '0' || decimals) ? '-' : '';
  return `${sign}${grouped}${decimals ? `.${decimals}` : ''}`;
};

/** Rupees with Indian grouping: 12500000 -> "₹1,25,00,000". */
export const formatRupees = (value: number | string): string => `₹${formatIndianNumber(value)}`;

// ---- Codes as words -------------------------------------------------------------------------

/** A code no list names, as words: "supply-and-install" -> "Supply and install". */
export const codeWords = (code: string): string => {
  const words = code.trim().replace(/[-_]+/g, ' ').replace(/\s+/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const labelIn = <K extends string>(labels: Record<K, string>, code: string | null | undefined): string =>
  code ? (Object.prototype.hasOwnProperty.call(labels, code) ? labels[code as K] : codeWords(code)) : '';

/** A sector as the site names it: `bank` -> "Banking". '' for none. */
export const industryLabel = (code: string | null | undefined): string => labelIn<Industry>(INDUSTRY_LABELS, code);

/** An enquiry's project type: a sector's name, or "Other". '' for none. */
export const projectTypeLabel = (code: string | null | undefined): string =>
  labelIn<ProjectType>(PROJECT_TYPE_LABELS, code);

/** A service (a project's or an enquiry's): `fire-doors` -> "Fire doors", `other` -> "Other". '' for none. */
export const serviceLabel = (code: string | null | undefined): string =>
  labelIn<EnquiryService>(ENQUIRY_SERVICE_LABELS, code);

/** How a project was contracted: `supply-and-install` -> "Supply and install", `epc` -> "EPC". '' for none. */
export const deliveryModelLabel = (code: string | null | undefined): string =>
  labelIn<DeliveryModel>(DELIVERY_MODEL_LABELS, code);

// ---- Places ---------------------------------------------------------------------------------

let regionNames: Intl.DisplayNames | null | undefined;
/** English names of regions, made on first use (a page without an address does not pay for it). */
const regions = (): Intl.DisplayNames | null => {
  if (regionNames === undefined) {
    try {
      regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
    } catch {
      regionNames = null;
    }
  }
  return regionNames;
};

/** A country code as its English name: "IN" -> "India"; a name stays as typed. */
export const countryName = (country: string | null | undefined): string => {
  const typed = (country ?? '').trim();
  if (!/^[A-Za-z]{2}$/.test(typed)) return typed;
  try {
    return regions()?.of(typed.toUpperCase()) ?? typed;
  } catch {
    return typed;
  }
};

/** A city (stored lowercase) and its state: ("new delhi", "Delhi") -> "New Delhi, Delhi". '' for neither. */
export const placeName = (city: string | null | undefined, state?: string | null): string =>
  [city?.trim() ? titleCase(city.trim()) : '', state?.trim() ?? ''].filter(Boolean).join(', ');

// ---- Dates (in the company's zone; a date-only value is the day it names) ---------------------

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** The months' names as every screen spells them (dates, the dashboard's month pickers). */
export const LONG_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const dayParts = (value: DateValue, zone: string) => {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dayInZone(value, zone));
  return day ? { year: day[1], month: Number(day[2]), day: Number(day[3]) } : null;
};

/** The dashboard's and the staff emails' date and time: "23 Nov 2026, 14:06" in `zone` ('' for none or a bad one). */
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

/** The public pages' and the PDFs' date: "5 March 2026" (the day in `zone`; a date-only value as it is). */
export const formatLongDate = (value: DateValue, zone: string = DEFAULT_TIME_ZONE): string => {
  const p = dayParts(value, zone);
  return p ? `${p.day} ${LONG_MONTHS[p.month - 1]} ${p.year}` : '';
};

/**
 * A spreadsheet's date and time: "2026-11-28 09:34:01" in `zone`, which spreadsheet apps read as a
 * date and sort in order ('' for a missing or bad date).
 */
export const formatSheetDateTime = (value: DateValue, zone: string = DEFAULT_TIME_ZONE): string => {
  const date = instantOf(value);
  if (!date) return '';
  const p = partsIn(date, zone);
  return `${dayInZone(date, zone)} ${p.hour}:${p.minute}:${p.second}`;
};
