import type { Core } from '@strapi/strapi';
import { CLOSED_ENQUIRY_STATUSES, type EnquiryStatusChange } from '@portfolio/contract';
import { installerConfig } from '../../config';
import { getService } from '../../utils/get-service';
import { ENQUIRY_UID, NOTE_UID } from './service';

const BATCH = 200;

interface ClosedRow {
  id: number;
  statusHistory?: EnquiryStatusChange[] | null;
  updatedAt: string | Date;
}

/** When an enquiry was closed: its last status change (into the status it has), else its last update. */
const closedAt = (row: ClosedRow): number => {
  const last = Array.isArray(row.statusHistory) ? row.statusHistory[row.statusHistory.length - 1] : undefined;
  const at = last?.at ? new Date(last.at).getTime() : NaN;
  return Number.isNaN(at) ? new Date(row.updatedAt).getTime() : at;
};

/**
 * The enquiries' retention period (the privacy notice states it): an enquiry closed (won, lost or
 * spam) more than ENQUIRY_RETENTION_MONTHS (24) calendar months ago, on the clock service, is
 * deleted with its notes, and the deletion counted in the audit log. Open enquiries are kept.
 * Scheduled in cron.ts (ENQUIRY_PURGE_CRON, hourly at :45); safe on several instances (a second
 * deleting the same rows deletes nothing).
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** Deletes the enquiries past the period; answers how many. */
  async purge(): Promise<number> {
    const cutoff = getService('clock').now();
    cutoff.setUTCMonth(cutoff.getUTCMonth() - installerConfig(strapi).enquiryRetentionMonths);
    const rows = () => strapi.db.query(ENQUIRY_UID);
    let deleted = 0;
    // A status change updates the row, so an enquiry closed before the cutoff was last updated before it too.
    for (let after = 0; ; ) {
      const batch: ClosedRow[] = await rows().findMany({
        where: { id: { $gt: after }, enquiryStatus: { $in: [...CLOSED_ENQUIRY_STATUSES] }, updatedAt: { $lt: cutoff } },
        select: ['id', 'statusHistory', 'updatedAt'],
        orderBy: { id: 'asc' },
        limit: BATCH,
      });
      if (!batch.length) break;
      after = batch[batch.length - 1].id;
      const due = batch.filter((row) => closedAt(row) < cutoff.getTime()).map((row) => row.id);
      if (!due.length) continue;
      await strapi.db.transaction(async () => {
        await strapi.db.query(NOTE_UID).deleteMany({ where: { enquiry: { id: { $in: due } } } });
        await rows().deleteMany({ where: { id: { $in: due } } });
      });
      deleted += due.length;
    }
    if (deleted)
      await getService('audit').record(null, 'enquiry.purge', 'enquiry', null, {
        count: deleted,
        closedBefore: cutoff.toISOString(),
      });
    return deleted;
  },
});
