import type { Core } from '@strapi/strapi';

export const SETTINGS_UID = 'api::site-setting.site-setting';

/**
 * Site settings have drafts (Draft & Publish): an edit in /admin is saved as a draft row beside the
 * published one until Publish. The site and every server behaviour (emails, time zone, two-factor,
 * PDFs) use the published row only.
 */
export const PUBLISHED = { publishedAt: { $notNull: true } } as const;

/**
 * The published site-settings row (api::site-setting.site-setting) with the columns the server reads
 * by name; a `select` leaves the others out, and an empty field may be stored as null. Every other
 * column (address, social links, the auto-assign lists by service…) is read by name as unknown.
 */
export interface SettingsRow {
  companyName?: string | null;
  tagline?: string | null;
  phone?: string | null;
  email?: string | null;
  timeZone?: string | null;
  enquiryRecipients?: string | null;
  applicationRecipients?: string | null;
  autoAssignUsers?: string | null;
  digestTime?: string | null;
  requireTwoFactorForAdmins?: boolean | null;
  hideExpiredCertificates?: boolean | null;
  [column: string]: unknown;
}

/** The published site settings (null before there are any). */
export const publishedSettings = (
  strapi: Core.Strapi,
  params: { select?: string[]; populate?: Record<string, unknown> } = {},
): Promise<SettingsRow | null> => strapi.db.query(SETTINGS_UID).findOne({ ...params, where: PUBLISHED });
