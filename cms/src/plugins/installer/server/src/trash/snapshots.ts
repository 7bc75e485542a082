import type { FileRow } from '../services/files';
import type { SiteRow } from '../utils/serialize';

/** What a snapshot keeps of a site and a job: their own fields (named here), and their files' ids. */
/** A site as a snapshot keeps it: its own fields, and its files' ids. */
export interface SiteSnapshot {
  documentId: string;
  data: { displayName?: string | null; siteName?: string | null; [field: string]: unknown };
  photos: number[];
  video: number | null;
  createdAt?: string;
}

/**
 * A trash item's snapshot, as stored (JSON): each kind fills its own fields (see the removals below),
 * so every field is read only under its kind.
 */
export interface TrashSnapshot {
  documentId: string;
  name: string;
  displayName?: string | null;
  logo: number | null;
  sites: SiteSnapshot[];
  clientId: string;
  clientName?: string;
  site: SiteSnapshot;
  slug: string;
  kind: string;
  title: string;
  desc: string;
  nav?: string | null;
  date?: string | null;
  img: number | null;
  projectId?: string | null;
  createdAt?: string;
  file: number | null;
  position?: number | null;
  [field: string]: unknown;
}

export const SITE_FIELDS = [
  'siteName',
  'displayName',
  'area',
  'industry',
  'project_scope',
  'state',
  'locations',
  'description',
  'site_start',
  'site_ongoing',
  'site_end',
  'designAndBuild',
  'interiors',
  'manufacturing',
  'fireDoors',
  'challenge',
  'approach',
  'result',
  // Key facts.
  'contractValue',
  'deliveryModel',
  'greenRating',
  'safeManHours',
  'referenceAllowed',
  // Curation.
  'featured',
  'featuredOrder',
  // Drafts: a restored draft stays a draft.
  'draft',
] as const;

/** Fields added later: left out when empty, so older snapshots and new ones restore alike. */
export const SNAPSHOT_OPTIONAL = new Set([
  'displayName',
  'designAndBuild',
  'interiors',
  'manufacturing',
  'fireDoors',
  'challenge',
  'approach',
  'result',
  'contractValue',
  'deliveryModel',
  'greenRating',
  'safeManHours',
  'referenceAllowed',
  'featured',
  'featuredOrder',
  'draft',
]);

export const JOB_FIELDS = [
  'documentId',
  'title',
  'slug',
  'state',
  'city',
  'employmentType',
  'description',
  'closingDate',
  'open',
  'postedAt',
  'createdAt',
] as const;

export const siteSnapshot = (site: SiteRow) => ({
  documentId: site.documentId,
  data: Object.fromEntries(
    SITE_FIELDS.map((f) => [f, site[f] ?? null]).filter(([f, v]) => v !== null || !SNAPSHOT_OPTIONAL.has(f as string)),
  ),
  photos: (site.photos ?? []).map((p: FileRow) => p.id),
  video: site.video?.id ?? null,
  createdAt: site.createdAt,
});

export const siteFiles = (site: SiteRow): Array<FileRow | null | undefined> => [...(site.photos ?? []), site.video];
