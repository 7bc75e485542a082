import crypto from 'crypto';
import fs from 'fs/promises';
import type { Core } from '@strapi/strapi';
import {
  SITE_DOCUMENT_KINDS,
  apiPath,
  documentFileName,
  type SiteDocumentItem,
  type SiteDocumentKind,
} from '@portfolio/contract';
import type { CheckedFile } from '../../services/files';

export const SITE_DOCUMENT_UID = 'plugin::installer.site-document';

const LIST_FIELDS = ['documentId', 'siteId', 'kind', 'fileName', 'mime', 'size', 'createdAt'];

/** A site-document row (the list's columns; `data` only when asked for). */
interface SiteDocumentRow {
  documentId: string;
  siteId: string;
  kind: SiteDocumentKind;
  fileName: string;
  mime: string;
  size: number | string;
  createdAt?: string | Date | null;
}

export const toSiteDocument = (row: SiteDocumentRow): SiteDocumentItem => ({
  _id: row.documentId,
  siteId: row.siteId,
  kind: row.kind,
  fileName: row.fileName,
  mime: row.mime,
  size: Number(row.size),
  createdAt: new Date(row.createdAt ?? 0).toISOString(),
  href: apiPath('site-documents.download', { siteId: row.siteId, id: row.documentId }),
});

/** The download name: what the file is, plus the name it was uploaded with ("Completion certificate - cc-2023.pdf"). */
const nameFor = (kind: SiteDocumentKind, original: string | null | undefined, ext: string) => {
  const label = { 'completion-certificate': 'Completion certificate', 'work-order': 'Work order', other: 'Document' }[
    kind
  ];
  const base = String(original ?? '')
    .replace(/\.[^.]*$/, '')
    .trim();
  return documentFileName(base ? `${label} - ${base}` : label, ext);
};

/**
 * A project's private documents. Their bytes live in the database, as CVs do, so no URL
 * under /uploads ever reaches them and every instance sees them; only the status users' routes read
 * them. Checked like the documents library before anything is stored.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const rows = () => strapi.db.query(SITE_DOCUMENT_UID);

  return {
    async list(siteId: string): Promise<SiteDocumentItem[]> {
      const found = await rows().findMany({
        where: { siteId },
        select: LIST_FIELDS,
        orderBy: [{ kind: 'asc' }, { id: 'desc' }],
      });
      return found
        .sort(
          (a: SiteDocumentRow, b: SiteDocumentRow) =>
            SITE_DOCUMENT_KINDS.indexOf(a.kind) - SITE_DOCUMENT_KINDS.indexOf(b.kind),
        )
        .map(toSiteDocument);
    },

    /** siteId → the kinds of document it holds (for the tender check). */
    async kindsBySite(siteIds: string[]): Promise<Map<string, Set<string>>> {
      const out = new Map<string, Set<string>>();
      if (!siteIds.length) return out;
      const found = await rows().findMany({ where: { siteId: { $in: siteIds } }, select: ['siteId', 'kind'] });
      for (const row of found) {
        if (!out.has(row.siteId)) out.set(row.siteId, new Set());
        out.get(row.siteId)!.add(row.kind);
      }
      return out;
    },

    async create(siteId: string, kind: SiteDocumentKind, file: CheckedFile) {
      const bytes = await fs.readFile(file.source.filepath);
      const row = await rows().create({
        data: {
          siteId,
          kind,
          fileName: nameFor(kind, file.source.originalFilename, file.sniffed.ext),
          mime: file.sniffed.mime,
          size: bytes.length,
          sha256: crypto.createHash('sha256').update(bytes).digest('hex'),
          data: bytes.toString('base64'),
        },
      });
      return toSiteDocument(row);
    },

    find: (siteId: string, documentId: string) =>
      rows().findOne({ where: { siteId, documentId }, select: LIST_FIELDS }),

    async bytes(documentId: string): Promise<Buffer | null> {
      const row = await rows().findOne({ where: { documentId }, select: ['data'] });
      return row ? Buffer.from(row.data, 'base64') : null;
    },

    /** The documents of these sites with their bytes (the tender pack). */
    async withBytes(siteIds: string[], kinds: SiteDocumentKind[]) {
      if (!siteIds.length) return [];
      const found = await rows().findMany({
        where: { siteId: { $in: siteIds }, kind: { $in: kinds } },
        select: [...LIST_FIELDS, 'data'],
        orderBy: { id: 'asc' },
      });
      return found.map((row: SiteDocumentRow & { data: string }) => ({
        ...toSiteDocument(row),
        bytes: Buffer.from(row.data, 'base64'),
      }));
    },

    remove: (documentId: string) => rows().delete({ where: { documentId } }),

    /** A removed project takes its documents with it (the Trash keeps the project; these stay until it is purged). */
    removeForSites: (siteIds: string[]) =>
      siteIds.length ? rows().deleteMany({ where: { siteId: { $in: siteIds } } }) : Promise.resolve(),
  };
};
