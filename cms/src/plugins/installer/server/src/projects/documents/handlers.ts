import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import {
  SITE_DOCUMENT_FIELDS,
  SITE_DOCUMENT_MESSAGES as M,
  DOCUMENT_MESSAGES,
  isSiteDocumentKind,
} from '@portfolio/contract';
import { found, handler } from '../../http/handler';
import { checkDocument } from '../../library/documents/service';
import { requestFiles } from '../../services/files';
import { attachment } from '../../utils/content-disposition';
import { badRequest } from '../../utils/http-errors';
import { getService } from '../../utils/get-service';
import { field } from '../input';

const docs = () => getService('site-documents');

/** The project of the path (404 when there is none). */
const siteOf = async (ctx: Context) => {
  const siteId = String(ctx.params.siteId ?? '');
  return found(siteId ? await getService('sites').findById(siteId) : null, M.siteNotFound);
};

/** The document of the path, in the project of the path. */
const documentOf = async (ctx: Context) => {
  const site = await siteOf(ctx);
  return { site, document: found(await docs().find(site.documentId, String(ctx.params.id ?? '')), M.notFound) };
};

/** A project's private documents (completion certificate, work order): status users only (the route table). */
export default ({ strapi: _strapi }: { strapi: Core.Strapi }) => ({
  list: handler({
    load: siteOf,
    apply: async ({ row: site }) => ({ documents: await docs().list(site.documentId) }),
    headers: { 'Cache-Control': 'no-store' },
  }),

  /** Multipart: kind, file (PDF, JPG or PNG, checked like the documents library). Nothing is stored until both pass. */
  create: handler({
    load: siteOf,
    validate: async ({ ctx }) => {
      if (!ctx.is('multipart')) throw badRequest(DOCUMENT_MESSAGES.fileRequired);
      const kind = field(ctx.request.body ?? {}, SITE_DOCUMENT_FIELDS.kind)?.trim();
      if (!isSiteDocumentKind(kind)) throw badRequest(M.kindInvalid);
      const files = requestFiles(ctx, SITE_DOCUMENT_FIELDS.file);
      if (files.length > 1) throw badRequest(DOCUMENT_MESSAGES.fileOnlyOne);
      if (!files.length) throw badRequest(DOCUMENT_MESSAGES.fileRequired);
      return { kind, file: await checkDocument(files[0]) };
    },
    apply: ({ row: site, plan: { kind, file } }) => docs().create(site.documentId, kind, file),
    audit: ({ row: site, plan: { kind }, result: document }) => ({
      action: 'site-document.create',
      type: 'site',
      id: site.documentId,
      summary: { kind, fileName: document.fileName, bytes: document.size },
    }),
    status: 201,
    respond: (document) => ({ message: M.created, document }),
  }),

  /** The file, byte for byte, as a download: never rendered by the browser, never cached. */
  async download(ctx: Context) {
    const site = await siteOf(ctx);
    const row = await docs().find(site.documentId, String(ctx.params.id ?? ''));
    const bytes = found(row && (await docs().bytes(row.documentId)), M.notFound);
    ctx.set('Content-Disposition', attachment(row!.fileName));
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Cache-Control', 'private, no-store');
    ctx.type = row!.mime;
    ctx.body = bytes;
  },

  remove: handler({
    load: documentOf,
    apply: ({ row: { document } }) => docs().remove(document.documentId),
    audit: ({ row: { site, document } }) => ({
      action: 'site-document.delete',
      type: 'site',
      id: site.documentId,
      summary: { kind: document.kind, fileName: document.fileName },
    }),
    respond: () => ({ message: M.removed }),
  }),
});
