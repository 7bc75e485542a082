import type { Core } from '@strapi/strapi';
import {
  EMAIL_PATTERN,
  ENQUIRY_KIND_LABELS,
  ENQUIRY_MESSAGES as M,
  formatDate,
  formatDateTime,
  formatIndianNumber,
  projectTypeLabel,
  serviceLabel,
} from '@portfolio/contract';
import { companyTimeZone } from '../../utils/time-zone';
import { publishedSettings } from '../../utils/site-settings';
import { getService } from '../../utils/get-service';
import type { EnquiryRow } from '../rows';
import { addressList, dashboardLine, fieldLine as line, oneLine, queueQuietly } from '../emails';
import { sendToVisitor } from '../visitor-mail';

/** The emails an enquiry sends: to staff when it arrives, the visitor's confirmation, its new owner's. */
export const enquiryEmails = (strapi: Core.Strapi) => {
  /** The addresses in Site settings › Enquiry recipients, else the company email; [] when neither is set. */
  const recipients = async (): Promise<string[]> => {
    const settings = await publishedSettings(strapi, { select: ['enquiryRecipients', 'email'] });
    const listed = addressList(settings?.enquiryRecipients);
    if (listed.length) return listed;
    return settings?.email && EMAIL_PATTERN.test(settings.email) ? [settings.email] : [];
  };

  return {
    recipients,

    /** Tells staff through the mailer (stored in its outbox first, retried there). Never throws. */
    notifyStaff(row: EnquiryRow, origin: string) {
      return queueQuietly(strapi, `Enquiry ${row.documentId} stored; queuing its staff email failed`, async () => {
        const to = await recipients();
        if (!to.length) {
          strapi.log.warn(
            `Enquiry ${row.documentId} stored; no staff email sent: set Site settings › Enquiry recipients.`,
          );
          return;
        }
        const zone = await companyTimeZone(strapi);
        const report = row.enquiryKind === 'counterfeit-label';
        const text = [
          report
            ? 'A visitor reported a suspected counterfeit fire-door label through the website.'
            : `A new enquiry arrived through the website.`,
          '',
          ...line('Kind', ENQUIRY_KIND_LABELS[row.enquiryKind ?? 'project']),
          ...line('Label id', row.labelId),
          ...line('Reference', row.reference),
          ...line('Name', row.name),
          ...line('Company', row.company),
          ...line('Email', row.email),
          ...line('Phone', row.phone),
          ...line('Service', serviceLabel(row.service)),
          ...line('Project type', projectTypeLabel(row.projectType)),
          ...line('State', row.state),
          ...line('City', row.city),
          ...line('Approximate area (sq ft)', row.area == null ? null : formatIndianNumber(row.area)),
          ...line('About', row.about),
          ...line('Sent from page', row.page),
          ...line('Received', formatDateTime(row.createdAt, zone)),
          '',
          report ? 'Where it was found:' : 'Message:',
          row.message,
          '',
          dashboardLine(origin, `enquiries/${row.documentId}`),
        ].join('\n');
        await getService('mailer').send({
          to,
          subject: oneLine(
            report
              ? `Suspected counterfeit label ${row.labelId ?? ''} reported by ${row.name}`
              : `New enquiry from ${row.name}${row.company ? ` (${row.company})` : ''}`,
          ),
          text,
          kind: 'enquiry',
        });
      });
    },

    /**
     * The visitor's confirmation: fixed text, their reference and what happens next (inbox/visitor-mail.ts:
     * nothing they typed is quoted, whoever's address it is). Replies go to the company's address. Never throws.
     */
    confirmToVisitor(row: EnquiryRow) {
      return queueQuietly(strapi, `Enquiry ${row.documentId} stored; queuing the visitor's confirmation failed`, () =>
        sendToVisitor(strapi, row.email, { kind: 'enquiry-confirmation', reference: row.reference }),
      );
    },

    /** Tells a user an enquiry is now theirs (through the outbox). Never throws. */
    notifyOwner(row: EnquiryRow, owner: { email: string }, by: string | null, origin: string) {
      return queueQuietly(strapi, `Enquiry ${row.documentId} assigned; queuing the owner's email failed`, async () => {
        const text = [
          `${by ?? 'Someone'} assigned an enquiry to you.`,
          '',
          `Reference: ${row.reference}`,
          `From: ${row.name}${row.company ? ` (${row.company})` : ''}`,
          ...(row.followUpOn ? [`Follow up on: ${formatDate(row.followUpOn)}`] : []),
          '',
          'Message:',
          row.message,
          '',
          dashboardLine(origin, `enquiries/${row.documentId}`),
        ].join('\n');
        await getService('mailer').send({
          to: [owner.email],
          subject: oneLine(M.assignedSubject(row.reference, row.name)),
          text,
          kind: 'enquiry-owner',
        });
      });
    },
  };
};
