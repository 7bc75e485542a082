import type { Context } from 'koa';
import { createReadStream } from 'fs';
import fs from 'fs/promises';
import { Readable } from 'stream';
import type { Core } from '@strapi/strapi';
import {
  DOCUMENTS_API,
  DOCUMENT_CATEGORIES,
  DOCUMENT_LIMITS,
  DOCUMENT_MESSAGES as M,
  MESSAGES,
  documentFileName,
  documentValidity,
  todayInZone,
  type DocumentCategory,
  type DocumentItem,
  type DocumentValues,
} from '@portfolio/contract';
import { checkImage } from '../../file-safety/image-check';
import { imageJobs } from '../../services/image-jobs';
import { FOLDERS, type CheckedFile, type FileRow, type IncomingFile } from '../../services/files';
import { sniffDocument } from '../../file-safety/document-sniff';
import { tooLarge, unsupportedType } from '../../utils/http-errors';
import { companyTimeZone } from '../../utils/time-zone';
import { localUploadPath } from '../../utils/upload-bytes';
import { withUndo } from '../../trash/undo';
import { getService } from '../../utils/get-service';
import { asRow, asRows, documentInput } from '../../utils/document-rows';

export const DOCUMENT_UID = 'api::document.document';

const REFUSALS = {
  'not-a-document': M.fileInvalid,
  javascript: M.pdfJavaScript,
  launch: M.pdfLaunch,
  'embedded-file': M.pdfEmbeddedFile,
  unreadable: M.pdfUnreadable,
} as const;

const SCAN_USE = {
  kind: 'photo',
  invalidMessage: M.fileInvalid,
  tooLargeMessage: M.fileTooLarge,
  tooManyPixelsMessage: MESSAGES.tooManyPixels('The scan'),
  animatedMessage: MESSAGES.animatedImage('The scan'),
} as const;

const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : new Date(0).toISOString());
const extOf = (file: FileRow | null | undefined) =>
  String(file?.ext ?? (file?.mime === 'application/pdf' ? '.pdf' : ''));

/** A documents-library row (api::document.document) with its file populated. */
export interface DocumentRow {
  id: number;
  documentId: string;
  title: string;
  category: DocumentCategory;
  bytes?: number | string | null;
  file?: FileRow | null;
  createdAt?: string | Date | null;
  updatedAt?: string | Date | null;
  issuer?: string | null;
  number?: string | null;
  // Date attributes: 'YYYY-MM-DD'.
  issuedOn?: string | null;
  expiresOn?: string | null;
}

/** `today` (YYYY-MM-DD, company time zone) decides the validity; a list passes it once for every row. */
export const toDocument = (row: DocumentRow, today: string = todayInZone()): DocumentItem => ({
  _id: row.documentId,
  title: row.title,
  category: row.category,
  fileName: documentFileName(row.title, extOf(row.file)),
  mime: row.file?.mime ?? 'application/octet-stream',
  // Strapi keeps file sizes in KB, rounded: the exact count is kept with the document.
  size: Number(row.bytes ?? Math.round(Number(row.file?.size ?? 0) * 1024)),
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
  href: DOCUMENTS_API.download(row.documentId),
  issuer: row.issuer ?? null,
  number: row.number ?? null,
  issuedOn: row.issuedOn ? String(row.issuedOn).slice(0, 10) : null,
  expiresOn: row.expiresOn ? String(row.expiresOn).slice(0, 10) : null,
  validity: documentValidity(row.expiresOn ? String(row.expiresOn).slice(0, 10) : null, today),
});

/** Categories in the contract's order, then newest first. */
const ordered = (rows: DocumentRow[]) =>
  [...rows].sort(
    (a, b) => DOCUMENT_CATEGORIES.indexOf(a.category) - DOCUMENT_CATEGORIES.indexOf(b.category) || b.id - a.id,
  );

/**
 * Checks an uploaded document: size first (413), then content (415): a PDF without active content,
 * or a JPEG/PNG scan that decodes. Nothing is stored before every check passed.
 */
export const checkDocument = async (file: IncomingFile): Promise<CheckedFile> => {
  if (file.size > DOCUMENT_LIMITS.fileMaxBytes) throw tooLarge(M.fileTooLarge);
  const verdict = sniffDocument(await fs.readFile(file.filepath));
  if ('reason' in verdict) throw unsupportedType(REFUSALS[verdict.reason]);
  const sniffed = { type: verdict.type, mime: verdict.mime, ext: verdict.ext } as CheckedFile['sniffed'];
  if (verdict.type !== 'pdf') await imageJobs(() => checkImage(file.filepath, sniffed, SCAN_USE));
  return { source: file, sniffed };
};

/** The documents library (api::document.document, so every write moves the public cache's content version). */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const docs = () => strapi.documents(DOCUMENT_UID);
  const files = () => getService('files');
  const storedName = (values: DocumentValues) => values.title.toLowerCase().slice(0, 60);

  return {
    async list(): Promise<DocumentItem[]> {
      const today = todayInZone(await companyTimeZone(strapi));
      return ordered(asRows<DocumentRow>(await docs().findMany({ populate: { file: true } }))).map((row) =>
        toDocument(row, today),
      );
    },

    find: async (documentId: string) =>
      asRow<DocumentRow>(await docs().findOne({ documentId, populate: { file: true } })),

    async create(values: DocumentValues, file: CheckedFile) {
      return withUndo(async (onUndo) => {
        const row: FileRow = await files().store(file, FOLDERS.documents, storedName(values));
        onUndo(() => files().remove([row]));
        return asRow<DocumentRow>(
          await docs().create({
            data: documentInput(DOCUMENT_UID, { ...values, bytes: file.source.size, file: row.id }),
            populate: { file: true },
          }),
        )!;
      });
    },

    /**
     * New title and category, and optionally a new file: the previous file then goes to the Trash as
     * its own item ("previous file"), so replacing never loses the old one.
     */
    async update(ctx: Context, row: DocumentRow, values: DocumentValues, file?: CheckedFile) {
      const expiry =
        String(row.expiresOn ?? '').slice(0, 10) === (values.expiresOn ?? '')
          ? {}
          : { remindedDays: null, expiryNoticed: false };
      values = { ...values, ...expiry };
      if (!file)
        return asRow<DocumentRow>(
          await docs().update({
            documentId: row.documentId,
            data: documentInput(DOCUMENT_UID, { ...values }),
            populate: { file: true },
          }),
        )!;
      return withUndo(async (onUndo) => {
        const stored: FileRow = await files().store(file, FOLDERS.documents, storedName(values));
        onUndo(() => files().remove([stored]));
        let updated = null as DocumentRow | null; // set inside removeLive below
        await getService('trash').move(ctx, {
          ...getService('trash-kinds').document(row),
          label: `${row.title} (previous file)`,
          snapshot: {
            title: `${row.title} (previous file)`,
            category: row.category,
            bytes: row.bytes ?? null,
            file: row.file?.id ?? null,
          },
          removeLive: async () => {
            updated = asRow<DocumentRow>(
              await docs().update({
                documentId: row.documentId,
                data: documentInput(DOCUMENT_UID, { ...values, bytes: file.source.size, file: stored.id }),
                populate: { file: true },
              }),
            );
          },
        });
        return updated!;
      });
    },

    /**
     * The stored bytes of a document's file and their count: from the upload folder, or fetched from the bucket's URL.
     */
    async open(row: DocumentRow): Promise<{ stream: Readable; size: number | null } | null> {
      const url: string | undefined = row.file?.url;
      if (!url) return null;
      if (/^https?:\/\//i.test(url)) {
        const res = await fetch(url);
        if (!res.ok || !res.body) return null;
        const length = Number(res.headers.get('content-length'));
        return {
          stream: Readable.fromWeb(res.body),
          size: Number.isFinite(length) && length > 0 ? length : null,
        };
      }
      const file = localUploadPath(strapi, url);
      const stat = await fs.stat(file).catch(() => null);
      return stat?.isFile() ? { stream: createReadStream(file), size: stat.size } : null;
    },
  };
};
