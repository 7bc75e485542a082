import { ENQUIRY_RETENTION } from './sales-desk';

/** How long an enquiry is kept, as the form's notice and the /privacy page both say it. */
export const ENQUIRY_RETENTION_SENTENCE =
  'We keep an enquiry while we are in touch about your project and delete it, with our notes on it, ' +
  `${ENQUIRY_RETENTION.closedMonths} months after we close it (won, lost or spam).`;

/**
 * What an enquiry or application keeps about where the visit began, and how page views are counted (the /privacy page).
 */
export const LEAD_SOURCE_PRIVACY_SENTENCE =
  'With an enquiry or a job application we also keep where your visit began: the first page you opened on this site, ' +
  'the name of the site that linked to it (never the full address) and the campaign tags of that link (utm_source, ' +
  'utm_medium, utm_campaign). No cookie carries it: your browser holds it while the site is open, and without ' +
  'JavaScript our server holds it in memory for 30 minutes under a code made from your network address and browser ' +
  'with a key that changes every day, and stores neither. We count how often each page is opened each day, as totals ' +
  'only: nothing about who opened it.';

/**
 * The visitor's side of privacy: the notice under the enquiry form (what is kept, why,
 * for how long) and the /privacy page's fallback title. The page itself is the Strapi "Page"
 * `privacy`, edited in the admin panel.
 */
export const PRIVACY_TEXTS = {
  pageTitle: 'Privacy notice',
  pageDescription:
    'What we keep when you send an enquiry or apply for a job, why we keep it, for how long, and how to have it deleted.',
  noticeHeading: 'How we use your details',
  /** What the form keeps. */
  noticeWhat:
    'We keep what you send in this form (your name, contact details, project details and message) with its reference, the page you sent it from and where your visit began (the first page you opened, the site that linked to it and any campaign tags in that link, kept without a cookie).',
  /** Why. */
  noticeWhy:
    'We use it only to answer your enquiry and follow it up. Only our staff see it; we do not sell or share it, and we send you no newsletters.',
  /** For how long: the period the retention job (ENQUIRY_RETENTION) deletes closed enquiries after. */
  noticeHowLong: (email: string | null) =>
    `${ENQUIRY_RETENTION_SENTENCE} Ask us${email ? ` at ${email}` : ''} and we delete it sooner.`,
  noticeLink: 'Read our privacy notice',
} as const;
