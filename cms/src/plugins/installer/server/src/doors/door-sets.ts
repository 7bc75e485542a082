import type { Core } from '@strapi/strapi';
import { addMonths, displayNameOf, doorVerdict, type DoorSet } from '@portfolio/contract';
import { SITE_UID } from '../projects/clients';
import { DOCUMENT_UID } from '../library/documents/service';
import { getService } from '../utils/get-service';
import { day, type DoorSetRow } from './rows';

/** Names of what door sets point at, fetched once for a page of them. */
export const lookups = async (strapi: Core.Strapi, rows: DoorSetRow[]) => {
  const siteIds = [...new Set(rows.map((r) => r.siteId).filter((id): id is string => !!id))];
  const reportIds = [...new Set(rows.map((r) => r.testReportId).filter((id): id is string => !!id))];
  const [types, sites, reports] = await Promise.all([
    getService('door-types').list(),
    siteIds.length
      ? strapi.db.query(SITE_UID).findMany({
          where: { documentId: { $in: siteIds } },
          select: ['documentId', 'siteName', 'displayName', 'state', 'locations', 'referenceAllowed'],
          populate: { client: { select: ['name', 'displayName'] } },
        })
      : [],
    reportIds.length
      ? strapi.db.query(DOCUMENT_UID).findMany({
          where: { documentId: { $in: reportIds } },
          select: ['documentId', 'title', 'category'],
        })
      : [],
  ]);
  return {
    types: new Map(types.map((t) => [t._id, t])),
    sites: new Map(
      (
        sites as Array<{
          documentId: string;
          siteName?: string;
          displayName?: string;
          client?: { name?: string; displayName?: string | null };
        }>
      ).map((s) => [s.documentId, s]),
    ),
    reports: new Map((reports as Array<{ documentId: string; title: string }>).map((d) => [d.documentId, d])),
  };
};

export const toDoorSet = (
  row: DoorSetRow,
  { types, sites, reports }: DoorNames,
  months: number,
  on: string,
): DoorSet => {
  const type = types.get(row.doorTypeId);
  const site = row.siteId ? sites.get(row.siteId) : undefined;
  const report = row.testReportId ? reports.get(row.testReportId) : undefined;
  const dueFrom = day(row.dueFrom);
  const nextDueOn = row.state === 'installed' && dueFrom ? addMonths(dueFrom, months) : null;
  const openDefects = Number(row.openDefects ?? 0);
  return {
    labelId: row.labelId,
    doorType: type ? { _id: type._id, name: type.name, material: type.material } : null,
    minutes: Number(row.minutes),
    standard: row.standard,
    testReport: report ? { _id: report.documentId, title: report.title } : null,
    batch: row.batch,
    manufacturedOn: day(row.manufacturedOn)!,
    state: row.state,
    withdrawnReason: row.withdrawnReason ?? null,
    site: site
      ? { _id: site.documentId, name: displayNameOf(site), client: site.client ? displayNameOf(site.client) : null }
      : null,
    location: row.location ?? null,
    installedOn: day(row.installedOn),
    installer: row.installer ?? null,
    installPhotos: (row.installPhotos ?? []).map((f) => f.url),
    lastInspectedOn: day(row.lastInspectedOn),
    lastResult: row.lastResult ?? null,
    nextDueOn,
    openDefects,
    verdict: doorVerdict({ state: row.state, openDefects, nextDueOn }, on),
  };
};

export type DoorNames = Awaited<ReturnType<typeof lookups>>;
