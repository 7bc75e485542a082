import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import {
  DOOR_CHECKLIST,
  DOOR_INSPECTION_MONTHS_DEFAULT,
  DOOR_LIST_PAGE_SIZE,
  addMonths,
  doorLabelId,
  doorVerdict,
  todayInZone,
  type DefectSeverity,
  type DoorCheckKey,
  type DoorDetails,
  type DoorDueFilter,
  type DoorListAnswer,
  type DoorSet,
  type DoorState,
  type DoorVerifyAnswer,
  type DoorSiteOption,
  DOOR_VERDICT_LABELS,
  displayNameOf,
  normalDoorLabelId,
  titleCase,
} from '@portfolio/contract';
import { FOLDERS, type CheckedFile, type FileRow } from '../services/files';
import { SITE_UID } from '../projects/clients';
import { DOCUMENT_UID, toDocument, type DocumentRow } from '../library/documents/service';
import { companyTimeZone } from '../utils/time-zone';
import { publishedSettings } from '../utils/site-settings';
import { getService } from '../utils/get-service';
import { columnOf } from '../utils/db-metadata';
import {
  DOOR_DEFECT_UID,
  DOOR_INSPECTION_UID,
  DOOR_SET_UID,
  day,
  type DoorDefectRow,
  type DoorInspectionRow,
  type DoorSetRow,
  type StoredCheckItem,
} from './rows';

export interface NewBatch {
  doorTypeId: string;
  minutes: number;
  standard: string;
  testReportId: string | null;
  batch: string;
  manufacturedOn: string;
  count: number;
}

export interface NewInstall {
  siteId: string;
  location: string;
  installedOn: string;
  installer: string;
  photos: CheckedFile[];
}

export interface NewInspection {
  inspectedOn: string;
  items: { key: DoorCheckKey; result: 'pass' | 'fail' | 'na'; note: string; photo?: CheckedFile }[];
  defects: { item: DoorCheckKey; severity: DefectSeverity; remedial: string; dueOn: string }[];
  signOffs: { defect: DoorDefectRow; photo: CheckedFile }[];
  inspector: { id: number; name: string };
}

export interface DoorFilter {
  q?: string;
  siteId?: string;
  state?: DoorState;
  defects?: boolean;
  due?: DoorDueFilter;
  page?: number;
}

const url = (file: FileRow | null | undefined) => file?.url ?? null;

/** The fire-door register: door sets, their installs, inspections and defects. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const sets = () => strapi.db.query(DOOR_SET_UID);
  const inspections = () => strapi.db.query(DOOR_INSPECTION_UID);
  const defects = () => strapi.db.query(DOOR_DEFECT_UID);
  const files = () => getService('files');

  const today = async () => todayInZone(await companyTimeZone(strapi), getService('clock').now());

  /** Months from one inspection to the next (Site settings › Door inspection months, 6 by default). */
  const intervalMonths = async (): Promise<number> => {
    const row = await publishedSettings(strapi, { select: ['doorInspectionMonths'] });
    const months = Number(row?.doorInspectionMonths);
    return Number.isInteger(months) && months >= 1 && months <= 60 ? months : DOOR_INSPECTION_MONTHS_DEFAULT;
  };

  /** Names of what door sets point at, fetched once for a page of them. */
  const lookups = async (rows: DoorSetRow[]) => {
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

  const toDoorSet = (
    row: DoorSetRow,
    { types, sites, reports }: Awaited<ReturnType<typeof lookups>>,
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

  const service = {
    today,
    intervalMonths,

    find: async (labelId: string) =>
      (await sets().findOne({ where: { labelId }, populate: { installPhotos: true } })) as DoorSetRow | null,

    openDefectsOf: async (door: DoorSetRow) =>
      (await defects().findMany({
        where: { doorSet: door.id, open: true },
        orderBy: { id: 'asc' },
      })) as DoorDefectRow[],

    /** Labels for a production run: numbered from this year's sequence, so an id is never made twice. */
    async createBatch(batch: NewBatch): Promise<string[]> {
      const year = Number((await today()).slice(0, 4));
      const labels: string[] = [];
      for (let i = 0; i < batch.count; i++)
        labels.push(doorLabelId(year, await getService('sequences').next(`door-label-${year}`)));
      const { count: _count, ...fields } = batch;
      await sets().createMany({
        data: labels.map((labelId) => ({ ...fields, labelId, state: 'in-stock', openDefects: 0 })),
      });
      return labels;
    },

    async install(door: DoorSetRow, install: NewInstall) {
      const photos = await files().storeAll(install.photos, FOLDERS.doorPhotos, door.labelId);
      try {
        await sets().update({
          where: { id: door.id },
          data: {
            state: 'installed',
            siteId: install.siteId,
            location: install.location,
            installedOn: install.installedOn,
            installer: install.installer,
            installPhotos: photos.map((p) => p.id),
            dueFrom: install.installedOn,
          },
        });
      } catch (error) {
        await files().remove(photos);
        throw error;
      }
    },

    /** Stores an inspection, the defects its failed items raise and the sign-offs of open ones. */
    async inspect(door: DoorSetRow, plan: NewInspection) {
      const itemFiles = plan.items.filter((item) => item.photo);
      const stored = await files().storeAll(
        [...itemFiles.map((item) => item.photo!), ...plan.signOffs.map((s) => s.photo)],
        FOLDERS.doorPhotos,
        door.labelId,
      );
      try {
        const photoOf = new Map(itemFiles.map((item, i) => [item.key, stored[i]]));
        const items: StoredCheckItem[] = plan.items.map((item) => ({
          key: item.key,
          result: item.result,
          note: item.note,
          photo: photoOf.get(item.key)?.id ?? null,
        }));
        const result = items.some((item) => item.result === 'fail') ? 'fail' : 'pass';
        const inspection = (await inspections().create({
          data: {
            doorSet: door.id,
            inspectedOn: plan.inspectedOn,
            result,
            items,
            inspectorId: plan.inspector.id,
            inspectorName: plan.inspector.name,
            photos: [...photoOf.values()].map((p) => p.id),
          },
        })) as DoorInspectionRow;
        for (const defect of plan.defects)
          await defects().create({
            data: { ...defect, doorSet: door.id, inspection: inspection.id, raisedOn: plan.inspectedOn, open: true },
          });
        for (const [i, signOff] of plan.signOffs.entries())
          await defects().update({
            where: { id: signOff.defect.id },
            data: {
              open: false,
              closedBy: inspection.id,
              closedOn: plan.inspectedOn,
              signOffPhoto: stored[itemFiles.length + i].id,
            },
          });
        const open = await defects().count({ where: { doorSet: door.id, open: true } });
        const last = day(door.lastInspectedOn);
        const latest = !last || plan.inspectedOn >= last;
        await sets().update({
          where: { id: door.id },
          data: {
            openDefects: open,
            ...(latest ? { lastInspectedOn: plan.inspectedOn, lastResult: result, dueFrom: plan.inspectedOn } : {}),
          },
        });
        return { inspection, result, raised: plan.defects.length, open };
      } catch (error) {
        await files().remove(stored);
        throw error;
      }
    },

    withdraw: (door: DoorSetRow, reason: string) =>
      sets().update({ where: { id: door.id }, data: { state: 'withdrawn', withdrawnReason: reason } }),

    /** A door set with its inspections (newest first) and defects, as staff see it. */
    async details(door: DoorSetRow): Promise<DoorDetails> {
      const [found, raised, months, on] = await Promise.all([
        inspections().findMany({
          where: { doorSet: door.id },
          orderBy: [{ inspectedOn: 'desc' }, { id: 'desc' }],
          populate: { photos: true },
        }) as Promise<DoorInspectionRow[]>,
        defects().findMany({
          where: { doorSet: door.id },
          orderBy: [{ open: 'desc' }, { id: 'asc' }],
          populate: { signOffPhoto: true },
        }) as Promise<DoorDefectRow[]>,
        intervalMonths(),
        today(),
      ]);
      const base = toDoorSet(door, await lookups([door]), months, on);
      return {
        ...base,
        inspections: found.map((row) => {
          const photos = new Map((row.photos ?? []).map((f) => [f.id, f]));
          return {
            id: row.id,
            inspectedOn: day(row.inspectedOn)!,
            result: row.result,
            inspector: row.inspectorName ?? null,
            items: DOOR_CHECKLIST.map(({ key }) => {
              const item = (row.items ?? []).find((i) => i.key === key);
              return {
                key,
                result: item?.result ?? 'na',
                note: item?.note ?? '',
                photo: url(item?.photo ? photos.get(item.photo) : null),
              };
            }),
          };
        }),
        defects: raised.map((row) => ({
          id: row.id,
          item: row.item,
          severity: row.severity,
          remedial: row.remedial,
          dueOn: day(row.dueOn)!,
          open: !!row.open,
          raisedOn: day(row.raisedOn)!,
          closedOn: day(row.closedOn),
          signOffPhoto: url(row.signOffPhoto),
        })),
      };
    },

    /** A page of the register, searched on the server (indexed: label id, project, state and due date). */
    async list(filter: DoorFilter): Promise<DoorListAnswer> {
      const [months, on] = await Promise.all([intervalMonths(), today()]);
      const where: Record<string, unknown>[] = [];
      if (filter.q) where.push({ labelId: { $startsWith: filter.q } });
      if (filter.siteId) where.push({ siteId: filter.siteId });
      if (filter.state) where.push({ state: filter.state });
      if (filter.defects) where.push({ openDefects: { $gt: 0 } });
      if (filter.due) {
        // Due before `until` ⇔ counted from before `until` − the interval.
        const until = filter.due === 'overdue' ? on : addDays(on, 30);
        where.push({ state: 'installed' }, { dueFrom: { $lt: addMonths(until, -months) } });
      }
      const page = Math.max(1, filter.page ?? 1);
      const query = { where: { $and: where } };
      const [rows, total] = await Promise.all([
        sets().findMany({
          ...query,
          orderBy: filter.due ? [{ dueFrom: 'asc' }, { labelId: 'asc' }] : [{ labelId: 'desc' }],
          limit: DOOR_LIST_PAGE_SIZE,
          offset: (page - 1) * DOOR_LIST_PAGE_SIZE,
        }) as Promise<DoorSetRow[]>,
        sets().count(query),
      ]);
      const names = await lookups(rows);
      return {
        doors: rows.map((row) => toDoorSet(row, names, months, on)),
        total,
        page,
        pageSize: DOOR_LIST_PAGE_SIZE,
      };
    },

    /**
     * The public answer for a label: the door's type, rating, standard and test report (a public
     * download), batch, city and state, last inspection and status. The client's name only when the
     * project is a reference (`referenceAllowed`, not a draft); never the location in the building,
     * photos, the installer or the inspector.
     */
    async verify(door: DoorSetRow): Promise<DoorVerifyAnswer> {
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
        client:
          site?.referenceAllowed === true && site.draft !== true && site.client ? displayNameOf(site.client) : null,
        lastInspection: last && door.lastResult ? { on: last, result: door.lastResult } : null,
        nextDueOn,
        verdict,
        verdictLabel: DOOR_VERDICT_LABELS[verdict],
        withdrawnReason: door.state === 'withdrawn' ? (door.withdrawnReason ?? null) : null,
      };
    },

    /** Every project, named "Client, Site", for the install picker. */
    async siteOptions(): Promise<DoorSiteOption[]> {
      const rows = (await strapi.db.query(SITE_UID).findMany({
        select: ['documentId', 'siteName', 'displayName'],
        populate: { client: { select: ['name', 'displayName'] } },
        limit: 5000,
      })) as Array<{
        documentId: string;
        siteName?: string;
        displayName?: string;
        client?: { name?: string; displayName?: string | null } | null;
      }>;
      return rows
        .map((row) => ({
          _id: row.documentId,
          name: displayNameOf(row),
          client: row.client ? displayNameOf(row.client) : '',
        }))
        .sort((a, b) => `${a.client} ${a.name}`.localeCompare(`${b.client} ${b.name}`));
    },

    /** The labels of a production batch in label order (at most 1,000: a sheet run). */
    labelsOfBatch: async (batch: string) =>
      (await sets().findMany({
        where: { batch },
        orderBy: { labelId: 'asc' },
        limit: 1000,
        select: ['labelId', 'minutes'],
      })) as Pick<DoorSetRow, 'labelId' | 'minutes'>[],

    /** Every door of a project, in label order, as staff see them (the door schedule). */
    async doorsOfSite(siteId: string): Promise<DoorSet[]> {
      const [months, on] = await Promise.all([intervalMonths(), today()]);
      const rows = (await sets().findMany({
        where: { siteId },
        orderBy: [{ location: 'asc' }, { labelId: 'asc' }],
        limit: 10_000,
      })) as DoorSetRow[];
      const names = await lookups(rows);
      return rows.map((row) => toDoorSet(row, names, months, on));
    },

    /** The public answer for a typed or scanned label id; null when it is malformed or not ours. */
    async verifyLabel(typed: string): Promise<DoorVerifyAnswer | null> {
      const labelId = normalDoorLabelId(typed);
      const door = labelId ? await service.find(labelId) : null;
      return door ? service.verify(door) : null;
    },

    /**
     * Per project, its doors whose inspection is overdue and its doors with open defects (the morning
     * digest): two grouped queries, then the projects' names; projects with neither are left out.
     */
    async attentionByProject(): Promise<{ siteId: string; project: string; overdue: number; defects: number }[]> {
      const [months, on] = await Promise.all([intervalMonths(), today()]);
      const meta = strapi.db.metadata.get(DOOR_SET_UID);
      const col = (attribute: string) => columnOf(strapi, DOOR_SET_UID, attribute);
      const grouped = (narrow: (q: Knex.QueryBuilder) => Knex.QueryBuilder) =>
        narrow(strapi.db.connection(meta.tableName))
          .whereNotNull(col('siteId'))
          .select({ siteId: col('siteId') })
          .count({ n: '*' })
          .groupBy(col('siteId')) as Promise<{ siteId: string; n: number | string }[]>;
      const [overdue, withDefects] = await Promise.all([
        grouped((q) => q.where(col('state'), 'installed').andWhere(col('dueFrom'), '<', addMonths(on, -months))),
        grouped((q) => q.where(col('openDefects'), '>', 0)),
      ]);
      const counts = new Map<string, { overdue: number; defects: number }>();
      for (const [rows, key] of [
        [overdue, 'overdue'],
        [withDefects, 'defects'],
      ] as const)
        for (const r of rows) {
          const c = counts.get(r.siteId) ?? { overdue: 0, defects: 0 };
          c[key] = Number(r.n);
          counts.set(r.siteId, c);
        }
      if (!counts.size) return [];
      const { sites } = await lookups([...counts.keys()].map((siteId) => ({ siteId }) as DoorSetRow));
      return [...counts.entries()]
        .map(([siteId, c]) => {
          const site = sites.get(siteId);
          const project = site
            ? [site.client ? displayNameOf(site.client) : '', displayNameOf(site)].filter(Boolean).join(', ')
            : siteId;
          return { siteId, project, ...c };
        })
        .sort((a, b) => a.project.localeCompare(b.project));
    },

    /** Doors whose inspection is overdue and doors with open defects (the overview's counts). */
    async attention() {
      const [months, on] = await Promise.all([intervalMonths(), today()]);
      const [overdue, withDefects] = await Promise.all([
        sets().count({ where: { state: 'installed', dueFrom: { $lt: addMonths(on, -months) } } }),
        sets().count({ where: { openDefects: { $gt: 0 } } }),
      ]);
      return { overdue, withDefects };
    },
  };
  return service;
};

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
