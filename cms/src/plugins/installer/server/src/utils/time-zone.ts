import type { Core } from '@strapi/strapi';
import { timeZoneOr } from '@portfolio/contract';

const SETTINGS_UID = 'api::site-setting.site-setting';

/** The company's time zone: Site settings › Time zone when it is a real IANA name, else DEFAULT_TIME_ZONE. */
export const companyTimeZone = async (strapi: Core.Strapi): Promise<string> => {
  const row: any = await strapi.db.query(SETTINGS_UID as any).findOne({ select: ['timeZone'] });
  return timeZoneOr(row?.timeZone);
};
