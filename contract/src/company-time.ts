/**
 * The company's time zone for the sales desk (#35) until site settings carry one (the `timeZone`
 * attribute of another change, with its formatters in time-zone.ts): point this at it then.
 */
export const SALES_TIME_ZONE_FALLBACK = 'Asia/Kolkata';
export const companyTimeZone = (configured?: string | null): string => configured || SALES_TIME_ZONE_FALLBACK;

/** The calendar year of an instant in a time zone. */
export const yearIn = (at: Date, timeZone: string): number =>
  Number(new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric' }).format(at));
