/**
 * The visitor's side of privacy (issue #35): the notice under the enquiry form (what is kept, why,
 * for how long) and the /privacy page's fallback title. The page itself is the Strapi "Page"
 * `privacy`, edited in the admin panel.
 */
export const PRIVACY_TEXTS = {
  pageTitle: 'Privacy notice',
  pageDescription: 'What we keep when you send an enquiry or apply for a job, why we keep it, for how long, and how to have it deleted.',
  noticeHeading: 'How we use your details',
  /** What the form keeps. */
  noticeWhat: 'We keep what you send in this form (your name, contact details, project details and message) with its reference, and the page you sent it from.',
  /** Why. */
  noticeWhy: 'We use it only to answer your enquiry and follow it up. Only our staff see it; we do not sell or share it, and we send you no newsletters.',
  /** For how long (enquiries are not deleted automatically: they stay while the conversation may go on, until the visitor asks). */
  noticeHowLong: (email: string | null) =>
    `We keep it while we are in touch about your project and as part of our sales records after that; ask us${email ? ` at ${email}` : ''} and we delete it.`,
  noticeLink: 'Read our privacy notice',
} as const;
