import type { Core } from '@strapi/strapi';
import { DOOR_INSPECTION_MONTHS_DEFAULT, todayInZone } from '@portfolio/contract';
import { companyTimeZone } from '../utils/time-zone';
import { publishedSettings } from '../utils/site-settings';
import { getService } from '../utils/get-service';
import { DOOR_DEFECT_UID, DOOR_INSPECTION_UID, DOOR_SET_UID, type DoorSetRow } from './rows';

/** What every part of the register reads through: its three tables, today in the company's zone, the interval. */
export const doorStore = (strapi: Core.Strapi) => {
  const sets = () => strapi.db.query(DOOR_SET_UID);
  return {
    sets,
    inspections: () => strapi.db.query(DOOR_INSPECTION_UID),
    defects: () => strapi.db.query(DOOR_DEFECT_UID),

    today: async () => todayInZone(await companyTimeZone(strapi), getService('clock').now()),

    /** Months from one inspection to the next (Site settings › Door inspection months, 6 by default). */
    intervalMonths: async (): Promise<number> => {
      const row = await publishedSettings(strapi, { select: ['doorInspectionMonths'] });
      const months = Number(row?.doorInspectionMonths);
      return Number.isInteger(months) && months >= 1 && months <= 60 ? months : DOOR_INSPECTION_MONTHS_DEFAULT;
    },

    find: async (labelId: string) =>
      (await sets().findOne({ where: { labelId }, populate: { installPhotos: true } })) as DoorSetRow | null,
  };
};

export type DoorStore = ReturnType<typeof doorStore>;
