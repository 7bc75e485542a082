import type { Context } from 'koa';
import { MESSAGES } from '@portfolio/contract';
import { handler, objectBody, staffOf, type AuditEvent } from '../http/handler';
import { forbidden, notFound } from '../utils/http-errors';
import type { UserRow } from '../accounts/users';
import { threadText } from './requests';
import type { OwnerRow } from './rows';

/** What the shared handlers need of an inbox row. */
interface InboxRow {
  id: number;
  documentId: string;
  owner?: OwnerRow | null;
}

/** What the shared handlers need of a kind's service (inbox/enquiries/service.ts, inbox/applications/service.ts). */
interface InboxRows<Row> {
  find(documentId: string): Promise<Row | null>;
  addNote(row: Row, text: string, authorEmail: string | null): Promise<Row>;
  notifyOwner(row: Row, owner: { email: string }, by: string | null, origin: string): Promise<unknown>;
}

/**
 * One kind of inbox record (an enquiry, a job application), described for the handlers every kind
 * shares: its service, its messages, who may open a row, what the audit log keeps, how it is answered.
 */
export interface InboxKind<Row extends InboxRow> {
  /** The audit log's target type, its actions' prefix and the answer's key: `enquiry`, `application`. */
  name: 'enquiry' | 'application';
  rows: () => InboxRows<Row>;
  messages: {
    bodyNotObject: string;
    notFound: string;
    noteRequired: string;
    noteAdded: string;
    tooLong: (field: string, max: number) => string;
  };
  noteMax: number;
  /** May the signed-in user open the row (403 otherwise)? Every row, when absent (the route's access is enough). */
  mayOpen?: (ctx: Context, row: Row) => boolean;
  /** What the audit log keeps of the row beside each event's own summary (nothing personal that outlives the row). */
  auditOf: (row: Row) => Record<string, unknown>;
  /** What a note's audit line keeps of the note's text. */
  noteSummary: (text: string) => Record<string, unknown>;
  /** The row as the API answers it. */
  serialize: (row: Row) => unknown;
}

/** Whether `next` (undefined: not sent; null: nobody) changes who owns the row. */
export const changesOwner = (
  row: { owner?: OwnerRow | null },
  next: UserRow | null | undefined,
): next is UserRow | null => next !== undefined && (next?.id ?? null) !== (row.owner?.id ?? null);

/** The steps and handlers every inbox kind shares, made from its description. */
export const inboxOf = <Row extends InboxRow>(kind: InboxKind<Row>) => {
  const steps = {
    /** The request's JSON body: an object, or a 400 with the kind's message. */
    body: (ctx: Context) => objectBody(ctx, kind.messages.bodyNotObject),

    /** The row of the path, once this user may open it: 404 when there is none, 403 when it is not theirs. */
    async load(ctx: Context): Promise<Row> {
      const row = await kind.rows().find(String(ctx.params.id ?? ''));
      if (!row) throw notFound(kind.messages.notFound);
      if (kind.mayOpen && !kind.mayOpen(ctx, row)) throw forbidden(MESSAGES.forbidden);
      return row;
    },

    /** An audit line about the row: `enquiry.status`, `application.note`… */
    event: (action: string, row: Row, summary: Record<string, unknown> = {}): AuditEvent => ({
      action: `${kind.name}.${action}`,
      type: kind.name,
      id: row.documentId,
      summary: { ...summary, ...kind.auditOf(row) },
    }),

    /** The audit line of an owner change (from whom to whom), or none when the owner stays. */
    ownerEvent: (row: Row, next: UserRow | null | undefined) =>
      changesOwner(row, next) && steps.event('owner', row, { from: row.owner?.email ?? null, to: next?.email ?? null }),

    /** A new owner is emailed, unless they chose themselves. */
    async notifyOwner(ctx: Context, row: Row, next: UserRow | null | undefined, updated: Row, origin: string) {
      if (changesOwner(row, next) && next && next.id !== staffOf(ctx)?.id)
        await kind.rows().notifyOwner(updated, next, staffOf(ctx)?.email ?? null, origin);
    },

    /** The answer with one row: `{ message, enquiry }`, `{ application }`. */
    answer: (row: Row, message?: string) => ({ ...(message && { message }), [kind.name]: kind.serialize(row) }),
  };

  const handlers = {
    /** A staff note on the row's thread: { text }, trimmed, required, at most the kind's length. */
    addNote: handler({
      input: steps.body,
      load: steps.load,
      validate: ({ input }) =>
        threadText(input, {
          max: kind.noteMax,
          required: kind.messages.noteRequired,
          tooLong: kind.messages.tooLong('Note', kind.noteMax),
        }),
      apply: ({ ctx, row, plan: text }) => kind.rows().addNote(row, text, staffOf(ctx)?.email ?? null),
      audit: ({ row, plan: text }) => steps.event('note', row, kind.noteSummary(text)),
      status: 201,
      respond: (updated) => steps.answer(updated, kind.messages.noteAdded),
    }),
  };

  return { steps, handlers };
};
