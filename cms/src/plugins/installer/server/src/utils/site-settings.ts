import type { Core } from '@strapi/strapi';

export const SETTINGS_UID = 'api::site-setting.site-setting';

/**
 * Site settings have drafts (Draft & Publish): an edit in /admin is saved as a draft row beside the
 * published one until Publish. The site and every server behaviour (emails, time zone, two-factor,
 * PDFs) use the published row only.
 */
export const PUBLISHED = { publishedAt: { $notNull: true } } as const;

/** The published site settings (null before there are any). */
export const publishedSettings = (strapi: Core.Strapi, params: { select?: string[]; populate?: Record<string, unknown> } = {}): Promise<any> =>
  strapi.db.query(SETTINGS_UID as any).findOne({ ...params, where: PUBLISHED });
