import type { Core } from '@strapi/strapi';
import {
  DOOR_VERDICT_LABELS,
  addMonths,
  displayNameOf,
  doorVerdict,
  normalDoorLabelId,
  titleCase,
  type DoorVerifyAnswer,
} from '@portfolio/contract';
import { SITE_UID } from '../projects/clients';
import { DOCUMENT_UID, toDocument, type DocumentRow } from '../library/documents/service';
import { publishedSettings } from '../utils/site-settings';
import { getService } from '../utils/get-service';
import { day, type DoorSetRow } from './rows';
import type { DoorStore } from './store';

/** What anyone scanning a label reads (the /verify page). */
export const publicAnswer = (strapi: Core.Strapi, { today, intervalMonths, find }: DoorStore) => {
  /**
   * The public answer for a label: the door's type, rating, standard and test report (a public
   * download), batch, city and state, last inspection and status. The client's name only when the
   * project is a reference (`referenceAllowed`, not a draft); never the location in the building,
   * photos, the installer or the inspector.
   */
  const verify = async (door: DoorSetRow): Promise<DoorVerifyAnswer> => {
    const [months, on, settings, types] = await Promise.all([
      intervalMonths(),
      today(),
      publishedSettings(strapi, { select: ['companyName'] }),
      getService('door-types').list(),
    ]);
    const type = types.find((t) => t._id === door.doorTypeId);
    const site =
      door.state !== 'in-stock' && door.siteId
        ? ((await strapi.db.query(SITE_UID).findOne({
            where: { documentId: door.siteId },
            select: ['state', 'locations', 'referenceAllowed', 'draft'],
            populate: { client: { select: ['name', 'displayName'] } },
          })) as {
            state?: string | null;
            locations?: string | null;
            referenceAllowed?: boolean | null;
            draft?: boolean | null;
            client?: { name?: string; displayName?: string | null } | null;
          } | null)
        : null;
    const report = door.testReportId
      ? ((await strapi.db
          .query(DOCUMENT_UID)
          .findOne({ where: { documentId: door.testReportId }, populate: { file: true } })) as DocumentRow | null)
      : null;
    const dueFrom = day(door.dueFrom);
    const nextDueOn = door.state === 'installed' && dueFrom ? addMonths(dueFrom, months) : null;
    const verdict = doorVerdict({ state: door.state, openDefects: Number(door.openDefects ?? 0), nextDueOn }, on);
    const last = day(door.lastInspectedOn);
    return {
      labelId: door.labelId,
      company: settings?.companyName ?? '',
      doorType: type ? { name: type.name, material: type.material } : null,
      minutes: Number(door.minutes),
      standard: door.standard,
      testReport: report?.file ? { title: report.title, href: toDocument(report, on).href } : null,
      manufacturedOn: day(door.manufacturedOn)!,
      batch: door.batch,
      installed: door.state === 'installed',
      place: site ? { city: site.locations ? titleCase(site.locations) : null, state: site.state || null } : null,
      client: site?.referenceAllowed === true && site.draft !== true && site.client ? displayNameOf(site.client) : null,
      lastInspection: last && door.lastResult ? { on: last, result: door.lastResult } : null,
      nextDueOn,
      verdict,
      verdictLabel: DOOR_VERDICT_LABELS[verdict],
      withdrawnReason: door.state === 'withdrawn' ? (door.withdrawnReason ?? null) : null,
    };
  };

  return {
    verify,

    /** The public answer for a typed or scanned label id; null when it is malformed or not ours. */
    async verifyLabel(typed: string): Promise<DoorVerifyAnswer | null> {
      const labelId = normalDoorLabelId(typed);
      const door = labelId ? await find(labelId) : null;
      return door ? verify(door) : null;
    },
  };
};
