import type { Core } from '@strapi/strapi';
import { LEGACY_ENQUIRY_STATUSES } from '@portfolio/contract';
import { renameStoredValues } from '../../utils/db-metadata';
import { ENQUIRY_UID, stageReachedOf } from './records';

type Rows = ReturnType<Core.Strapi['db']['query']>;

/**
 * Start-up: statuses stored before the pipeline become their new names (`quoted` → `proposal`),
 * and enquiries stored before references get one, in the order they arrived. Nothing else changes.
 */
export const migrateEnquiries = async (
  strapi: Core.Strapi,
  rows: () => Rows,
  nextReference: (at: Date) => Promise<string>,
) => {
  await renameStoredValues(strapi, ENQUIRY_UID, 'enquiryStatus', LEGACY_ENQUIRY_STATUSES, 'Enquiries');
  // Enquiries stored before kinds are project enquiries.
  await rows().updateMany({ where: { enquiryKind: { $null: true } }, data: { enquiryKind: 'project' } });
  // Enquiries stored before the funnel kept it get their furthest step from their history.
  for (;;) {
    const batch = await rows().findMany({
      where: { stageReached: { $null: true } },
      limit: 200,
      select: ['id', 'enquiryStatus', 'statusHistory'],
    });
    for (const row of batch)
      await rows().update({ where: { id: row.id }, data: { stageReached: stageReachedOf(row) } });
    if (batch.length < 200) break;
  }
  for (;;) {
    const batch = await rows().findMany({
      where: { reference: { $null: true } },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      limit: 200,
      select: ['id', 'createdAt'],
    });
    for (const row of batch) {
      await rows().update({
        where: { id: row.id },
        data: { reference: await nextReference(new Date(row.createdAt)) },
      });
    }
    if (batch.length < 200) return;
  }
};
