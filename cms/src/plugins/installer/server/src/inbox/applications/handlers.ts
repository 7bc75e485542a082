import fs from 'fs/promises';
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { CAREER_LIMITS, CAREER_MESSAGES as M, CV_FIELD, type ApplicationListResponse } from '@portfolio/contract';
import { handler, staffOf } from '../../http/handler';
import { clientIp } from '../../utils/client-ip';
import { requestFiles } from '../../services/files';
import { notFound } from '../../utils/http-errors';
import { attachment } from '../../utils/content-disposition';
import { publicOrigin } from '../../utils/public-origin';
import { getService } from '../../utils/get-service';
import { listPage } from '../requests';
import { toApplicationSummary } from '../serialize';
import { applicationRetentionMs } from './service';
import { applicationInbox, filtersOf, planChange } from './kind';
import { applicationsCsv } from './export';
import { sendCsv } from '../../utils/csv';
import { companyTimeZone } from '../../utils/time-zone';

const { steps, handlers: shared } = applicationInbox;
const applications = () => getService('applications');
/** Personal data: never kept by a browser or a proxy. */
const NO_STORE = { 'Cache-Control': 'no-store' };

/** The job applications' routes (contract api-routes.ts `applications.*`): each a list of steps (http/handler.ts). */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * The public application with JavaScript (multipart; the page's own post without it). Rules in
   * ./service.ts submit(); the staff email's link is on the one public origin, never the request's Host.
   */
  async create(ctx: Context) {
    const files = requestFiles(ctx, CV_FIELD).map((f) => ({
      name: f.originalFilename ?? null,
      size: f.size,
      read: () => fs.readFile(f.filepath),
    }));
    const result = await applications().submit(String(ctx.params.id ?? ''), steps.body(ctx), files, {
      ip: clientIp(ctx),
      origin: publicOrigin(strapi, ctx),
      visit: getService('visits').current(ctx),
    });
    ctx.status = result.status;
    ctx.body = result.errors ? { message: result.message, errors: result.errors } : { message: result.message };
  },

  list: handler({
    input: (ctx) => ({
      filters: filtersOf(ctx.query),
      ...listPage(ctx.query, {
        defaultSize: CAREER_LIMITS.pageSizeDefault,
        maxSize: CAREER_LIMITS.pageSizeMax,
        message: M.pageInvalid,
      }),
      viewerId: staffOf(ctx)?.id,
    }),
    apply: async ({ input: { filters, page, pageSize, viewerId } }): Promise<ApplicationListResponse> => {
      const [{ rows, total }, counts] = await Promise.all([
        applications().list(filters, page, pageSize, viewerId),
        applications().counts(filters.job),
      ]);
      const retention = applicationRetentionMs(strapi);
      const pageCount = Math.max(1, Math.ceil(total / pageSize));
      return {
        applications: rows.map((row) => toApplicationSummary(row, retention)),
        page,
        pageSize,
        pageCount,
        total,
        counts,
      };
    },
    headers: NO_STORE,
  }),

  /** The filtered list (no pagination) as CSV, with each application's source (status users). */
  async exportCsv(ctx: Context) {
    const rows = applications().all(filtersOf(ctx.query), staffOf(ctx)?.id);
    sendCsv(
      ctx,
      'applications',
      await applicationsCsv(rows, await companyTimeZone(strapi), applicationRetentionMs(strapi)),
    );
  },

  findOne: handler({ load: steps.load, apply: ({ row }) => steps.answer(row), headers: NO_STORE }),

  /** A change of status (added to the application's history) or owner (emailed unless they chose themselves). */
  update: handler({
    input: steps.body,
    load: steps.load,
    validate: ({ ctx, input, row }) => planChange(ctx, input, row),
    apply: ({ ctx, row, plan: { changes } }) =>
      Object.keys(changes).length ? applications().update(row, changes, staffOf(ctx)?.email ?? null) : row,
    audit: ({ row, plan: { changes, owner } }) => [
      changes.applicationStatus &&
        steps.event('status', row, { from: row.applicationStatus, to: changes.applicationStatus }),
      steps.ownerEvent(row, owner),
    ],
    after: ({ ctx, row, plan, result }) => steps.notifyOwner(ctx, row, plan.owner, result, publicOrigin(strapi, ctx)),
    respond: (updated) => steps.answer(updated, M.applicationUpdated),
  }),

  addNote: shared.addNote,

  /** Deletes the application, its CV and its notes at once (no Trash: a candidate asked). */
  remove: handler({
    load: steps.load,
    apply: ({ row }) => applications().remove(row),
    audit: ({ row }) => steps.event('delete', row, { status: row.applicationStatus }),
    respond: () => ({ message: M.applicationDeleted }),
  }),

  /** The CV, byte for byte, as a download: never rendered by the browser, never cached. */
  async cv(ctx: Context) {
    const row = await steps.load(ctx);
    const bytes: Buffer | null = await applications().cvBytes(row.documentId);
    if (!bytes) throw notFound(M.applicationNotFound);
    ctx.set('Content-Disposition', attachment(row.cvFileName));
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Cache-Control', 'private, no-store');
    ctx.set('Content-Security-Policy', "default-src 'none'; sandbox");
    ctx.type = row.cvMime;
    ctx.body = bytes;
  },
});
