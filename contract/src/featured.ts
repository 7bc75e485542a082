/**
 * Curation (issue 33): staff mark projects as featured (`featured`, an optional multipart field of
 * `addClient` and `updateSite`, default false, needing edit-site-details like the key facts) and
 * put them in order on the dashboard's Featured screen (`PUT /api/v1/clients/featured` with
 * `{ siteIds }`, status users). The home page shows the featured projects in that order, its hero
 * the first one's cover; the newest projects only while none is featured.
 */

export const FEATURED_LABEL = 'Featured';

/** Featured projects the home page shows (in staff's order). */
export const HOME_FEATURED_MAX = 12;
/** Newest projects the home page shows while none is featured. */
export const HOME_NEWEST = 6;

export const FEATURED_MESSAGES = {
  featuredInvalid: 'Featured must be true or false.',
  orderInvalid: 'Send the featured projects\u2019 ids in their new order: { "siteIds": ["…", "…"] }.',
  orderRepeated: 'Each featured project may appear only once in the order.',
  orderNotFeatured: (name: string) => `\u201c${name}\u201d is not a featured project: only featured projects can be put in order.`,
  orderUnknown: 'A project in the order does not exist (it may have been removed). Reload the Featured screen and try again.',
  orderIncomplete: (featured: number, listed: number) =>
    `The order must list every featured project once: ${featured} ${featured === 1 ? 'is' : 'are'} featured, ${listed} listed. Reload the Featured screen and try again.`,
  orderSaved: 'Featured order saved.',
} as const;

/** `featured` as a form sends it: 'true' / 'false' (or a boolean); null when it is neither. Blank means false. */
export const parseFeatured = (value: unknown): boolean | null => {
  if (value === undefined || value === null || String(value).trim() === '') return false;
  const text = String(value).trim().toLowerCase();
  return text === 'true' ? true : text === 'false' ? false : null;
};

/** The body of the order call: the ids as strings, or the message saying what is wrong with its shape. */
export const readFeaturedOrder = (body: unknown): { siteIds: string[] } | { error: string } => {
  const ids = (body as { siteIds?: unknown } | null)?.siteIds;
  if (!Array.isArray(ids) || !ids.every((id) => typeof id === 'string' && id.trim() !== '' && id.length <= 100) || ids.length > 1000)
    return { error: FEATURED_MESSAGES.orderInvalid };
  if (new Set(ids).size !== ids.length) return { error: FEATURED_MESSAGES.orderRepeated };
  return { siteIds: ids as string[] };
};
