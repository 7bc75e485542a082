import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { DOCUMENT_FIELDS, DOCUMENT_MESSAGES as M, validateDocument, type DocumentValues } from '@portfolio/contract';
import { checkDocument, toDocument } from './service';
import { requestFiles } from '../../services/files';
import { attachment } from '../../utils/content-disposition';
import { auditOf, found, handler } from '../../http/handler';
import { badRequest, notFound } from '../../utils/http-errors';
import { field } from '../../projects/input';
import { getService } from '../../utils/get-service';

/** The title and category of a form or JSON body (repeated form fields count once). */
const fieldsOf = (ctx: Context): Record<string, unknown> => {
  const body = ctx.request.body ?? {};
  if (typeof body !== 'object' || Array.isArray(body)) throw badRequest(M.bodyNotObject);
  const out: Record<string, unknown> = {};
  for (const name of [
    DOCUMENT_FIELDS.title,
    DOCUMENT_FIELDS.category,
    DOCUMENT_FIELDS.issuer,
    DOCUMENT_FIELDS.number,
    DOCUMENT_FIELDS.issuedOn,
    DOCUMENT_FIELDS.expiresOn,
  ]) {
    if (body[name] !== undefined) out[name] = ctx.is('multipart') ? field(body, name) : body[name];
  }
  return out;
};

const checkedValues = (body: Record<string, unknown>, current?: DocumentValues) => {
  const { values, error } = validateDocument(body, current);
  if (error) throw badRequest(error);
  return values;
};

/** The one file of the request, checked by content; undefined when none was sent. */
const checkedFile = async (ctx: Context) => {
  const files = requestFiles(ctx, DOCUMENT_FIELDS.file);
  if (files.length > 1) throw badRequest(M.fileOnlyOne);
  return files[0] ? checkDocument(files[0]) : undefined;
};

const documents = () => getService('documents');
const documentEvent = auditOf('document');
const documentOf = async (ctx: Context) => found(await documents().find(String(ctx.params.id ?? '')), M.notFound);
const NO_STORE = { 'Cache-Control': 'no-store' };

/** Certificates and downloads: status users manage them; anyone downloads them. */
export default ({ strapi: _strapi }: { strapi: Core.Strapi }) => ({
  list: handler({ apply: async () => ({ documents: await documents().list() }), headers: NO_STORE }),

  findOne: handler({ load: documentOf, apply: ({ row }) => ({ document: toDocument(row) }), headers: NO_STORE }),

  /** Multipart: title, category, file. Fields are checked before the file, and nothing is stored until both pass. */
  create: handler({
    validate: async ({ ctx }) => {
      const values = checkedValues(fieldsOf(ctx));
      const file = await checkedFile(ctx);
      if (!file) throw badRequest(M.fileRequired);
      return { values, file };
    },
    apply: ({ plan: { values, file } }) => documents().create(values, file),
    audit: ({ plan: { file }, result: row }) =>
      documentEvent('create', row.documentId, { title: row.title, category: row.category, bytes: file.source.size }),
    status: 201,
    respond: (row) => ({ message: M.created, document: toDocument(row) }),
  }),

  /** JSON or multipart: title and/or category; a multipart `file` replaces the file (the old one goes to the Trash). */
  update: handler({
    load: documentOf,
    validate: async ({ ctx, row }) => {
      const current = {
        title: row.title,
        category: row.category,
        issuer: row.issuer ?? null,
        number: row.number ?? null,
        issuedOn: row.issuedOn ?? null,
        expiresOn: row.expiresOn ?? null,
      };
      return { values: checkedValues(fieldsOf(ctx), current), file: await checkedFile(ctx) };
    },
    apply: ({ ctx, row, plan: { values, file } }) => documents().update(ctx, row, values, file),
    audit: ({ row, plan: { file }, result: updated }) =>
      documentEvent('update', row.documentId, {
        title: updated.title,
        category: updated.category,
        expiresOn: updated.expiresOn ?? null,
        replacedFile: !!file,
      }),
    respond: (updated) => ({ message: M.updated, document: toDocument(updated) }),
  }),

  remove: handler({
    load: documentOf,
    apply: ({ ctx, row }) => getService('trash').remove(ctx, 'document', row),
    audit: ({ row, result: trashId }) => documentEvent('delete', row.documentId, { title: row.title, trashId }),
    respond: (trashId) => ({ message: M.removed, trashId }),
  }),

  /** Public: the file with its type and a file name made from the title. A document in the Trash answers 404. */
  async download(ctx: Context) {
    const row = await documentOf(ctx);
    const stored = await documents().open(row);
    if (!stored) throw notFound(M.notFound);
    const item = toDocument(row);
    ctx.set('Content-Disposition', attachment(item.fileName));
    ctx.set('X-Content-Type-Options', 'nosniff');
    // Checked again on every download: a document moved to the Trash stops downloading at once.
    ctx.set('Cache-Control', 'no-cache');
    ctx.type = item.mime;
    ctx.body = stored.stream;
    if (stored.size) ctx.length = stored.size;
  },
});
