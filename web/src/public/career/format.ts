import { EMPLOYMENT_TYPE_LABELS, formatLongDate, type Job } from '@portfolio/contract';

export const jobLocation = (job: Pick<Job, 'city' | 'state'>) => `${job.city}, ${job.state}`;
export const employmentLabel = (job: Pick<Job, 'employmentType'>) =>
  EMPLOYMENT_TYPE_LABELS[job.employmentType] ?? job.employmentType;

/**
 * "31 December 2026": a day ('2026-12-31', a closing date) as it is; an instant (postedAt) as the day
 * it was in the company's time zone (SiteInfo.timeZone).
 */
export const longDate = (value: string, zone: string) => formatLongDate(value, zone);

/** The description's first paragraph, cut to about `max` characters (cards, meta description). */
export const summaryOf = (description: string, max = 180) => {
  const first = description
    .split(/\n\s*\n/)[0]
    .replace(/\s+/g, ' ')
    .trim();
  return first.length > max ? `${first.slice(0, max - 1).trimEnd()}…` : first;
};

/** Plain text with blank-line paragraphs (and single line breaks inside them). */
export const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
