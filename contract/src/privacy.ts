import { ENQUIRY_RETENTION } from './sales-desk';

/** How long an enquiry is kept, as the form's notice and the /privacy page both say it. */
export const ENQUIRY_RETENTION_SENTENCE =
  'We keep an enquiry while we are in touch about your project and delete it, with our notes on it, ' +
  `${ENQUIRY_RETENTION.closedMonths} months after we close it (won, lost or spam).`;

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
    'We keep what you send in this form (your name, contact details, project details and message) with its reference, and the page you sent it from.',
  /** Why. */
  noticeWhy:
    'We use it only to answer your enquiry and follow it up. Only our staff see it; we do not sell or share it, and we send you no newsletters.',
  /** For how long: the period the retention job (ENQUIRY_RETENTION) deletes closed enquiries after. */
  noticeHowLong: (email: string | null) =>
    `${ENQUIRY_RETENTION_SENTENCE} Ask us${email ? ` at ${email}` : ''} and we delete it sooner.`,
  noticeLink: 'Read our privacy notice',
} as const;
