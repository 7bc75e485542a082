import { COMPANY_TIME_ZONE } from '@portfolio/contract';

/** Today (or `now`'s day) as YYYY-MM-DD in the company's time zone. */
export const companyToday = (now = new Date(), timeZone = COMPANY_TIME_ZONE) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
