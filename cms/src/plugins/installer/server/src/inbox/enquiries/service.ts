import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import {
  ENQUIRY_HONEYPOT,
  OPEN_ENQUIRY_STATUSES,
  dayInZone,
  ENQUIRY_LIMITS,
  ENQUIRY_MESSAGES as M,
  formatDate,
  formatDateTime,
  formatIndianNumber,
  projectTypeLabel,
  serviceLabel,
  ENQUIRY_STATUSES,
  ENQUIRY_TOKEN_FIELD,
  EMAIL_PATTERN,
  LEGACY_ENQUIRY_STATUSES,
  enquiryReference,
  yearIn,
  countLinks,
  firstError,
  validateEnquiry,
  validateLabelReport,
  LABEL_REPORT_MESSAGES,
  ENQUIRY_KIND_LABELS,
  type EnquiryKind,
  type EnquiryField,
  type EnquiryFilters,
  type EnquiryOutcome,
  type EnquiryStatus,
  type EnquiryActivity,
  type EnquiryStatusChange,
  type EnquiryValues,
  type LostReason,
  type FieldErrors,
  type LeadSource,
  FUNNEL_STEPS,
  type FunnelStep,
} from '@portfolio/contract';
import { leadSourceFor, sourceColumns } from '../lead-source';
import { limitsFor } from '../../config';
import { companyTimeZone } from '../../utils/time-zone';
import { publishedSettings } from '../../utils/site-settings';
import { getService } from '../../utils/get-service';
import { joinTableOf, renameStoredValues } from '../../utils/db-metadata';
import { ownerWhere } from '../filters';
import type { EnquiryRow } from '../rows';
import { NEWEST, inboxStore } from '../store';
import { addressList, dashboardLine, fieldLine as line, oneLine, queueQuietly } from '../emails';
import { single } from '../../http/handler';
import { sendToVisitor } from '../visitor-mail';
import { documentInput } from '../../utils/document-rows';

export const ENQUIRY_UID = 'plugin::installer.enquiry';

/** The furthest pipeline step (FUNNEL_STEPS' index) an enquiry reached: its stored one, else from its history and status. */
export const stageReachedOf = (row: Pick<EnquiryRow, 'enquiryStatus' | 'statusHistory' | 'stageReached'>): number =>
  row.stageReached ??
  Math.max(
    0,
    ...[row.enquiryStatus, ...(Array.isArray(row.statusHistory) ? row.statusHistory.map((h) => h.status) : [])].map(
      (s) => FUNNEL_STEPS.indexOf(s as FunnelStep),
    ),
  );
export const NOTE_UID = 'plugin::installer.enquiry-note';

/** A submission's outcome plus the submitted text fields, to show the form again with them after a refusal. */
export interface SubmitResult extends EnquiryOutcome {
  values: Record<string, string>;
}

/** Who is looking: a status user sees every enquiry, anyone else only those they own. */
export interface Viewer {
  id: number;
  status: boolean;
}

/** What update() changes: the status (and a Lost one's reason), read, the owner (a user's row id), follow-up, first response. */
export type EnquiryChanges = {
  enquiryStatus?: EnquiryStatus;
  lostReason?: LostReason;
  /** Rupees, or null (cleared); kept only while Won. */
  wonValue?: number | null;
  readAt?: Date | null;
  owner?: number | null;
  followUpOn?: string | null;
  firstResponseAt?: Date;
};

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

  return {
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

    /** The next reference of the year (company time zone) an enquiry arrives in: `ENQ-2026-0042`. */
    async nextReference(at: Date): Promise<string> {
      const year = yearIn(at, await companyTimeZone(strapi));
      return enquiryReference(year, await getService('sequences').next(`enquiry:${year}`));
    },

    async create(
      values: EnquiryValues,
      linkCount: number,
      source?: LeadSource,
      kind: { enquiryKind: EnquiryKind; labelId: string | null } = { enquiryKind: 'project', labelId: null },
    ): Promise<EnquiryRow> {
      const enquiryStatus: EnquiryStatus = linkCount > ENQUIRY_LIMITS.maxLinks ? 'spam' : 'new';
      const now = new Date();
      const statusHistory: EnquiryStatusChange[] = [{ status: enquiryStatus, at: now.toISOString(), by: null }];
      const reference = await this.nextReference(now);
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

    /**
     * Start-up: statuses stored before the pipeline become their new names (`quoted` → `proposal`),
     * and enquiries stored before references get one, in the order they arrived. Nothing else changes.
     */
    async migrate() {
      await renameStoredValues(strapi, ENQUIRY_UID, 'enquiryStatus', LEGACY_ENQUIRY_STATUSES, 'Enquiries');
      // Enquiries stored before kinds are project enquiries.
      await rows().updateMany({ where: { enquiryKind: { $null: true } }, data: { enquiryKind: 'project' } });
      // Enquiries stored before the funnel kept it get their furthest step from their history.
      for (;;) {
        const batch = await rows().findMany({
          where: { stageReached: { $null: true } },
          limit: 200,
          select: ['id', 'enquiryStatus', 'statusHistory'],
        });
        for (const row of batch)
          await rows().update({ where: { id: row.id }, data: { stageReached: stageReachedOf(row) } });
        if (batch.length < 200) break;
      }
      for (;;) {
        const batch = await rows().findMany({
          where: { reference: { $null: true } },
          orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
          limit: 200,
          select: ['id', 'createdAt'],
        });
        for (const row of batch) {
          await rows().update({
            where: { id: row.id },
            data: { reference: await this.nextReference(new Date(row.createdAt)) },
          });
        }
        if (batch.length < 200) return;
      }
    },

    /** The addresses in Site settings › Enquiry recipients, else the company email; [] when neither is set. */
    async recipients(): Promise<string[]> {
      const settings = await publishedSettings(strapi, { select: ['enquiryRecipients', 'email'] });
      const listed = addressList(settings?.enquiryRecipients);
      if (listed.length) return listed;
      return settings?.email && EMAIL_PATTERN.test(settings.email) ? [settings.email] : [];
    },

    /** Tells staff through the mailer (stored in its outbox first, retried there). Never throws. */
    notifyStaff(row: EnquiryRow, origin: string) {
      return queueQuietly(strapi, `Enquiry ${row.documentId} stored; queuing its staff email failed`, async () => {
        const to = await this.recipients();
        if (!to.length) {
          strapi.log.warn(
            `Enquiry ${row.documentId} stored; no staff email sent: set Site settings › Enquiry recipients.`,
          );
          return;
        }
        const zone = await companyTimeZone(strapi);
        const report = row.enquiryKind === 'counterfeit-label';
        const text = [
          report
            ? 'A visitor reported a suspected counterfeit fire-door label through the website.'
            : `A new enquiry arrived through the website.`,
          '',
          ...line('Kind', ENQUIRY_KIND_LABELS[row.enquiryKind ?? 'project']),
          ...line('Label id', row.labelId),
          ...line('Reference', row.reference),
          ...line('Name', row.name),
          ...line('Company', row.company),
          ...line('Email', row.email),
          ...line('Phone', row.phone),
          ...line('Service', serviceLabel(row.service)),
          ...line('Project type', projectTypeLabel(row.projectType)),
          ...line('State', row.state),
          ...line('City', row.city),
          ...line('Approximate area (sq ft)', row.area == null ? null : formatIndianNumber(row.area)),
          ...line('About', row.about),
          ...line('Sent from page', row.page),
          ...line('Received', formatDateTime(row.createdAt, zone)),
          '',
          report ? 'Where it was found:' : 'Message:',
          row.message,
          '',
          dashboardLine(origin, `enquiries/${row.documentId}`),
        ].join('\n');
        await getService('mailer').send({
          to,
          subject: oneLine(
            report
              ? `Suspected counterfeit label ${row.labelId ?? ''} reported by ${row.name}`
              : `New enquiry from ${row.name}${row.company ? ` (${row.company})` : ''}`,
          ),
          text,
          kind: 'enquiry',
        });
      });
    },

    /**
     * The visitor's confirmation: fixed text, their reference and what happens next (inbox/visitor-mail.ts:
     * nothing they typed is quoted, whoever's address it is). Replies go to the company's address. Never throws.
     */
    confirmToVisitor(row: EnquiryRow) {
      return queueQuietly(strapi, `Enquiry ${row.documentId} stored; queuing the visitor's confirmation failed`, () =>
        sendToVisitor(strapi, row.email, { kind: 'enquiry-confirmation', reference: row.reference }),
      );
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
      const changes: Record<string, unknown> = { ...data };
      // Owner and follow-up changes join the enquiry's history too, with who made them and when.
      const at = new Date().toISOString();
      const activity: EnquiryActivity[] = [];
      if (data.owner !== undefined && (data.owner ?? null) !== (row.owner?.id ?? null))
        activity.push({ kind: 'owner', at, by, owner: owner?.email ?? null });
      const followUp = (v: unknown) => (v ? String(v).slice(0, 10) : null);
      if (data.followUpOn !== undefined && followUp(data.followUpOn) !== followUp(row.followUpOn))
        activity.push({ kind: 'followUp', at, by, followUpOn: followUp(data.followUpOn) });
      if (activity.length) changes.activity = [...(Array.isArray(row.activity) ? row.activity : []), ...activity];
      const status = data.enquiryStatus ?? row.enquiryStatus;
      if (data.enquiryStatus !== undefined || data.lostReason !== undefined)
        changes.lostReason = status === 'lost' ? (data.lostReason ?? row.lostReason) : null;
      const storedValue = row.wonValue == null || row.wonValue === '' ? null : Number(row.wonValue);
      if (data.enquiryStatus !== undefined || data.wonValue !== undefined)
        changes.wonValue = status === 'won' ? (data.wonValue !== undefined ? data.wonValue : storedValue) : null;
      const statusChanged = data.enquiryStatus !== undefined && data.enquiryStatus !== row.enquiryStatus;
      const reasonChanged = status === 'lost' && data.lostReason !== undefined && data.lostReason !== row.lostReason;
      const valueChanged = status === 'won' && data.wonValue !== undefined && data.wonValue !== storedValue;
      if (statusChanged) {
        const reached = stageReachedOf(row);
        changes.stageReached = Math.max(reached, FUNNEL_STEPS.indexOf(status as FunnelStep));
      }
      if (statusChanged || reasonChanged || valueChanged)
        changes.statusHistory = inbox.history(
          row,
          status === 'lost'
            ? { status, lostReason: changes.lostReason as LostReason }
            : status === 'won' && changes.wonValue != null
              ? { status, wonValue: changes.wonValue as number }
              : { status },
          by,
        );
      return inbox.write(row, changes);
    },

    /** Tells a user an enquiry is now theirs (through the outbox). Never throws. */
    notifyOwner(row: EnquiryRow, owner: { email: string }, by: string | null, origin: string) {
      return queueQuietly(strapi, `Enquiry ${row.documentId} assigned; queuing the owner's email failed`, async () => {
        const text = [
          `${by ?? 'Someone'} assigned an enquiry to you.`,
          '',
          `Reference: ${row.reference}`,
          `From: ${row.name}${row.company ? ` (${row.company})` : ''}`,
          ...(row.followUpOn ? [`Follow up on: ${formatDate(row.followUpOn)}`] : []),
          '',
          'Message:',
          row.message,
          '',
          dashboardLine(origin, `enquiries/${row.documentId}`),
        ].join('\n');
        await getService('mailer').send({
          to: [owner.email],
          subject: oneLine(M.assignedSubject(row.reference, row.name)),
          text,
          kind: 'enquiry-owner',
        });
      });
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
