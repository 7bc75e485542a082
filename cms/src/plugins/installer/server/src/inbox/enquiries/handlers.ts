import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { ENQUIRY_LIMITS, ENQUIRY_MESSAGES as M, type EnquiryListResponse } from '@portfolio/contract';
import { handler, staffOf } from '../../http/handler';
import { clientIp } from '../../utils/client-ip';
import { companyTimeZone } from '../../utils/time-zone';
import { publicOrigin } from '../../utils/public-origin';
import { getService } from '../../utils/get-service';
import { listPage, threadText } from '../requests';
import { toEnquirySummary } from '../serialize';
import { enquiriesCsv } from './export';
import { sendCsv } from '../../utils/csv';
import { enquiryInbox, filtersOf, planChange, viewerOf } from './kind';

const { steps, handlers: shared } = enquiryInbox;
const enquiries = () => getService('enquiries');
const unreadOf = (counts: Record<string, { unread: number }>) =>
  Object.entries(counts).reduce((n, [status, c]) => (status === 'spam' ? n : n + c.unread), 0);

/** The enquiries' routes (contract api-routes.ts `enquiries.*`): each a list of steps (http/handler.ts). */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** The signed time the form was shown (no-store: every form gets its own). */
  formToken: handler({
    apply: () => ({ token: getService('form-tokens').issue() }),
    headers: { 'Cache-Control': 'no-store' },
  }),

  /**
   * The public contact form with JavaScript (JSON), the only anonymous API write; without it the form
   * posts to /contact's route action. Rules in ./service.ts submit(); the emails' dashboard link is on
   * the configured public origin (a forged Host cannot point it elsewhere).
   */
  async create(ctx: Context) {
    const result = await enquiries().submit(steps.body(ctx), {
      ip: clientIp(ctx),
      origin: publicOrigin(strapi, ctx),
      visit: getService('visits').current(ctx),
    });
    ctx.status = result.status;
    ctx.body = result.errors
      ? { message: result.message, errors: result.errors }
      : { message: result.message, ...(result.reference && { reference: result.reference }) };
  },

  /** A suspected counterfeit label's report with JavaScript (JSON); without it the verify page's action. */
  async reportLabel(ctx: Context) {
    const result = await enquiries().submit(
      steps.body(ctx),
      { ip: clientIp(ctx), origin: publicOrigin(strapi, ctx), visit: getService('visits').current(ctx) },
      'counterfeit-label',
    );
    ctx.status = result.status;
    ctx.body = result.errors
      ? { message: result.message, errors: result.errors }
      : { message: result.message, ...(result.reference && { reference: result.reference }) };
  },

  list: handler({
    input: (ctx) => ({
      filters: filtersOf(ctx.query),
      ...listPage(ctx.query, {
        defaultSize: ENQUIRY_LIMITS.pageSizeDefault,
        maxSize: ENQUIRY_LIMITS.pageSizeMax,
        message: M.pageInvalid,
      }),
      viewer: viewerOf(ctx),
    }),
    apply: async ({ input: { filters, page, pageSize, viewer } }): Promise<EnquiryListResponse> => {
      const [{ rows, total }, counts] = await Promise.all([
        enquiries().list(filters, page, pageSize, viewer),
        enquiries().counts(viewer),
      ]);
      const pageCount = Math.max(1, Math.ceil(total / pageSize));
      return {
        enquiries: rows.map(toEnquirySummary),
        page,
        pageSize,
        pageCount,
        total,
        unread: unreadOf(counts),
        counts,
      };
    },
  }),

  /** The filtered list (no pagination) as CSV, for status users. */
  async exportCsv(ctx: Context) {
    const rows = enquiries().all(filtersOf(ctx.query), viewerOf(ctx));
    sendCsv(ctx, 'enquiries', await enquiriesCsv(rows, await companyTimeZone(strapi)));
  },

  /** Opening an enquiry marks it read. */
  findOne: handler({
    load: steps.load,
    apply: ({ row }) => (row.readAt ? row : enquiries().update(row, { readAt: new Date() })),
    respond: (row) => steps.answer(row),
  }),

  /**
   * A change of status, read, owner (emailed) or follow-up date; status, owner and follow-up changes are kept in its
   * history.
   */
  update: handler({
    input: steps.body,
    load: steps.load,
    validate: ({ ctx, input, row }) => planChange(ctx, input, row),
    apply: ({ ctx, row, plan }) => enquiries().update(row, plan.changes, staffOf(ctx)?.email ?? null, plan.owner),
    audit: ({ row, plan: { changes, owner } }) => [
      changes.enquiryStatus !== undefined &&
        changes.enquiryStatus !== row.enquiryStatus &&
        steps.event('status', row, { from: row.enquiryStatus, to: changes.enquiryStatus }),
      steps.ownerEvent(row, owner),
    ],
    after: ({ ctx, row, plan, result }) => steps.notifyOwner(ctx, row, plan.owner, result, publicOrigin(strapi, ctx)),
    respond: (updated) => steps.answer(updated, M.updated),
  }),

  /** { text }: emailed to the visitor (reply-to the staff member) and kept in the thread. */
  reply: handler({
    input: steps.body,
    load: steps.load,
    validate: ({ input }) =>
      threadText(input, {
        max: ENQUIRY_LIMITS.noteMax,
        required: M.replyRequired,
        tooLong: M.tooLong('Reply', ENQUIRY_LIMITS.noteMax),
      }),
    apply: ({ ctx, row, plan: text }) => enquiries().reply(row, text, staffOf(ctx)!.email),
    audit: ({ row, plan: text }) => steps.event('reply', row, { text: text.slice(0, 200) }),
    status: 201,
    respond: (updated) => steps.answer(updated, M.replySent),
  }),

  addNote: shared.addNote,
});
