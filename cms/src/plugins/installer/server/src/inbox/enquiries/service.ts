import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import {
  ENQUIRY_HONEYPOT,
  OPEN_ENQUIRY_STATUSES,
  dayInZone,
  ENQUIRY_LIMITS,
  ENQUIRY_MESSAGES as M,
  ENQUIRY_STATUSES,
  ENQUIRY_TOKEN_FIELD,
  enquiryReference,
  yearIn,
  countLinks,
  firstError,
  validateEnquiry,
  validateLabelReport,
  LABEL_REPORT_MESSAGES,
  type EnquiryKind,
  type EnquiryField,
  type EnquiryFilters,
  type EnquiryOutcome,
  type EnquiryStatus,
  type EnquiryStatusChange,
  type EnquiryValues,
  type FieldErrors,
  type LeadSource,
} from '@portfolio/contract';
import { leadSourceFor, sourceColumns } from '../lead-source';
import { limitsFor } from '../../config';
import { companyTimeZone } from '../../utils/time-zone';
import { getService } from '../../utils/get-service';
import { joinTableOf } from '../../utils/db-metadata';
import { ownerWhere } from '../filters';
import type { EnquiryRow } from '../rows';
import { NEWEST, inboxStore } from '../store';
import { single } from '../../http/handler';
import { sendToVisitor } from '../visitor-mail';
import { documentInput } from '../../utils/document-rows';
import { enquiryEmails } from './emails';
import { ENQUIRY_UID, NOTE_UID, statusChanges, type EnquiryChanges } from './records';

export { ENQUIRY_UID, NOTE_UID, stageReachedOf, type EnquiryChanges } from './records';
import { migrateEnquiries } from './migrate';

/** A submission's outcome plus the submitted text fields, to show the form again with them after a refusal. */
export interface SubmitResult extends EnquiryOutcome {
  values: Record<string, string>;
}

/** Who is looking: a status user sees every enquiry, anyone else only those they own. */
export interface Viewer {
  id: number;
  status: boolean;
}

/**
 * The staff inbox's where-clause: status (absent: all but spam), project type, service, owner (a user's
 * documentId, `me`, `none`), follow-ups due by `today`, free-text search; a non-status viewer's own only.
 */
const whereFor = (
  { kind, status, projectType, service, channel, q, owner, followUp }: EnquiryFilters,
  viewer?: Viewer,
  today?: string,
) => {
  const where: Record<string, unknown>[] = [status ? { enquiryStatus: status } : { enquiryStatus: { $ne: 'spam' } }];
  if (viewer && !viewer.status) where.push({ owner: { id: viewer.id } });
  const byOwner = ownerWhere(owner, viewer?.id);
  if (byOwner) where.push(byOwner);
  if (followUp === 'due' && today)
    where.push({ enquiryStatus: { $in: [...OPEN_ENQUIRY_STATUSES] } }, { followUpOn: { $lte: today } });
  if (kind) where.push({ enquiryKind: kind });
  if (projectType) where.push({ projectType });
  if (service) where.push({ service });
  if (channel) where.push({ channel });
  const search = q?.trim();
  if (search) {
    where.push({
      $or: ['name', 'company', 'email', 'phone', 'city', 'state', 'about', 'message', 'labelId'].map((field) => ({
        [field]: { $containsi: search },
      })),
    });
  }
  return { $and: where };
};

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const inbox = inboxStore<EnquiryRow, EnquiryStatusChange>(strapi, {
    uid: ENQUIRY_UID,
    noteUid: NOTE_UID,
    noteOf: 'enquiry',
  });
  const rows = inbox.rows;
  const documents = () => strapi.documents(ENQUIRY_UID);

  /** The next reference of the year (company time zone) an enquiry arrives in: `ENQ-2026-0042`. */
  const nextReference = async (at: Date): Promise<string> => {
    const year = yearIn(at, await companyTimeZone(strapi));
    return enquiryReference(year, await getService('sequences').next(`enquiry:${year}`));
  };

  return {
    ...enquiryEmails(strapi),

    /** Start-up: old statuses renamed, kinds, funnel steps and references filled in (migrate.ts). */
    migrate: () => migrateEnquiries(strapi, rows, nextReference),

    /**
     * The public form's rules, for the API and for the no-JavaScript page post alike. Bots are
     * refused (honeypot, forged or too-fresh form token) before validation; accepted enquiries count
     * against the per-IP and per-email limits; a message with many links is stored as spam and staff
     * are not emailed. `kind`: a project enquiry (the contact form) or a suspected counterfeit
     * label's report (its own rules, the same limits: one bucket for both forms).
     */
    async submit(
      body: Record<string, unknown>,
      { ip, origin, visit }: { ip: string; origin: string; visit?: LeadSource | null },
      kind: EnquiryKind = 'project',
    ): Promise<SubmitResult> {
      // Text fields only: a nested object or list is treated as empty, never as "[object Object]".
      const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');
      const values = Object.fromEntries(Object.entries(body).map(([k, v]) => [k, text(single(v))]));
      const refuse = (message: string, errors?: FieldErrors<EnquiryField>): SubmitResult => ({
        status: 400,
        message,
        errors,
        values,
      });
      if ((values[ENQUIRY_HONEYPOT] ?? '').trim() !== '') return refuse(M.refused);
      const tokens = getService('form-tokens');
      const token = tokens.check(single(body[ENQUIRY_TOKEN_FIELD]));
      if (token === 'tooFast') return refuse(M.tooFast);
      if (token !== 'ok') return refuse(M.expired);

      const { values: clean, errors } =
        kind === 'counterfeit-label' ? validateLabelReport(values) : validateEnquiry(values);
      const problem = firstError(errors);
      if (problem) return refuse(problem, errors);

      const { perEmail, perIp, windowMs } = limitsFor(strapi, 'enquiry');
      const allowed = await getService('rate-limits').consume(
        'enquiry',
        [
          { key: `email:${clean.email}`, max: perEmail, countRefused: false },
          { key: `ip:${ip}`, max: perIp },
        ],
        windowMs,
      );
      if (!allowed) return { status: 429, message: M.tooMany, values };
      // A token sends one enquiry: its use is recorded (in the database, for every instance) until it expires.
      if (!(await tokens.claim(String(single(body[ENQUIRY_TOKEN_FIELD]))))) return refuse(M.expired);

      let row = await this.create(
        clean,
        countLinks(clean.name, clean.company, clean.city, clean.about, clean.message),
        leadSourceFor(values, visit, origin),
        { enquiryKind: kind, labelId: 'labelId' in clean ? String(clean.labelId) : null },
      );
      // Spam gets neither email: the form must not become a way to mail strangers.
      if (row.enquiryStatus !== 'spam') {
        row = await getService('sales-desk').autoAssign(row, origin);
        await this.notifyStaff(row, origin);
        await this.confirmToVisitor(row);
      }
      const sent = kind === 'counterfeit-label' ? LABEL_REPORT_MESSAGES.sent : M.sent;
      return { status: 201, message: sent, reference: row.reference, values: {} };
    },

    nextReference,

    async create(
      values: EnquiryValues,
      linkCount: number,
      source?: LeadSource,
      kind: { enquiryKind: EnquiryKind; labelId: string | null } = { enquiryKind: 'project', labelId: null },
    ): Promise<EnquiryRow> {
      const enquiryStatus: EnquiryStatus = linkCount > ENQUIRY_LIMITS.maxLinks ? 'spam' : 'new';
      const now = new Date();
      const statusHistory: EnquiryStatusChange[] = [{ status: enquiryStatus, at: now.toISOString(), by: null }];
      const reference = await nextReference(now);
      return documents().create({
        data: documentInput(ENQUIRY_UID, {
          ...values,
          ...kind,
          ...(source && sourceColumns(source)),
          enquiryStatus,
          stageReached: 0,
          linkCount,
          reference,
          statusHistory,
        }),
      }) as Promise<unknown> as Promise<EnquiryRow>;
    },

    /** Today in the company's time zone, by the clock service (follow-ups due). */
    async today(): Promise<string> {
      return dayInZone(getService('clock').now(), await companyTimeZone(strapi));
    },

    async list(
      filters: EnquiryFilters,
      page: number,
      pageSize: number,
      viewer?: Viewer,
    ): Promise<{ rows: EnquiryRow[]; total: number }> {
      return inbox.page(
        whereFor(filters, viewer, filters.followUp ? await this.today() : undefined),
        NEWEST,
        page,
        pageSize,
      );
    },

    /** Total and unread enquiries per status, in one grouped query (a non-status viewer's own only). */
    async counts(viewer?: Viewer) {
      // A non-status viewer counts only the enquiries they own (the owner join table).
      const ownOnly = (query: Knex.QueryBuilder, viewerId: number) => {
        const join = joinTableOf(strapi, ENQUIRY_UID, 'owner');
        query.whereIn(
          'id',
          strapi.db.getConnection(join.name).select(join.joinColumn.name).where(join.inverseJoinColumn.name, viewerId),
        );
      };
      const grouped = await inbox.grouped('enquiryStatus', {
        narrow: viewer && !viewer.status ? (query) => ownOnly(query, viewer.id) : undefined,
        cases: { unread: ['case when ?? is null then 1 else 0 end', 'readAt'] },
      });
      const counts = Object.fromEntries(ENQUIRY_STATUSES.map((s) => [s, { total: 0, unread: 0 }])) as Record<
        EnquiryStatus,
        { total: number; unread: number }
      >;
      for (const { key, total, sums } of grouped)
        if (key in counts) counts[key as EnquiryStatus] = { total, unread: sums.unread };
      return counts;
    },

    /** Every enquiry the filters match, newest first, read in batches. */
    async *all(filters: EnquiryFilters, viewer?: Viewer): AsyncGenerator<EnquiryRow, void> {
      yield* inbox.all(whereFor(filters, viewer, filters.followUp ? await this.today() : undefined), NEWEST);
    },

    find: inbox.find,

    /** May this viewer see the enquiry's personal data: a status user, or its owner. */
    canSee: (row: EnquiryRow, viewer: Viewer) => viewer.status || row.owner?.id === viewer.id,

    /**
     * Changes an enquiry. A status change is appended to its history with who made it and when; a
     * Lost one keeps its reason, a Won one its contract value; any other status clears them.
     */
    update(
      row: EnquiryRow,
      data: EnquiryChanges,
      by: string | null = null,
      owner?: { email: string } | null,
    ): Promise<EnquiryRow> {
      const changes = statusChanges(row, data, by, owner, (entry) => inbox.history(row, entry, by));
      return inbox.write(row, changes);
    },

    /**
     * A staff reply: emailed to the visitor through the outbox (what staff wrote and the reference, never
     * the visitor's own words; answers go to the staff member), kept in the thread; the first one stops the response
     * clock, and a New enquiry becomes Contacted.
     */
    async reply(row: EnquiryRow, text: string, staffEmail: string): Promise<EnquiryRow> {
      await sendToVisitor(strapi, row.email, {
        kind: 'enquiry-reply',
        reference: row.reference,
        reply: text,
        staffEmail,
      });
      await inbox.writeNote(row, { text, authorEmail: staffEmail, kind: 'reply' });
      const changes: EnquiryChanges = {};
      if (!row.firstResponseAt) changes.firstResponseAt = getService('clock').now();
      if (row.enquiryStatus === 'new') changes.enquiryStatus = 'contacted';
      // update() reads the row again (with the reply); without changes, find() does.
      return Object.keys(changes).length
        ? this.update(row, changes, staffEmail)
        : (inbox.find(row.documentId) as Promise<EnquiryRow>);
    },

    addNote: (row: EnquiryRow, text: string, authorEmail: string | null) => inbox.addNote(row, { text, authorEmail }),
  };
};
