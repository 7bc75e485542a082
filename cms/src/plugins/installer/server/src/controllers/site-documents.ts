import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { SITE_DOCUMENT_FIELDS, SITE_DOCUMENT_MESSAGES as M, DOCUMENT_MESSAGES, isSiteDocumentKind } from '@portfolio/contract';
import { checkDocument } from '../services/documents';
import { requestFiles } from '../services/files';
import { attachment } from '../utils/content-disposition';
import { badRequest, notFound } from '../utils/http-errors';
import { field } from '../utils/site-input';
import { getService } from '../utils/get-service';

/** A project's private documents (completion certificate, work order): status users only (the route table). */
export default ({ strapi: _strapi }: { strapi: Core.Strapi }) => {
  const service = getService;
  const docs = () => service('site-documents');
  const siteOf = async (ctx: Context) => {
    const siteId = String(ctx.params.siteId ?? '');
    const site = siteId ? await service('sites').findById(siteId) : null;
    if (!site) throw notFound(M.siteNotFound);
    return site;
  };

  return {
    async list(ctx: Context) {
      const site = await siteOf(ctx);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { documents: await docs().list(site.documentId) };
    },

    /** Multipart: kind, file (PDF, JPG or PNG, checked like the documents library). Nothing is stored until both pass. */
    async create(ctx: Context) {
      const site = await siteOf(ctx);
      if (!ctx.is('multipart')) throw badRequest(DOCUMENT_MESSAGES.fileRequired);
      const kind = field(ctx.request.body ?? {}, SITE_DOCUMENT_FIELDS.kind)?.trim();
      if (!isSiteDocumentKind(kind)) throw badRequest(M.kindInvalid);
      const files = requestFiles(ctx, SITE_DOCUMENT_FIELDS.file);
      if (files.length > 1) throw badRequest(DOCUMENT_MESSAGES.fileOnlyOne);
      if (!files.length) throw badRequest(DOCUMENT_MESSAGES.fileRequired);
      const checked = await checkDocument(files[0]);
      const document = await docs().create(site.documentId, kind, checked);
      await service('audit').record(ctx, 'site-document.create', 'site', site.documentId, { kind, fileName: document.fileName, bytes: document.size });
      ctx.status = 201;
      ctx.body = { message: M.created, document };
    },

    async download(ctx: Context) {
      const site = await siteOf(ctx);
      const row = await docs().find(site.documentId, String(ctx.params.id ?? ''));
      const bytes = row && (await docs().bytes(row.documentId));
      if (!bytes) throw notFound(M.notFound);
      ctx.set('Content-Disposition', attachment(row.fileName));
      ctx.set('X-Content-Type-Options', 'nosniff');
      ctx.set('Cache-Control', 'private, no-store');
      ctx.type = row.mime;
      ctx.body = bytes;
    },

    async remove(ctx: Context) {
      const site = await siteOf(ctx);
      const row = await docs().find(site.documentId, String(ctx.params.id ?? ''));
      if (!row) throw notFound(M.notFound);
      await docs().remove(row.documentId);
      await service('audit').record(ctx, 'site-document.delete', 'site', site.documentId, { kind: row.kind, fileName: row.fileName });
      ctx.body = { message: M.removed };
    },
  };
};
