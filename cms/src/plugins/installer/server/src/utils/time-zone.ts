import type { Core } from '@strapi/strapi';
import { timeZoneOr } from '@portfolio/contract';

const SETTINGS_UID = 'api::site-setting.site-setting';

/** The company's time zone: Site settings › Time zone when it is a real IANA name, else DEFAULT_TIME_ZONE. */
export const companyTimeZone = async (strapi: Core.Strapi): Promise<string> => {
  // The UID is typed only once Strapi has generated its content-type types (cms/types/generated, not in git).
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const row = (await strapi.db.query(SETTINGS_UID as any).findOne({ select: ['timeZone'] })) as { timeZone?: string | null } | null;
  return timeZoneOr(row?.timeZone);
};
