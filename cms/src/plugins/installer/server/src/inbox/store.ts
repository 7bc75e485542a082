import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { columnOf } from '../utils/db-metadata';
import { documentInput } from '../utils/document-rows';
import type { GroupedCountRow, OwnerRow } from './rows';

/**
 * What the two staff inboxes (enquiries and job applications) store the same way: a row with an
 * owner, a thread of notes, and a status history. ./enquiries/service.ts and ./applications/service.ts
 * each make one store and keep only what is their own (the public form, emails, filters).
 */

/** An inbox's content types: its rows, and its notes with the relation that ties a note to its row. */
export type InboxKind =
  | { uid: 'plugin::installer.enquiry'; noteUid: 'plugin::installer.enquiry-note'; noteOf: 'enquiry' }
  | { uid: 'plugin::installer.application'; noteUid: 'plugin::installer.application-note'; noteOf: 'application' };

/** One entry of a status history (the contract's EnquiryStatusChange, ApplicationStatusChange). */
interface StatusChange {
  status: string;
  at: string;
  by: string | null;
}

/** What every inbox row has (./rows.ts). */
interface InboxRow<Change extends StatusChange> {
  id: number;
  documentId: string;
  owner?: OwnerRow | null;
  statusHistory?: Change[] | null;
}

/** The owner as rows carry it: never the user's password or tokens. */
export const OWNER = { owner: { select: ['id', 'documentId', 'email'] } } as const;
/** Newest first: the lists' order. */
export const NEWEST = [{ createdAt: 'desc' }, { id: 'desc' }];
/** A thread reads top to bottom, as it was written. */
const OLDEST = [{ createdAt: 'asc' }, { id: 'asc' }];

/** A sum beside a grouped count: SQL with `??` for column names, and those attributes in order. */
export type CountedCase = [sql: string, ...attributes: string[]];

export const inboxStore = <Row extends InboxRow<Change>, Change extends StatusChange>(
  strapi: Core.Strapi,
  kind: InboxKind,
) => {
  const rows = () => strapi.db.query(kind.uid);
  const column = (name: string) => columnOf(strapi, kind.uid, name);

  const store = {
    rows,
    column,

    /** One row with its owner and its thread, oldest note first; null when there is none. */
    find: (documentId: string): Promise<Row | null> =>
      rows().findOne({ where: { documentId }, populate: { notes: { orderBy: OLDEST }, ...OWNER } }),

    /** A page of the rows `where` matches, in `orderBy`, with their owners, and how many match in all. */
    async page(
      where: object,
      orderBy: object[],
      page: number,
      pageSize: number,
    ): Promise<{ rows: Row[]; total: number }> {
      const [found, total] = await Promise.all([
        rows().findMany({ where, orderBy, offset: (page - 1) * pageSize, limit: pageSize, populate: OWNER }),
        rows().count({ where }),
      ]);
      return { rows: found as Row[], total };
    },

    /** Every row `where` matches, in `orderBy`, with its owner, read in batches of 500 (the CSV exports). */
    async *all(where: object, orderBy: object[]): AsyncGenerator<Row, void> {
      for (let offset = 0; ; offset += 500) {
        const batch = (await rows().findMany({ where, orderBy, offset, limit: 500, populate: OWNER })) as Row[];
        yield* batch;
        if (batch.length < 500) return;
      }
    },

    /** The row's status history with `change` added, made now by `by` (null: the website). */
    history: (row: Row, change: Omit<Change, 'at' | 'by'>, by: string | null): Change[] => [
      ...(Array.isArray(row.statusHistory) ? row.statusHistory : []),
      { ...change, at: new Date().toISOString(), by } as Change,
    ],

    /** Writes `changes` (column values; the owner as a user's row id) and answers the row as find() reads it. */
    async write(row: Row, changes: Record<string, unknown>): Promise<Row> {
      await rows().update({ where: { id: row.id }, data: changes });
      // Just written, so found.
      return store.find(row.documentId) as Promise<Row>;
    },

    /** Adds an entry to the row's thread: a note, or for enquiries a reply. */
    async writeNote(row: Row, note: { text: string; authorEmail: string | null; kind?: 'note' | 'reply' }) {
      const { text, authorEmail } = note;
      if (kind.noteOf === 'enquiry')
        await strapi
          .documents(kind.noteUid)
          .create({ data: documentInput(kind.noteUid, { ...note, enquiry: row.documentId }) });
      else
        await strapi
          .documents(kind.noteUid)
          .create({ data: documentInput(kind.noteUid, { text, authorEmail, application: row.documentId }) });
    },

    /** writeNote, then the row as find() reads it, the note in its thread. */
    async addNote(row: Row, note: { text: string; authorEmail: string | null }): Promise<Row> {
      await store.writeNote(row, note);
      return store.find(row.documentId) as Promise<Row>;
    },

    /**
     * Rows per value of `attribute` in one grouped query: `total`, and in `sums` one sum per `cases`
     * entry (each row adds what the SQL's case answers). `narrow` limits the rows. PostgreSQL answers
     * counts as text; these are numbers.
     */
    async grouped(
      attribute: string,
      { narrow, cases = {} }: { narrow?: (query: Knex.QueryBuilder) => void; cases?: Record<string, CountedCase> } = {},
    ) {
      const key = column(attribute);
      const query = strapi.db
        .getConnection(strapi.db.metadata.get(kind.uid).tableName)
        .select(key)
        .count({ total: '*' });
      for (const [name, [sql, ...attributes]] of Object.entries(cases))
        query.sum({ [name]: strapi.db.connection.raw(sql, attributes.map(column)) });
      narrow?.(query);
      const answer: GroupedCountRow[] = await query.groupBy(key);
      return answer.map((row) => ({
        key: String(row[key]),
        total: Number(row.total),
        sums: Object.fromEntries(Object.keys(cases).map((name) => [name, Number(row[name] ?? 0)])),
      }));
    },
  };
  return store;
};
