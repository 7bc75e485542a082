import type { ProjectSummary } from './public-reads';

/**
 * Curation: staff mark projects as featured (`featured`, an optional multipart field of
 * `addClient` and `updateSite`, default false, needing edit-site-details like the key facts) and
 * put them in order on the dashboard's Featured screen (`PUT /api/v1/clients/featured` with
 * `{ siteIds }`, status users). The home page's project cards are the featured projects in that
 * order, then the newest others filling its count (homeCardCount); its hero is homeHeroOf's.
 */

export const FEATURED_LABEL = 'Featured';

/** Featured projects the home page shows at most (in staff's order). */
export const HOME_FEATURED_MAX = 12;
/** Project cards the home page shows when enough projects are published (more when more are featured). */
export const HOME_CARDS = 6;

/**
 * The home page's count of cards with `featured` featured projects published: HOME_CARDS, or every featured one up
 * to the maximum. */
export const homeCardCount = (featured: number) => Math.max(HOME_CARDS, Math.min(featured, HOME_FEATURED_MAX));

/** Where the home page's hero image comes from. */
export type HomeHeroSource = 'featured' | 'page' | 'newest' | 'none';

/**
 * The home page's hero, from its cards (the first `featuredCount` featured): the cover of the first
 * featured project with a photo; else the home page's own hero (`pageHero`, set in the admin panel);
 * else the cover of the newest project with a photo; else none.
 */
export const homeHeroOf = <P extends { site: { photos: string[] } }>(
  cards: P[],
  featuredCount: number,
  pageHero: boolean,
): { source: HomeHeroSource; project: P | null } => {
  const withPhoto = (list: P[]) => list.find((p) => p.site.photos.length > 0) ?? null;
  const featured = withPhoto(cards.slice(0, featuredCount));
  if (featured) return { source: 'featured', project: featured };
  if (pageHero) return { source: 'page', project: null };
  const newest = withPhoto(cards.slice(featuredCount));
  return { source: newest ? 'newest' : 'none', project: newest };
};

/** What the home page will show, as the Featured screen reads it (`home` of the Featured answers). */
export interface HomePreview {
  /** The home page's project cards in order: the first `featured` are featured, the rest the newest. */
  projects: ProjectSummary[];
  featured: number;
  /** The hero's source and, for a project's cover, that project's site id. */
  hero: { source: HomeHeroSource; siteId: string | null };
}

const projectsWord = (n: number) => (n === 1 ? 'project' : 'projects');

/** The Featured screen's words about the home page. */
export const FEATURED_TEXT = {
  homeShows: (total: number, featured: number) => {
    const newest = total - featured;
    if (total === 0) return 'The home page shows no project cards yet: no project is published.';
    const these = total === 1 ? 'this 1' : `these ${total}`;
    const shows = `The home page shows ${these}`;
    const allNewest = total === 1 ? 'newest project' : `${total} newest`;
    if (featured === 0) return `${shows}: the ${allNewest}, as no project is featured.`;
    if (newest === 0) return `${shows}: ${featured} featured, in this order.`;
    const theNewest = newest === 1 ? 'newest' : `${newest} newest`;
    return `${shows}: ${featured} featured, then the ${theNewest} ${projectsWord(newest)}.`;
  },
  hero: (source: HomeHeroSource, name?: string) =>
    ({
      featured: `Its hero image is the cover photo of \u201c${name}\u201d, the first featured project with a photo.`,
      page: 'Its hero image is the home page\u2019s own (set in the admin panel): no featured project has a photo.',
      newest:
        `Its hero image is the cover photo of \u201c${name}\u201d, the newest project with a photo, ` +
        'as no featured project has one and the home page has no hero image of its own.',
      none: 'It has no hero image yet: no project has a photo and the home page has none of its own.',
    })[source],
  previewLabel: 'Project cards on the home page',
  previewUnsaved: 'This is the saved order: Save order to show the new one on the home page.',
  newestTag: 'Newest',
  heroTag: 'Hero image',
} as const;

export const FEATURED_MESSAGES = {
  featuredInvalid: 'Featured must be true or false.',
  orderInvalid: 'Send the featured projects\u2019 ids in their new order: { "siteIds": ["…", "…"] }.',
  orderRepeated: 'Each featured project may appear only once in the order.',
  orderNotFeatured: (name: string) =>
    `\u201c${name}\u201d is not a featured project: only featured projects can be put in order.`,
  orderUnknown:
    'A project in the order does not exist (it may have been removed). Reload the Featured screen and try again.',
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
  if (
    !Array.isArray(ids) ||
    !ids.every((id) => typeof id === 'string' && id.trim() !== '' && id.length <= 100) ||
    ids.length > 1000
  )
    return { error: FEATURED_MESSAGES.orderInvalid };
  if (new Set(ids).size !== ids.length) return { error: FEATURED_MESSAGES.orderRepeated };
  return { siteIds: ids as string[] };
};
