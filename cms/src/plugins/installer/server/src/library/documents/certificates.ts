import type { Core } from '@strapi/strapi';
import {
  CERTIFICATE_EXPIRING_DAYS,
  CERTIFICATE_REMINDER_DAYS,
  daysBetween,
  formatDate,
  todayInZone,
  type DocumentItem,
} from '@portfolio/contract';
import { companyTimeZone } from '../../utils/time-zone';
import { publicOrigin } from '../../utils/public-origin';
import { DOCUMENT_UID, toDocument, type DocumentRow } from './service';
import { USER_UID } from '../../accounts/users';
import { getService } from '../../utils/get-service';

/**
 * The certificate register: documents with an expiry date. Status users get one email when
 * a document comes within 30 days of expiry and one within 7 days (a job that missed a day catches up,
 * never sending one twice: the reminder is claimed on the document row, so two instances send it
 * once). When a document's expiry passes, the public cache moves on so no page shows it as valid.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const rows = () => strapi.db.query(DOCUMENT_UID);

  const statusUsers = async (): Promise<string[]> =>
    (await strapi.db.query(USER_UID).findMany({ where: { isAdmin: true, blocked: false }, select: ['email'] }))
      .map((u: { email: string | null }) => u.email)
      .filter((email: string | null): email is string => !!email);

  return {
    /** Documents expiring within 30 days (or expired in the last 30), soonest first: the overview's list. */
    async expiring(now = new Date()): Promise<DocumentItem[]> {
      const today = todayInZone(await companyTimeZone(strapi), now);
      const found = await rows().findMany({ where: { expiresOn: { $notNull: true } }, populate: { file: true } });
      return found
        .map((row: DocumentRow) => toDocument(row, today))
        .filter((d: DocumentItem) => Math.abs(daysBetween(today, d.expiresOn!)) <= CERTIFICATE_EXPIRING_DAYS)
        .sort((a: DocumentItem, b: DocumentItem) => a.expiresOn!.localeCompare(b.expiresOn!));
    },

    /** The daily job: reminders due today, and the cache moved on for documents that expired. */
    async run(now = new Date()) {
      const today = todayInZone(await companyTimeZone(strapi), now);
      const withExpiry = await rows().findMany({
        where: { expiresOn: { $notNull: true } },
        select: ['id', 'documentId', 'title', 'expiresOn', 'remindedDays', 'expiryNoticed'],
      });
      let expired = false;
      const due: { id: number; title: string; expiresOn: string; days: number; step: number }[] = [];
      for (const row of withExpiry) {
        const expiresOn = String(row.expiresOn).slice(0, 10);
        const days = daysBetween(today, expiresOn);
        if (days < 0) {
          if (!row.expiryNoticed) {
            const claimed = await rows().updateMany({
              where: { id: row.id, expiryNoticed: { $ne: true } },
              data: { expiryNoticed: true },
            });
            if (claimed.count) expired = true;
          }
          continue;
        }
        // The smallest reminder step the document has reached that was not sent yet (30, then 7).
        const step = [...CERTIFICATE_REMINDER_DAYS].sort((a, b) => a - b).find((d) => days <= d);
        if (step === undefined || (row.remindedDays != null && row.remindedDays <= step)) continue;
        const claimed = await rows().updateMany({
          where: { id: row.id, $or: [{ remindedDays: { $null: true } }, { remindedDays: { $gt: step } }] },
          data: { remindedDays: step },
        });
        if (claimed.count) due.push({ id: row.id, title: row.title, expiresOn, days, step });
      }
      // An expired document, or one that came within a reminder step (the site then says "Expires in N days"): the
      // public cache moves on.
      if (expired || due.length) await getService('response-cache').bump();
      if (!due.length) return { sent: 0, expired };
      const to = await statusUsers();
      if (!to.length) return { sent: 0, expired };
      const link = `${publicOrigin(strapi)}/installer?next=${encodeURIComponent('/installer/dashboard/certificates')}`;
      for (const d of due) {
        const when = d.days === 0 ? 'today' : `in ${d.days} ${d.days === 1 ? 'day' : 'days'}`;
        await getService('mailer').send({
          to,
          kind: 'certificate-expiry',
          subject: `Certificate expiring ${when}: ${d.title}`,
          text: [
            `"${d.title}" expires ${when}, on ${formatDate(d.expiresOn)}.`,
            'After that day the website shows it as expired and capability statements leave it out.',
            `Upload the renewed certificate in the dashboard: ${link}`,
          ].join('\n\n'),
        });
      }
      return { sent: due.length, expired };
    },
  };
};
