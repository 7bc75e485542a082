import {
  SHARE_IMAGE,
  displayNameOf,
  valueBandOf,
  shareImagePath,
  type Client,
  type ImageDetails,
  type ImageVariant,
  type Post,
  type Site,
  type Industry,
  type DeliveryModel,
} from '@portfolio/contract';
import type { FileRow } from '../services/files';
import { servicesOf } from '../projects/input';
import { photoWordsOf } from '../projects/photo-words';

/**
 * Turns stored rows into the /api/v1 response shapes (design.md). Besides the named fields, every
 * image also comes with its responsive variants, so the public site can use srcset:
 *
 *   client.coverPhotoFormats : ImageDetails | null      (the logo behind coverPhoto)
 *   site.photoFormats        : ImageDetails[]           (same order as site.photos; [0] is the cover;
 *                                                        in getClients' list only the cover's, to keep
 *                                                        the whole-portfolio answer lean)
 *   post.imgFormats          : ImageDetails | null      (the image behind img)
 *
 *   ImageDetails = { url, width, height, mime, formats: { [name]: { url, width, height } } }
 *   (types ImageDetails / ImageVariant in @portfolio/contract)
 *
 * `formats` holds what Strapi generated: `thumbnail` (fits 245x156) plus the configured
 * breakpoints narrower than the original (`xsmall` 64, `small` 500, `medium` 750, `large` 1000,
 * `hd` 1100, `xlarge` 1920 px wide). SVGs and small images have fewer or none. Widths/heights are null for SVG.
 */
const variant = (file: { url: string; width?: number | null; height?: number | null }): ImageVariant => ({
  url: file.url,
  width: file.width ?? null,
  height: file.height ?? null,
});

export const imageDetails = (file: FileRow | null | undefined): ImageDetails | null => {
  if (!file?.url) return null;
  const formats = Object.fromEntries(
    Object.entries(file.formats ?? {})
      // The share card (services/share-images) is cropped to 1200x630: no responsive rendition.
      .filter(([name, f]) => f?.url && name !== 'share')
      .sort(([, a], [, b]) => (a.width ?? 0) - (b.width ?? 0))
      .map(([name, f]) => [name, variant(f)]),
  );
  const hash = typeof file.hash === 'string' ? file.hash : null;
  const share =
    hash && String(file.mime ?? '').startsWith('image/') ? { url: shareImagePath(hash), ...SHARE_IMAGE } : null;
  const alt =
    typeof file.alternativeText === 'string' && file.alternativeText.trim() ? file.alternativeText.trim() : null;
  return { ...variant(file), mime: file.mime ?? null, formats, alt, share };
};

/** A stored text as the API answers it: '' for none. */
export const text = (value: unknown) => (value == null ? '' : String(value));

export type SiteResponse = Site & { photoFormats: ImageDetails[]; photoCaptions: string[]; photoAlts: string[] };
export type ClientResponse = Omit<Client, 'sites'> & { coverPhotoFormats: ImageDetails | null; sites: SiteResponse[] };
export type PostResponse = Post & { imgFormats: ImageDetails | null };

/** The rows these shapes are made from, with the relations each answer populates (db.query or the Document Service). */
export interface SiteRow {
  documentId: string;
  siteName?: string;
  displayName?: string | null;
  area?: number | string | null;
  industry: Industry;
  project_scope?: string | null;
  state?: string | null;
  locations?: string | null;
  description?: string | null;
  photos?: FileRow[] | null;
  video?: FileRow | null;
  client?: { documentId: string; name?: string } | null;
  site_start?: number;
  site_ongoing?: boolean | null;
  site_end?: string | null;
  slug?: string | null;
  challenge?: string | null;
  approach?: string | null;
  result?: string | null;
  contractValue?: number | string | null;
  deliveryModel?: DeliveryModel | null;
  greenRating?: string | null;
  safeManHours?: number | string | null;
  referenceAllowed?: boolean | null;
  featured?: boolean | null;
  draft?: boolean | null;
  [column: string]: unknown;
}
export interface ClientRow {
  documentId: string;
  name: string;
  displayName?: string | null;
  slug?: string | null;
  logo?: FileRow | null;
  sites?: SiteRow[] | null;
}
export interface PostRow {
  documentId: string;
  title: string;
  desc: string;
  img?: FileRow | null;
  createdAt: string | Date;
  date?: string | Date | null;
  kind: string;
  nav?: string | null;
  projectId?: string | null;
}

const numberOrNull = (value: unknown) => (value == null || value === '' ? null : Number(value));

/**
 * A site as answered. `staff` adds the exact contract value (addClient, updateSite, the dashboard's
 * site list, all behind a power); every answer carries only its band, so anonymous answers
 * (getClients, getClient, /api/v1/public/*, the pages) can never hold the figure. The column is a
 * big integer (₹10,000 crore exceeds 32 bits), which the database driver may return as a string:
 * parsed here, exact up to 2^53.
 */
export const toSite = (row: SiteRow, { staff = false } = {}): SiteResponse => {
  const contractValue = numberOrNull(row.contractValue);
  const photos: FileRow[] = (row.photos ?? []).filter((p): p is FileRow => !!p?.url);
  return {
    _id: row.documentId,
    siteName: text(row.siteName),
    area: Number(row.area),
    industry: row.industry,
    project_scope: text(row.project_scope),
    state: text(row.state),
    locations: text(row.locations),
    description: text(row.description),
    photos: photos.map((p) => p.url),
    video: row.video?.url ?? null,
    site_start: Number(row.site_start),
    site_ongoing: row.site_ongoing === true,
    site_end: row.site_end ?? null,
    photoFormats: photos.flatMap((p) => imageDetails(p) ?? []),
    ...photoWordsOf(photos),
    displayName: displayNameOf(row),
    slug: text(row.slug),
    services: servicesOf(row),
    challenge: row.challenge ?? null,
    approach: row.approach ?? null,
    result: row.result ?? null,
    // Present only when one is stored, so a staff answer without key facts equals the public one (spec calls
    // unchanged).
    ...(staff && contractValue !== null ? { contractValue } : {}),
    valueBand: valueBandOf(contractValue),
    deliveryModel: row.deliveryModel ?? null,
    greenRating: row.greenRating ?? null,
    safeManHours: numberOrNull(row.safeManHours),
    referenceAllowed: row.referenceAllowed === true,
    featured: row.featured === true,
    // Drafts: staff answers say which; anonymous ones never hold a draft (projects/drafts.ts).
    ...(staff ? { draft: row.draft === true } : {}),
  };
};

/** In a list only the covers are shown, so each site carries its cover's formats (and words) alone. */
export const coverFormatsOnly = <T extends SiteResponse>(site: T): T => ({
  ...site,
  photoFormats: site.photoFormats.slice(0, 1),
  photoCaptions: site.photoCaptions.slice(0, 1),
  photoAlts: site.photoAlts.slice(0, 1),
});

export const toClient = (row: ClientRow, { list = false, staff = false } = {}): ClientResponse => {
  const sites = (row.sites ?? [])
    .map((site) => toSite(site, { staff }))
    .map((site) => (list ? coverFormatsOnly(site) : site));
  return {
    _id: row.documentId,
    name: row.name,
    coverPhoto: row.logo?.url ?? null,
    totalSites: sites.length,
    sites,
    coverPhotoFormats: imageDetails(row.logo),
    displayName: displayNameOf(row),
    slug: text(row.slug),
  };
};

/** A date column as 'YYYY-MM-DD' (SQLite answers the text, PostgreSQL a string or a Date at midnight local). */
const dateOnly = (value: unknown): string | null => {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date)
    return `${value.getFullYear()}-${String(value.getMonth() + 1).padStart(2, '0')}-${String(value.getDate()).padStart(2, '0')}`;
  return String(value).slice(0, 10);
};

export const toPost = (row: PostRow): PostResponse => ({
  _id: row.documentId,
  title: row.title,
  desc: row.desc,
  img: row.img?.url ?? null,
  createdAt: new Date(row.createdAt).toISOString(),
  date: dateOnly(row.date) ?? new Date(row.createdAt).toISOString().slice(0, 10),
  ...(row.kind === 'press' ? { nav: row.nav ?? '' } : {}),
  ...(row.kind === 'testimonial' ? { siteId: row.projectId || null } : {}),
  imgFormats: imageDetails(row.img),
});
