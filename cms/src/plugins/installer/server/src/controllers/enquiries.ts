import type { Core } from '@strapi/strapi';
import {
  ENQUIRY_LIMITS,
  ENQUIRY_MESSAGES,
  isEnquiryStatus,
  isProjectType,
  type EnquiryFilters,
  type EnquiryListResponse,
} from '@portfolio/contract';
import type { SessionState } from '../middlewares/session';
import { clientIp } from '../utils/client-ip';
import { single } from '../services/enquiries';
import { badRequest, notFound } from '../utils/http-errors';
import { toCsv } from '../utils/csv';
import { toEnquiry, toEnquirySummary } from '../utils/serialize';
import { publicOrigin } from '../utils/public-origin';

const M = ENQUIRY_MESSAGES;

const objectBody = (ctx: any): Record<string, unknown> => {
  const body = ctx.request.body ?? {};
  if (typeof body !== 'object' || Array.isArray(body)) throw badRequest(M.bodyNotObject);
  return body;
};

/** The inbox filters from the query string; anything unknown is a 400, not an empty list. */
const filtersOf = (query: Record<string, unknown>): EnquiryFilters => {
  const status = single(query.status);
  const projectType = single(query.projectType);
  const q = single(query.q);
  if (status !== undefined && status !== '' && !isEnquiryStatus(status)) throw badRequest(M.statusInvalid);
  if (projectType !== undefined && projectType !== '' && !isProjectType(projectType)) throw badRequest(M.projectTypeInvalid);
  if (q !== undefined && (typeof q !== 'string' || q.length > ENQUIRY_LIMITS.searchMax)) throw badRequest(M.searchTooLong);
  return { status: status || undefined, projectType: projectType || undefined, q: (q as string | undefined)?.trim() || undefined } as EnquiryFilters;
};

const positiveInt = (value: unknown, fallback: number) => {
  const raw = single(value);
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw badRequest(M.pageInvalid);
  return n;
};

const CSV_COLUMNS = [
  ['Received', (e) => e.createdAt],
  ['Status', (e) => e.status],
  ['Read', (e) => (e.read ? 'yes' : 'no')],
  ['Name', (e) => e.name],
  ['Company', (e) => e.company],
  ['Email', (e) => e.email],
  ['Phone', (e) => e.phone],
  ['Project type', (e) => e.projectType],
  ['State', (e) => e.state],
  ['City', (e) => e.city],
  ['Area (sq ft)', (e) => e.area],
  ['About', (e) => e.about],
  ['Page', (e) => e.page],
  ['Message', (e) => e.message],
  ['Links', (e) => e.linkCount],
] as const satisfies ReadonlyArray<readonly [string, (e: ReturnType<typeof toEnquirySummary>) => unknown]>;

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = (name: string) => strapi.plugin('installer').service(name);
  const enquiries = () => service('enquiries');
  const found = async (ctx: any) => {
    const row = await enquiries().find(String(ctx.params.id ?? ''));
    if (!row) throw notFound(M.notFound);
    return row;
  };

  return {
    /** The signed time the form was shown (no-store: every form gets its own). */
    async formToken(ctx: any) {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { token: enquiries().issueToken() };
    },

    /** The public contact form with JavaScript (JSON), the only anonymous API write; without it the form posts to /contact's route action. Rules in services/enquiries submit(). */
    async create(ctx: any) {
      // The email's dashboard link is on the configured public origin (a forged Host cannot point it elsewhere).
      const origin = publicOrigin(strapi, ctx);
      const body = objectBody(ctx);
      const result = await enquiries().submit(body, { ip: clientIp(ctx), origin });
      ctx.status = result.status;
      ctx.body = result.errors ? { message: result.message, errors: result.errors } : { message: result.message };
    },

    async list(ctx: any) {
      const filters = filtersOf(ctx.query);
      const page = positiveInt(ctx.query.page, 1);
      const pageSize = Math.min(positiveInt(ctx.query.pageSize, ENQUIRY_LIMITS.pageSizeDefault), ENQUIRY_LIMITS.pageSizeMax);
      const [{ rows, total }, counts] = await Promise.all([enquiries().list(filters, page, pageSize), enquiries().counts()]);
      const unread = Object.entries(counts).reduce((n, [status, c]: [string, any]) => (status === 'spam' ? n : n + c.unread), 0);
      const answer: EnquiryListResponse = {
        enquiries: rows.map(toEnquirySummary),
        page,
        pageSize,
        pageCount: Math.max(1, Math.ceil(total / pageSize)),
        total,
        unread,
        counts,
      };
      ctx.body = answer;
    },

    /** The filtered list (no pagination) as CSV; cells that a spreadsheet would run as formulas are neutralised. */
    async exportCsv(ctx: any) {
      const filters = filtersOf(ctx.query);
      const lines: unknown[][] = [CSV_COLUMNS.map(([label]) => label)];
      for await (const row of enquiries().all(filters)) {
        const e = toEnquirySummary(row);
        lines.push(CSV_COLUMNS.map(([, cell]) => cell(e)));
      }
      ctx.set('Content-Disposition', `attachment; filename="enquiries-${new Date().toISOString().slice(0, 10)}.csv"`);
      ctx.set('Cache-Control', 'no-store');
      ctx.type = 'text/csv; charset=utf-8';
      ctx.body = toCsv(lines);
    },

    /** Opening an enquiry marks it read. */
    async findOne(ctx: any) {
      let row = await found(ctx);
      if (!row.readAt) row = await enquiries().update(row, { readAt: new Date() });
      ctx.body = { enquiry: toEnquiry(row) };
    },

    /** { status?, read? }: a status change is recorded in the audit log. */
    async update(ctx: any) {
      const body = objectBody(ctx);
      const row = await found(ctx);
      if (body.status === undefined && body.read === undefined) throw badRequest(M.nothingToChange);
      if (body.status !== undefined && !isEnquiryStatus(body.status)) throw badRequest(M.statusInvalid);
      if (body.read !== undefined && typeof body.read !== 'boolean') throw badRequest(M.readInvalid);

      const changes: Record<string, unknown> = {};
      if (body.status !== undefined) changes.enquiryStatus = body.status;
      if (body.read !== undefined) changes.readAt = body.read ? (row.readAt ?? new Date()) : null;
      const updated = await enquiries().update(row, changes);
      if (body.status !== undefined && body.status !== row.enquiryStatus) {
        await service('audit').record(ctx, 'enquiry.status', 'enquiry', row.documentId, { from: row.enquiryStatus, to: body.status, name: row.name });
      }
      ctx.body = { message: M.updated, enquiry: toEnquiry(updated) };
    },

    async addNote(ctx: any) {
      const body = objectBody(ctx);
      const row = await found(ctx);
      const text = typeof body.text === 'string' ? body.text.trim().replace(/\r\n?/g, '\n') : '';
      if (!text) throw badRequest(M.noteRequired);
      if (text.length > ENQUIRY_LIMITS.noteMax) throw badRequest(M.tooLong('Note', ENQUIRY_LIMITS.noteMax));
      const author = (ctx.state as SessionState).installer?.user?.email ?? null;
      const updated = await enquiries().addNote(row, text, author);
      await service('audit').record(ctx, 'enquiry.note', 'enquiry', row.documentId, { text: text.slice(0, 200), name: row.name });
      ctx.status = 201;
      ctx.body = { message: M.noteAdded, enquiry: toEnquiry(updated) };
    },
  };
};
