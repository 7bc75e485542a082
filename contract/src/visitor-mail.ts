import { ENQUIRY_MESSAGES } from './enquiries';

/**
 * The emails the company sends to an address a visitor typed (the contact form's confirmation, a
 * staff reply). Anyone can type anyone's address into the form, so these carry only the company's
 * own words: fixed text, the enquiry's reference, the company's details and what staff wrote.
 * Nothing the visitor typed (their name, message, company...) is ever quoted: the company's mail
 * must not carry a stranger's words (a phishing link, an insult) to someone else.
 */

/** The company's details that close a visitor email (Site settings). */
export interface CompanySignature {
  company: string;
  phone?: string | null;
  email?: string | null;
}

/** An enquiry's reference: `ENQ-2026-0042`, nothing else (the builders refuse any other text). */
const REFERENCE = /^ENQ-\d{4}-\d{4,}$/;

const referenceOf = (reference: string): string => {
  if (!REFERENCE.test(reference)) throw new Error(`Not an enquiry reference: ${JSON.stringify(reference)}`);
  return reference;
};

const signatureLines = ({ company, phone, email }: CompanySignature, ...before: string[]) => [
  '—',
  ...before,
  company,
  ...(phone ? [phone] : []),
  ...(email ? [email] : []),
];

export const VISITOR_MAIL_TEXTS = {
  greeting: 'Hello,',
  thanks: (reference: string) =>
    `Thank you for your enquiry. Your reference is ${reference}; please quote it when you write or call us.`,
  nextStepsTitle: 'What happens next:',
  notYou:
    'You received this email because this address was given in the enquiry form on our website. ' +
    'If that was not you, please tell us and we will delete the enquiry.',
  replyAbout: (reference: string) =>
    `This is about your enquiry ${reference}; please quote it when you write or call us.`,
} as const;

const T = VISITOR_MAIL_TEXTS;

/** The contact form's confirmation: fixed text, the reference, the next steps and the company's details. */
export const enquiryConfirmationMail = (reference: string, signature: CompanySignature) => ({
  subject: ENQUIRY_MESSAGES.confirmationSubject(referenceOf(reference), signature.company),
  text: [
    T.greeting,
    '',
    T.thanks(reference),
    '',
    T.nextStepsTitle,
    ...ENQUIRY_MESSAGES.nextSteps.map((step, i) => `${i + 1}. ${step}`),
    '',
    ...signatureLines(signature),
    '',
    T.notYou,
  ].join('\n'),
});

/** A staff reply: what the staff member wrote, signed by them and the company, with the reference. */
export const enquiryReplyMail = (
  reference: string,
  reply: string,
  staffEmail: string,
  signature: CompanySignature,
) => ({
  subject: ENQUIRY_MESSAGES.replySubject(referenceOf(reference), signature.company),
  text: [
    T.greeting,
    '',
    reply,
    '',
    ...signatureLines({ company: signature.company }, staffEmail),
    '',
    T.replyAbout(reference),
  ].join('\n'),
});
