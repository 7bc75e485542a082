import type { Core } from '@strapi/strapi';
import {
  DOOR_CHECKLIST,
  DOOR_LIST_PAGE_SIZE,
  addMonths,
  displayNameOf,
  type DoorDetails,
  type DoorDueFilter,
  type DoorListAnswer,
  type DoorSet,
  type DoorSiteOption,
  type DoorState,
} from '@portfolio/contract';
import type { FileRow } from '../services/files';
import { SITE_UID } from '../projects/clients';
import { day, type DoorDefectRow, type DoorInspectionRow, type DoorSetRow } from './rows';
import { lookups, toDoorSet } from './door-sets';
import type { DoorStore } from './store';

export interface DoorFilter {
  q?: string;
  siteId?: string;
  state?: DoorState;
  defects?: boolean;
  due?: DoorDueFilter;
  page?: number;
}

const url = (file: FileRow | null | undefined) => file?.url ?? null;

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The register as staff read it: a door's details, a page of the list, a project's doors, the pickers. */
export const registerReads = (
  strapi: Core.Strapi,
  { sets, inspections, defects, today, intervalMonths }: DoorStore,
) => ({
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
    const base = toDoorSet(door, await lookups(strapi, [door]), months, on);
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
    const names = await lookups(strapi, rows);
    return {
      doors: rows.map((row) => toDoorSet(row, names, months, on)),
      total,
      page,
      pageSize: DOOR_LIST_PAGE_SIZE,
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
    const names = await lookups(strapi, rows);
    return rows.map((row) => toDoorSet(row, names, months, on));
  },
});
