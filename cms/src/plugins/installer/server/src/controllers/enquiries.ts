import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import {
  ENQUIRY_LIMITS,
  ENQUIRY_MESSAGES,
  ENQUIRY_STATUSES,
  ENQUIRY_STATUS_LABELS,
  LOST_REASON_LABELS,
  MESSAGES,
  SALES_DESK_MESSAGES,
  isDateOnly,
  isEnquiryService,
  isEnquiryStatus,
  isLostReason,
  formatSheetDateTime,
  isProjectType,
  projectTypeLabel,
  serviceLabel,
  type EnquiryFilters,
  type EnquiryListResponse,
} from '@portfolio/contract';
import { clientIp } from '../utils/client-ip';
import { companyTimeZone } from '../utils/time-zone';
import type { Viewer } from '../services/enquiries';
import { badRequest, forbidden, notFound } from '../utils/http-errors';
import { toCsv } from '../utils/csv';
import { toEnquiry, toEnquirySummary } from '../utils/inbox/serialize';
import { publicOrigin } from '../utils/public-origin';
import { getService } from '../utils/get-service';
import { listPage, objectBody as inboxBody, single, staffOf, threadText } from '../utils/inbox/requests';
import { afterOwnerChange, changesOwner } from '../utils/inbox/owner-change';
import type { UserRow } from '../services/users';

const M = ENQUIRY_MESSAGES;

/** The request's JSON body (an object, or a 400 with the inbox's message). */
const objectBody = (ctx: Context) => inboxBody(ctx, M.bodyNotObject);

/** The inbox filters from the query string; anything unknown is a 400, not an empty list. */
const filtersOf = (query: Record<string, unknown>): EnquiryFilters => {
  const status = single(query.status);
  const projectType = single(query.projectType);
  const service = single(query.service);
  const q = single(query.q);
  const owner = single(query.owner);
  const followUp = single(query.followUp);
  if (owner !== undefined && (typeof owner !== 'string' || owner.length > 64 || !/^[A-Za-z0-9_-]*$/.test(owner))) throw badRequest(SALES_DESK_MESSAGES.ownerFilterInvalid);
  if (followUp !== undefined && followUp !== '' && followUp !== 'due') throw badRequest(SALES_DESK_MESSAGES.followUpFilterInvalid);
  if (status !== undefined && status !== '' && !isEnquiryStatus(status)) throw badRequest(M.statusInvalid);
  if (projectType !== undefined && projectType !== '' && !isProjectType(projectType)) throw badRequest(M.projectTypeInvalid);
  if (service !== undefined && service !== '' && !isEnquiryService(service)) throw badRequest(M.serviceInvalid);
  if (q !== undefined && (typeof q !== 'string' || q.length > ENQUIRY_LIMITS.searchMax)) throw badRequest(M.searchTooLong);
  return {
    status: status || undefined,
    projectType: projectType || undefined,
    service: service || undefined,
    q: (q as string | undefined)?.trim() || undefined,
    owner: (owner as string | undefined) || undefined,
    followUp: followUp === 'due' ? 'due' : undefined,
  } as EnquiryFilters;
};

type Summary = ReturnType<typeof toEnquirySummary>;
/** When an enquiry first reached a status (its history's first entry for it), or empty. */
const firstReached = (e: Summary, status: (typeof ENQUIRY_STATUSES)[number]) => e.statusHistory.find((h) => h.status === status)?.at;

/**
 * The export's columns: the first 21 as they always were (spreadsheets built on them keep
 * working), then the first reply and the date each status was first reached (users have no name: Owner is the email).
 * Cells say what the dashboard says: labels for codes, times in the company's zone ("2026-11-28 09:34:05").
 */
const CSV_COLUMNS = [
  ['Reference', (e) => e.reference],
  ['Received', (e, zone) => formatSheetDateTime(e.createdAt, zone)],
  ['Status', (e) => ENQUIRY_STATUS_LABELS[e.status]],
  ['Lost reason', (e) => (e.lostReason ? LOST_REASON_LABELS[e.lostReason] : '')],
  ['Owner', (e) => e.owner?.email],
  ['Follow up on', (e) => e.followUpOn],
  [
    'Status history',
    (e, zone) => e.statusHistory.map((h) => `${ENQUIRY_STATUS_LABELS[h.status]} ${formatSheetDateTime(h.at, zone)}${h.by ? ` ${h.by}` : ''}`).join('; '),
  ],
  ['Read', (e) => (e.read ? 'yes' : 'no')],
  ['Name', (e) => e.name],
  ['Company', (e) => e.company],
  ['Email', (e) => e.email],
  ['Phone', (e) => e.phone],
  ['Service', (e) => serviceLabel(e.service)],
  ['Project type', (e) => projectTypeLabel(e.projectType)],
  ['State', (e) => e.state],
  ['City', (e) => e.city],
  ['Area (sq ft)', (e) => e.area],
  ['About', (e) => e.about],
  ['Page', (e) => e.page],
  ['Message', (e) => e.message],
  ['Links', (e) => e.linkCount],
  ['First response', (e, zone) => formatSheetDateTime(e.firstResponseAt, zone)],
  ...ENQUIRY_STATUSES.map((status) => [`${ENQUIRY_STATUS_LABELS[status]} on`, (e: Summary, zone: string) => formatSheetDateTime(firstReached(e, status), zone)] as const),
] as const satisfies ReadonlyArray<readonly [string, (e: Summary, zone: string) => unknown]>;

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = getService;
  const enquiries = () => service('enquiries');
  const viewerOf = (ctx: Context): Viewer => {
    const user = staffOf(ctx)!;
    return { id: user.id, status: user.status === true };
  };
  /** The enquiry of the path, if this viewer may see it: a status user, or its owner (else 403). */
  const found = async (ctx: Context) => {
    const row = await enquiries().find(String(ctx.params.id ?? ''));
    if (!row) throw notFound(M.notFound);
    if (!enquiries().canSee(row, viewerOf(ctx))) throw forbidden(MESSAGES.forbidden);
    return row;
  };

  return {
    /** The signed time the form was shown (no-store: every form gets its own). */
    async formToken(ctx: Context) {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { token: service('form-tokens').issue() };
    },

    /** The public contact form with JavaScript (JSON), the only anonymous API write; without it the form posts to /contact's route action. Rules in services/enquiries submit(). */
    async create(ctx: Context) {
      // The email's dashboard link is on the configured public origin (a forged Host cannot point it elsewhere).
      const origin = publicOrigin(strapi, ctx);
      const body = objectBody(ctx);
      const result = await enquiries().submit(body, { ip: clientIp(ctx), origin });
      ctx.status = result.status;
      ctx.body = result.errors ? { message: result.message, errors: result.errors } : { message: result.message, ...(result.reference && { reference: result.reference }) };
    },

    async list(ctx: Context) {
      const filters = filtersOf(ctx.query);
      const { page, pageSize } = listPage(ctx.query, { defaultSize: ENQUIRY_LIMITS.pageSizeDefault, maxSize: ENQUIRY_LIMITS.pageSizeMax, message: M.pageInvalid });
      const viewer = viewerOf(ctx);
      const [{ rows, total }, counts] = await Promise.all([enquiries().list(filters, page, pageSize, viewer), enquiries().counts(viewer)]);
      const unread = Object.entries(counts).reduce((n, [status, c]: [string, { total: number; unread: number }]) => (status === 'spam' ? n : n + c.unread), 0);
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
    async exportCsv(ctx: Context) {
      const filters = filtersOf(ctx.query);
      const zone = await companyTimeZone(strapi);
      const lines: unknown[][] = [CSV_COLUMNS.map(([label]) => label)];
      for await (const row of enquiries().all(filters, viewerOf(ctx))) {
        const e = toEnquirySummary(row);
        lines.push(CSV_COLUMNS.map(([, cell]) => cell(e, zone)));
      }
      ctx.set('Content-Disposition', `attachment; filename="enquiries-${new Date().toISOString().slice(0, 10)}.csv"`);
      ctx.set('Cache-Control', 'no-store');
      ctx.type = 'text/csv; charset=utf-8';
      ctx.body = toCsv(lines);
    },

    /** Opening an enquiry marks it read. */
    async findOne(ctx: Context) {
      let row = await found(ctx);
      if (!row.readAt) row = await enquiries().update(row, { readAt: new Date() });
      ctx.body = { enquiry: toEnquiry(row) };
    },

    /**
     * { status?, lostReason?, read?, owner?, followUpOn? } (contract EnquiryChange). Lost needs a
     * reason; only status users choose the owner, who is emailed. Status and owner changes are
     * recorded in the audit log; a status change also in the enquiry's history.
     */
    async update(ctx: Context) {
      const body = objectBody(ctx);
      const row = await found(ctx);
      const viewer = viewerOf(ctx);
      const { status, lostReason, read, owner, followUpOn } = body;
      if ([status, lostReason, read, owner, followUpOn].every((v) => v === undefined)) throw badRequest(M.nothingToChange);
      if (status !== undefined && !isEnquiryStatus(status)) throw badRequest(M.statusInvalid);
      if (lostReason !== undefined && !isLostReason(lostReason)) throw badRequest(M.lostReasonInvalid);
      const nextStatus = status ?? row.enquiryStatus;
      if (nextStatus === 'lost' && !(lostReason ?? row.lostReason)) throw badRequest(M.lostReasonRequired);
      if (lostReason !== undefined && nextStatus !== 'lost') throw badRequest(M.lostReasonInvalid);
      if (read !== undefined && typeof read !== 'boolean') throw badRequest(M.readInvalid);
      if (followUpOn !== undefined && followUpOn !== null && followUpOn !== '' && !isDateOnly(followUpOn)) throw badRequest(M.followUpInvalid);
      let newOwner: UserRow | null | undefined = undefined;
      if (owner !== undefined) {
        if (!viewer.status) throw forbidden(M.ownerOnlyStatus);
        if (owner !== null) {
          newOwner = typeof owner === 'string' ? await service('users').findByDocumentId(owner) : null;
          if (!newOwner) throw badRequest(M.ownerInvalid);
        } else newOwner = null;
      }

      const changes: Record<string, unknown> = {};
      if (status !== undefined) changes.enquiryStatus = status;
      if (lostReason !== undefined) changes.lostReason = lostReason;
      if (read !== undefined) changes.readAt = read ? (row.readAt ?? new Date()) : null;
      if (followUpOn !== undefined) changes.followUpOn = followUpOn || null;
      if (newOwner !== undefined) changes.owner = newOwner?.id ?? null;
      const by = staffOf(ctx)?.email ?? null;
      const updated = await enquiries().update(row, changes, by);
      if (status !== undefined && status !== row.enquiryStatus) {
        await service('audit').record(ctx, 'enquiry.status', 'enquiry', row.documentId, { from: row.enquiryStatus, to: status, name: row.name });
      }
      if (changesOwner(row, newOwner))
        await afterOwnerChange(ctx, row, newOwner, {
          audit: (summary) => service('audit').record(ctx, 'enquiry.owner', 'enquiry', row.documentId, { ...summary, name: row.name }),
          notify: (next) => enquiries().notifyOwner(updated, next, by, publicOrigin(strapi, ctx)),
        });
      ctx.body = { message: M.updated, enquiry: toEnquiry(updated) };
    },

    /** { text }: emailed to the visitor (reply-to the staff member) and kept in the thread. */
    async reply(ctx: Context) {
      const body = objectBody(ctx);
      const row = await found(ctx);
      const text = threadText(body, { max: ENQUIRY_LIMITS.noteMax, required: M.replyRequired, tooLong: M.tooLong('Reply', ENQUIRY_LIMITS.noteMax) });
      const staff = staffOf(ctx)!.email;
      const updated = await enquiries().reply(row, text, staff);
      await service('audit').record(ctx, 'enquiry.reply', 'enquiry', row.documentId, { text: text.slice(0, 200), name: row.name });
      ctx.status = 201;
      ctx.body = { message: M.replySent, enquiry: toEnquiry(updated) };
    },

    async addNote(ctx: Context) {
      const body = objectBody(ctx);
      const row = await found(ctx);
      const text = threadText(body, { max: ENQUIRY_LIMITS.noteMax, required: M.noteRequired, tooLong: M.tooLong('Note', ENQUIRY_LIMITS.noteMax) });
      const updated = await enquiries().addNote(row, text, staffOf(ctx)?.email ?? null);
      await service('audit').record(ctx, 'enquiry.note', 'enquiry', row.documentId, { text: text.slice(0, 200), name: row.name });
      ctx.status = 201;
      ctx.body = { message: M.noteAdded, enquiry: toEnquiry(updated) };
    },
  };
};
