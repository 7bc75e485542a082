import type { Core } from '@strapi/strapi';
import { EMAIL_PATTERN, enquiryConfirmationMail, enquiryReplyMail, type CompanySignature } from '@portfolio/contract';
import { publishedSettings } from '../utils/site-settings';
import { getService } from '../utils/get-service';
import { oneLine } from './emails';

/**
 * What the company may email to an address a visitor typed, and the one way it is sent. The mail
 * is built from the reference alone (and, for a reply, what the staff member wrote): nothing the
 * visitor typed reaches the body or the subject (contract/src/visitor-mail.ts).
 */
export type VisitorMail =
  | { kind: 'enquiry-confirmation'; reference: string }
  | { kind: 'enquiry-reply'; reference: string; reply: string; staffEmail: string };

/** Sends one visitor email through the outbox; replies go to the staff member, else the company's address. */
export const sendToVisitor = async (strapi: Core.Strapi, to: string, mail: VisitorMail) => {
  const settings = await publishedSettings(strapi, { select: ['companyName', 'email', 'phone'] });
  const companyEmail = settings?.email && EMAIL_PATTERN.test(settings.email) ? settings.email : null;
  const signature: CompanySignature = {
    company: settings?.companyName || 'Our team',
    phone: settings?.phone,
    email: settings?.email,
  };
  const { subject, text } =
    mail.kind === 'enquiry-reply'
      ? enquiryReplyMail(mail.reference, mail.reply, mail.staffEmail, signature)
      : enquiryConfirmationMail(mail.reference, signature);
  const replyTo = mail.kind === 'enquiry-reply' ? mail.staffEmail : companyEmail;
  await getService('mailer').send({
    to: [to],
    subject: oneLine(subject),
    text,
    kind: mail.kind,
    ...(replyTo && { replyTo }),
  });
};
