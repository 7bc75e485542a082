import type { Core } from '@strapi/strapi';
import { timeZoneOr } from '@portfolio/contract';
import { publishedSettings } from './site-settings';

/** The company's time zone: Site settings › Time zone when it is a real IANA name, else DEFAULT_TIME_ZONE. */
export const companyTimeZone = async (strapi: Core.Strapi): Promise<string> => {
  const row = (await publishedSettings(strapi, { select: ['timeZone'] })) as { timeZone?: string | null } | null;
  return timeZoneOr(row?.timeZone);
};
