import { type ClientSummary, type PageBlock, type PageContent, type ProjectSummary } from '@portfolio/contract';
import type { FileRow } from '../services/files';
import { coverFormatsOnly, imageDetails, toClient, toSite, type ClientRow, type SiteRow } from './serialize';

/** Shapes of the public site's reads (public-site/). */

/** A client row with its sites counted (`{ count }`) or listed. */
export type ClientSummaryRow = Omit<ClientRow, 'sites'> & {
  sites?: { count?: number } | SiteRow[] | null;
  totalSites?: number;
};
/** A site row with its client populated. */
/** Newest first: ongoing before completed, then by start year (as the site has always listed them). */
export const RECENCY = [{ site_ongoing: 'desc' }, { site_start: 'desc' }, { id: 'asc' }];

export type ProjectRow = SiteRow & { client?: ClientSummaryRow | null };

export const clientSummary = (row: ClientSummaryRow): ClientSummary => {
  const { sites, ...client } = toClient({ ...row, sites: [] });
  void sites;
  return {
    ...client,
    totalSites: Number((row.sites as { count?: number } | null | undefined)?.count ?? row.totalSites ?? 0),
  };
};

/** A site as a card: its cover photo only, and the client it belongs to. */
export const projectOf = (row: ProjectRow): ProjectSummary => {
  const { description, video, ...site } = coverFormatsOnly(toSite(row));
  void description;
  void video;
  return {
    site: { ...site, photos: site.photos.slice(0, 1) },
    client: clientSummary(row.client ?? ({} as ClientSummaryRow)),
  };
};

/** A page row with its hero, share image and (resolved) blocks. */
export interface PageRow {
  slug: string;
  title: string;
  description?: string | null;
  heading?: string | null;
  intro?: string | null;
  blocks?: PageBlock[] | null;
  hero?: FileRow | null;
  shareImage?: FileRow | null;
}

export const toPage = (row: PageRow | null | undefined): PageContent | null =>
  row
    ? {
        slug: row.slug,
        title: row.title,
        description: row.description ?? null,
        heading: row.heading ?? null,
        intro: row.intro ?? null,
        // The rich-text blocks' texts, for the pages that list them as sections (home's "why us", career).
        sections: ((row.blocks ?? []) as PageBlock[]).flatMap((b) =>
          b.__component === 'blocks.rich-text' ? [{ id: b.id, title: b.title, body: b.body }] : [],
        ),
        blocks: row.blocks ?? [],
        hero: imageDetails(row.hero),
        shareImage: imageDetails(row.shareImage),
      }
    : null;

/** An X handle as people write it ('@buildcraft', 'https://x.com/buildcraft') without the '@'; null when none. */
export const xHandleOf = (value: unknown): string | null => {
  const handle = String(value ?? '')
    .trim()
    .replace(/^https?:\/\/(www\.)?(x|twitter)\.com\//i, '')
    .replace(/^@/, '')
    .replace(/[/?#].*$/, '');
  return /^[A-Za-z0-9_]{1,15}$/.test(handle) ? handle : null;
};
