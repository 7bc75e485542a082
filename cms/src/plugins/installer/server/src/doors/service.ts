import type { Core } from '@strapi/strapi';
import { doorLabelId, type DefectSeverity, type DoorCheckKey } from '@portfolio/contract';
import { FOLDERS, type CheckedFile } from '../services/files';
import { getService } from '../utils/get-service';
import { day, type DoorDefectRow, type DoorInspectionRow, type DoorSetRow, type StoredCheckItem } from './rows';
import { doorStore } from './store';
import { registerReads } from './register';
import { attentionReads } from './attention';
import { publicAnswer } from './verify';

export type { DoorFilter } from './register';
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

/**
 * The fire-door register: door sets, their installs, inspections and defects. The writes are here;
 * staff's reads in register.ts, the counts of what needs seeing to in attention.ts, the public
 * answer for a label in verify.ts, all over one store (store.ts).
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const store = doorStore(strapi);
  const { sets, inspections, defects, today } = store;
  const files = () => getService('files');

  return {
    today,
    intervalMonths: store.intervalMonths,
    find: store.find,

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

    ...registerReads(strapi, store),
    ...attentionReads(strapi, store),
    ...publicAnswer(strapi, store),
  };
};
