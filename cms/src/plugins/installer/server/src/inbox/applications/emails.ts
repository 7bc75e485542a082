import type { Core } from '@strapi/strapi';
import { CAREER_MESSAGES as M, formatDateTime, placeName } from '@portfolio/contract';
import type { JobRow } from '../../careers/jobs';
import { publishedSettings } from '../../utils/site-settings';
import { getService } from '../../utils/get-service';
import { companyTimeZone } from '../../utils/time-zone';
import type { ApplicationRow } from '../rows';
import { addressList, dashboardLine, oneLine, queueQuietly } from '../emails';

/** The emails an application sends: to staff when it arrives (no CV, erased once delivered), to its new owner. */
export const applicationEmails = (strapi: Core.Strapi) => {
  /** Site settings › Application recipients, else the enquiry recipients (or the company email). */
  const recipients = async (): Promise<string[]> => {
    const settings = await publishedSettings(strapi, { select: ['applicationRecipients'] });
    const listed = addressList(settings?.applicationRecipients);
    return listed.length ? listed : getService('enquiries').recipients();
  };

  return {
    recipients,

    /**
     * Tells staff through the outbox: plain text, no CV attached (staff download it from the
     * dashboard). The body holds personal data, so the outbox erases it once delivered. Never throws.
     */
    notifyStaff(row: ApplicationRow, job: JobRow, origin: string) {
      return queueQuietly(strapi, `Application ${row.documentId} stored; queuing its staff email failed`, async () => {
        const to = await recipients();
        if (!to.length) {
          strapi.log.warn(
            `Application ${row.documentId} stored; no staff email sent: set Site settings › Application recipients.`,
          );
          return;
        }
        const zone = await companyTimeZone(strapi);
        const text = [
          `A new application arrived for "${job.title}" (${placeName(job.city, job.state)}).`,
          '',
          `Name: ${row.name}`,
          `Email: ${row.email}`,
          `Phone: ${row.phone}`,
          `CV: ${row.cvFileName} (${Math.max(1, Math.round(row.cvSize / 1024))} KB), not attached: download it from the dashboard.`,
          `Received: ${formatDateTime(row.createdAt, zone)}`,
          ...(row.message ? ['', 'Message:', row.message] : []),
          '',
          dashboardLine(origin, `applications/${row.documentId}`),
        ].join('\n');
        await getService('mailer').send({
          to,
          subject: oneLine(`New application: ${job.title} from ${row.name}`),
          text,
          kind: 'application',
          sensitive: true,
        });
      });
    },

    /** Tells a user an application is now theirs (through the outbox; no CV, no contact details). Never throws. */
    notifyOwner(row: ApplicationRow, owner: { email: string }, by: string | null, origin: string) {
      return queueQuietly(
        strapi,
        `Application ${row.documentId} assigned; queuing the owner's email failed`,
        async () => {
          const text = [
            `${by ?? 'Someone'} assigned a job application to you.`,
            '',
            `Opening: ${row.jobTitle}`,
            `Candidate: ${row.name}`,
            '',
            dashboardLine(origin, `applications/${row.documentId}`),
          ].join('\n');
          await getService('mailer').send({
            to: [owner.email],
            subject: oneLine(M.assignedSubject(row.jobTitle, row.name)),
            text,
            kind: 'application-owner',
            sensitive: true,
          });
        },
      );
    },
  };
};
