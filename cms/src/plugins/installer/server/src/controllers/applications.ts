import fs from 'fs/promises';
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import {
  CAREER_LIMITS,
  CAREER_MESSAGES as M,
  CV_FIELD,
  applicationStatusOf,
  type ApplicationFilters,
  type ApplicationListResponse,
} from '@portfolio/contract';
import { applicationRetentionMs } from '../services/applications';
import { clientIp } from '../utils/client-ip';
import { requestFiles } from '../services/files';
import { badRequest, notFound } from '../utils/http-errors';
import { attachment } from '../utils/content-disposition';
import { publicOrigin } from '../utils/public-origin';
import { getService } from '../utils/get-service';
import { listPage, objectBody as inboxBody, single, staffOf, threadText } from '../utils/inbox/requests';
import type { ApplicationRow } from '../utils/inbox/rows';
import { toApplication, toApplicationSummary } from '../utils/inbox/serialize';
import { afterOwnerChange, changesOwner } from '../utils/inbox/owner-change';
import type { UserRow } from '../services/users';

/** The request's JSON body (an object, or a 400 with the inbox's message). */
const objectBody = (ctx: Context) => inboxBody(ctx, M.bodyNotObject);

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = getService;
  const retentionMs = () => applicationRetentionMs(strapi);
  const applications = () => service('applications');
  const audit = (ctx: Context, action: string, row: ApplicationRow, summary: Record<string, unknown> = {}) =>
    // No applicant's name or text in the audit log: it outlives the application (personal data).
    service('audit').record(ctx, action, 'application', row.documentId, { job: row.jobTitle, ...summary });
  const found = async (ctx: Context) => {
    const row = await applications().find(String(ctx.params.id ?? ''));
    if (!row) throw notFound(M.applicationNotFound);
    return row;
  };

  return {
    /** The public application with JavaScript (multipart; the page's own post without it). Rules in services/applications submit(). */
    async create(ctx: Context) {
      // The staff email's link: the one public origin, never the request's Host (#31).
      const origin = publicOrigin(strapi, ctx);
      const files = requestFiles(ctx, CV_FIELD).map((f) => ({ name: f.originalFilename ?? null, size: f.size, read: () => fs.readFile(f.filepath) }));
      const result = await applications().submit(String(ctx.params.id ?? ''), objectBody(ctx), files, { ip: clientIp(ctx), origin });
      ctx.status = result.status;
      ctx.body = result.errors ? { message: result.message, errors: result.errors } : { message: result.message };
    },

    async list(ctx: Context) {
      const status = single(ctx.query.status);
      const job = single(ctx.query.job);
      const owner = single(ctx.query.owner);
      if (status !== undefined && status !== '' && !applicationStatusOf(status)) throw badRequest(M.statusInvalid);
      if (job !== undefined && (typeof job !== 'string' || job.length > 64)) throw badRequest(M.jobFilterInvalid);
      if (owner !== undefined && (typeof owner !== 'string' || owner.length > 64 || !/^[A-Za-z0-9_-]*$/.test(owner))) throw badRequest(M.ownerFilterInvalid);
      const filters: ApplicationFilters = { status: applicationStatusOf(status), job: job || undefined, owner: owner || undefined };
      const { page, pageSize } = listPage(ctx.query, { defaultSize: CAREER_LIMITS.pageSizeDefault, maxSize: CAREER_LIMITS.pageSizeMax, message: M.pageInvalid });
      const viewerId = staffOf(ctx)?.id;
      const [{ rows, total }, counts] = await Promise.all([applications().list(filters, page, pageSize, viewerId), applications().counts(filters.job)]);
      const answer: ApplicationListResponse = {
        applications: rows.map((row) => toApplicationSummary(row, retentionMs())),
        page,
        pageSize,
        pageCount: Math.max(1, Math.ceil(total / pageSize)),
        total,
        counts,
      };
      ctx.set('Cache-Control', 'no-store');
      ctx.body = answer;
    },

    async findOne(ctx: Context) {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { application: toApplication(await found(ctx), retentionMs()) };
    },

    /**
     * { status?, owner? } (contract ApplicationChange; an old status name counts as its new one).
     * A status change is added to the application's history; status and owner changes go to the
     * audit log; a new owner (an admin) is emailed unless they chose themselves.
     */
    async update(ctx: Context) {
      const body = objectBody(ctx);
      const row = await found(ctx);
      if (body.status === undefined && body.owner === undefined) throw badRequest(M.nothingToChange);
      const status = body.status === undefined ? undefined : applicationStatusOf(body.status);
      if (body.status !== undefined && !status) throw badRequest(M.statusInvalid);
      let owner: UserRow | null | undefined = undefined;
      if (body.owner === null) owner = null;
      else if (body.owner !== undefined) {
        owner = await applications().ownerCandidate(body.owner);
        if (!owner) throw badRequest(M.ownerInvalid);
      }
      const by = staffOf(ctx)?.email ?? null;
      const changes: { applicationStatus?: typeof status; owner?: number | null } = {};
      if (status !== undefined && status !== row.applicationStatus) changes.applicationStatus = status;
      const ownerChanged = changesOwner(row, owner);
      if (ownerChanged) changes.owner = owner?.id ?? null;
      const updated = Object.keys(changes).length ? await applications().update(row, changes, by) : row;
      if (changes.applicationStatus) await audit(ctx, 'application.status', row, { from: row.applicationStatus, to: changes.applicationStatus });
      if (ownerChanged)
        await afterOwnerChange(ctx, row, owner ?? null, {
          audit: (summary) => audit(ctx, 'application.owner', row, summary),
          notify: (next) => applications().notifyOwner(updated, next, by, publicOrigin(strapi, ctx)),
        });
      ctx.body = { message: M.applicationUpdated, application: toApplication(updated, retentionMs()) };
    },

    async addNote(ctx: Context) {
      const body = objectBody(ctx);
      const row = await found(ctx);
      const text = threadText(body, { max: CAREER_LIMITS.noteMax, required: M.noteRequired, tooLong: M.tooLong('Note', CAREER_LIMITS.noteMax) });
      const updated = await applications().addNote(row, text, staffOf(ctx)?.email ?? null);
      await audit(ctx, 'application.note', row, { length: text.length });
      ctx.status = 201;
      ctx.body = { message: M.noteAdded, application: toApplication(updated, retentionMs()) };
    },

    /** Deletes the application, its CV and its notes at once (no Trash: a candidate asked). */
    async remove(ctx: Context) {
      const row = await found(ctx);
      await applications().remove(row);
      await audit(ctx, 'application.delete', row, { status: row.applicationStatus });
      ctx.body = { message: M.applicationDeleted };
    },

    /** The CV, byte for byte, as a download: never rendered by the browser, never cached. */
    async cv(ctx: Context) {
      const row = await found(ctx);
      const bytes: Buffer | null = await applications().cvBytes(row.documentId);
      if (!bytes) throw notFound(M.applicationNotFound);
      ctx.set('Content-Disposition', attachment(row.cvFileName));
      ctx.set('X-Content-Type-Options', 'nosniff');
      ctx.set('Cache-Control', 'private, no-store');
      ctx.set('Content-Security-Policy', "default-src 'none'; sandbox");
      ctx.type = row.cvMime;
      ctx.body = bytes;
    },
  };
};
