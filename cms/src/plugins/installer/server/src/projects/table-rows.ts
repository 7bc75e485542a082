import type { Industry } from '@portfolio/contract';
import type { FileRow } from '../services/files';

/** The rows the Projects and Clients tables read (audit lines, sites, clients), and the helpers that shape them. */
export interface AuditLine {
  actorEmail: string | null;
  action: string;
  targetType: string;
  targetId: string | null;
  summary?: { client?: string; siteId?: string; siteName?: string } | null;
  at: string | Date;
}

export interface TableSiteRow extends Record<string, unknown> {
  id: number;
  documentId: string;
  siteName?: string | null;
  displayName?: string | null;
  slug?: string | null;
  locations?: string | null;
  state?: string | null;
  industry?: Industry | null;
  site_ongoing?: boolean | null;
  site_start?: number | string | null;
  area?: number | string | null;
  contractValue?: number | string | null;
  draft?: boolean | null;
  featured?: boolean | null;
  updatedAt: string | Date;
  photos?: FileRow[] | null;
  client?: { id: number; documentId: string; name: string; displayName?: string | null; slug?: string | null } | null;
}

export interface TableClientRow {
  id: number;
  documentId: string;
  name: string;
  displayName?: string | null;
  slug?: string | null;
  updatedAt: string | Date;
  logo?: FileRow | null;
}

/** `%text%` for LIKE, with LIKE's own characters taken literally. */
export const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const numberOrNull = (v: unknown) => (v === null || v === undefined || v === '' ? null : Number(v));

/** The smallest rendition of an image, for a table's thumbnail. */
export const thumbnailOf = (file: FileRow | null | undefined): string | null =>
  file ? (file.formats?.thumbnail?.url ?? file.formats?.small?.url ?? file.url ?? null) : null;

export const iso = (at: string | Date) => new Date(at).toISOString();
