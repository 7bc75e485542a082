import { DRAFT_LABEL } from './drafts';
import { FEATURED_LABEL } from './featured';
import { KEY_FACT_LABELS } from './key-facts';
import { PHOTO_WORD_LABELS } from './photo-words';
import type { Powers } from './powers';

/** The two powers that divide a project's fields (spec section 6): its details, and its photos and video. */
export type SiteFieldPower = 'edit-site-details' | 'edit-site-photos';

const details = (label: string) => ({ power: 'edit-site-details' as const, label });
const media = (label: string) => ({ power: 'edit-site-photos' as const, label });

/**
 * updateSite's field → power table: the power each multipart field needs, and the label a
 * refusal names. The server refuses a field sent without its power (403, API_MESSAGES.cannotChange);
 * the dashboard's edit form sends only the fields this table lets its user change. Details come
 * first: a refusal names the first refused field in this order.
 */
export const SITE_FIELDS: Readonly<Record<string, { power: SiteFieldPower; label: string }>> = {
  siteName: details('Site Name'),
  area: details('Area'),
  industry: details('Industry'),
  project_scope: details('Project Scope'),
  state: details('State'),
  locations: details('Location'),
  description: details('Description'),
  site_start: details('Site Start Date'),
  site_ongoing: details('Site Status'),
  site_end: details('Site End'),
  services: details('Services'),
  challenge: details('The challenge'),
  approach: details('What we did'),
  result: details('The result'),
  ...Object.fromEntries(Object.entries(KEY_FACT_LABELS).map(([field, label]) => [field, details(label)])),
  featured: details(FEATURED_LABEL),
  draft: details(DRAFT_LABEL),
  photos: media('Photos'),
  keepPhotos: media('Photos'),
  video: media('Video'),
  ...Object.fromEntries(Object.entries(PHOTO_WORD_LABELS).map(([field, label]) => [field, media(label)])),
};

/**
 * May a user with `powers` send `field` to updateSite? A field outside the table (clientId, siteId) needs only the
 * route's access.
 */
export const maySendSiteField = (powers: Partial<Powers> | null | undefined, field: string): boolean =>
  !Object.hasOwn(SITE_FIELDS, field) || powers?.[SITE_FIELDS[field].power] === true;

/**
 * The label of the first field of the table that is in `sent` and not allowed by `powers` (what a 403 names), or
 * undefined.
 */
export const refusedSiteField = (
  powers: Partial<Powers> | null | undefined,
  sent: (field: string) => boolean,
): string | undefined => {
  const field = Object.keys(SITE_FIELDS).find((name) => sent(name) && !maySendSiteField(powers, name));
  return field && SITE_FIELDS[field].label;
};
