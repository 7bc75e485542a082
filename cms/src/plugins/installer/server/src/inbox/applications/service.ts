import crypto from 'crypto';
import type { Core } from '@strapi/strapi';
import {
  APPLICATION_HONEYPOT,
  APPLICATION_STATUSES,
  APPLICATION_TOKEN_FIELD,
  CAREER_LIMITS,
  CAREER_MESSAGES as M,
  LEGACY_APPLICATION_STATUSES,
  firstError,
  isJobOpen,
  validateApplication,
  type ApplicationField,
  type ApplicationFilters,
  type ApplicationOutcome,
  type ApplicationStatus,
  type ApplicationStatusChange,
  type FieldErrors,
  type LeadSource,
} from '@portfolio/contract';
import { leadSourceFor, sourceColumns } from '../lead-source';
import { installerConfig, limitsFor } from '../../config';
import { cvFileName, sniffCv, type CvRefusal } from '../../file-safety/cv-sniff';
import { JOB_UID, type JobRow } from '../../careers/jobs';
import { getService } from '../../utils/get-service';
import { USER_UID, type UserRow } from '../../accounts/users';
import { renameStoredValues } from '../../utils/db-metadata';
import { ownerWhere } from '../filters';
import type { ApplicationRow } from '../rows';
import { NEWEST, inboxStore } from '../store';
import { single } from '../../http/handler';
import { asRow, documentInput } from '../../utils/document-rows';
import { applicationEmails } from './emails';

export const APPLICATION_UID = 'plugin::installer.application';
export const APPLICATION_NOTE_UID = 'plugin::installer.application-note';
export const APPLICATION_CV_UID = 'plugin::installer.application-cv';
const DAY_MS = 24 * 60 * 60 * 1000;

/** What a refused CV is told (415), by the reason the checks found. */
const CV_REFUSALS: Record<CvRefusal, string> = {
  'not-a-cv': M.cvInvalid,
  javascript: M.cvJavaScript,
  launch: M.cvLaunch,
  'embedded-file': M.cvEmbeddedFile,
  macros: M.cvMacros,
  'external-reference': M.cvExternalReference,
  executable: M.cvExecutable,
  unreadable: M.cvUnreadable,
};

/** Accepted applications per email and per IP in a window before 429 (README, env knobs). */

/** APPLICATION_RETENTION_DAYS (decimals allowed; tests use seconds' worth), 180 by default. */
export const applicationRetentionMs = (strapi: Core.Strapi) =>
  installerConfig(strapi).applicationRetentionDays * DAY_MS;

/** A CV as it arrived: its name, size and a way to read its bytes (only once the cheap checks passed). */
export interface IncomingCv {
  name: string | null;
  size: number;
  read: () => Promise<Buffer>;
}

export interface SubmitResult extends ApplicationOutcome {
  applicationId?: string;
}

/** The list's where-clause: opening, status and owner (a user's documentId, `me` with the viewer's id, `none`). */
const whereFor = ({ job, status, owner, channel }: ApplicationFilters, viewerId?: number) => ({
  ...(job ? { jobId: job } : {}),
  ...(status ? { applicationStatus: status } : {}),
  ...(channel ? { channel } : {}),
  ...ownerWhere(owner, viewerId),
});

/**
 * Job applications. The CV's bytes live in a table of their own (application-cv), never in the
 * Media Library: no /uploads URL, no bucket key, the same for every instance sharing the database,
 * and deleted in the same transaction as the application.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const inbox = inboxStore<ApplicationRow, ApplicationStatusChange>(strapi, {
    uid: APPLICATION_UID,
    noteUid: APPLICATION_NOTE_UID,
    noteOf: 'application',
  });
  const rows = inbox.rows;
  const cvs = () => strapi.db.query(APPLICATION_CV_UID);
  const notes = () => strapi.db.query(APPLICATION_NOTE_UID);
  const service = getService;

  /** Deletes applications (by row id) with their CVs and notes, in one transaction. */
  const destroy = async (found: Array<{ id: number; documentId: string }>) => {
    if (!found.length) return;
    await strapi.db.transaction(async () => {
      await cvs().deleteMany({ where: { applicationId: { $in: found.map((r) => r.documentId) } } });
      await notes().deleteMany({ where: { application: { id: { $in: found.map((r) => r.id) } } } });
      await rows().deleteMany({ where: { id: { $in: found.map((r) => r.id) } } });
    });
  };

  return {
    ...applicationEmails(strapi),

    /**
     * The public application, for the API and the no-JavaScript page post alike: bots first
     * (honeypot, signed fill time), then the fields and the CV's presence and size, the opening, the
     * per-email and per-IP limits (refused files count too), and last the CV's content. Nothing is
     * stored unless everything passed; then staff are emailed (plain text, no CV).
     */
    async submit(
      jobId: string,
      body: Record<string, unknown>,
      files: IncomingCv[],
      { ip, origin, visit }: { ip: string; origin: string; visit?: LeadSource | null },
    ): Promise<SubmitResult> {
      const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');
      const values = Object.fromEntries(Object.entries(body).map(([k, v]) => [k, text(single(v))]));
      const refuse = (
        message: string,
        errors?: FieldErrors<ApplicationField>,
        status: ApplicationOutcome['status'] = 400,
      ): SubmitResult => ({ status, message, errors });
      if ((values[APPLICATION_HONEYPOT] ?? '').trim() !== '') return refuse(M.refused);
      const tokens = service('form-tokens');
      const token = tokens.check(single(body[APPLICATION_TOKEN_FIELD]));
      if (token === 'tooFast') return refuse(M.tooFast);
      if (token !== 'ok') return refuse(M.expired);

      const job: JobRow | null = await strapi.db.query(JOB_UID).findOne({ where: { documentId: jobId } });
      if (!job) return refuse(M.jobNotFound, undefined, 404);
      if (!isJobOpen({ open: !!job.open, closingDate: job.closingDate ?? null }))
        return refuse(M.closed, undefined, 409);

      const { values: clean, errors } = validateApplication(values);
      if (files.length > 1) errors.cv = M.cvOnlyOne;
      else if (!files.length) errors.cv = M.cvRequired;
      else if (files[0].size > CAREER_LIMITS.cvMaxBytes) errors.cv = M.cvTooLarge;
      const problem = firstError(errors);
      if (problem)
        return refuse(problem, errors, errors.cv === M.cvTooLarge && Object.keys(errors).length === 1 ? 413 : 400);

      const { perEmail, perIp, windowMs } = limitsFor(strapi, 'application');
      const allowed = await service('rate-limits').consume(
        'application',
        [
          { key: `email:${clean.email}`, max: perEmail },
          { key: `ip:${ip}`, max: perIp },
        ],
        windowMs,
      );
      if (!allowed) return refuse(M.tooMany, undefined, 429);

      const bytes = await files[0].read();
      const verdict =
        bytes.length > CAREER_LIMITS.cvMaxBytes ? ({ ok: false, reason: 'not-a-cv' } as const) : sniffCv(bytes);
      if (!verdict.ok) {
        const message = CV_REFUSALS[verdict.reason];
        return refuse(message, { cv: message }, 415);
      }
      const sniffed = verdict.cv;
      // A token sends one application, as it sends one enquiry: its use is recorded in the
      // database (every instance sees it) once everything else passed, so a refused send keeps it.
      if (!(await tokens.claim(String(single(body[APPLICATION_TOKEN_FIELD]))))) return refuse(M.expired);

      const row = await strapi.db.transaction(async () => {
        const created = await strapi.documents(APPLICATION_UID).create({
          data: documentInput(APPLICATION_UID, {
            ...clean,
            applicationStatus: 'new',
            statusHistory: [
              { status: 'new', at: new Date().toISOString(), by: null },
            ] satisfies ApplicationStatusChange[],
            jobId: job.documentId,
            jobTitle: job.title,
            cvFileName: cvFileName(files[0].name, sniffed),
            cvMime: sniffed.mime,
            cvSize: bytes.length,
            cvSha256: crypto.createHash('sha256').update(bytes).digest('hex'),
            ...sourceColumns(leadSourceFor(values, visit, origin)),
          }),
        });
        await cvs().create({ data: { applicationId: created.documentId, data: bytes.toString('base64') } });
        return asRow<ApplicationRow>(created)!;
      });
      await this.notifyStaff(row, job, origin);
      return { status: 201, message: M.sent, applicationId: row.documentId };
    },

    list: (filters: ApplicationFilters, page: number, pageSize: number, viewerId?: number) =>
      inbox.page(whereFor(filters, viewerId), NEWEST, page, pageSize),

    /** Every application the filters match, newest first (the CSV export). */
    all: (filters: ApplicationFilters, viewerId?: number) => inbox.all(whereFor(filters, viewerId), NEWEST),

    /** Applications per status within the job filter, in one grouped query. */
    async counts(job?: string): Promise<Record<ApplicationStatus, number>> {
      const counts = Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, 0])) as Record<ApplicationStatus, number>;
      const grouped = await inbox.grouped('applicationStatus', {
        narrow: job ? (query) => query.where(inbox.column('jobId'), job) : undefined,
      });
      for (const { key, total } of grouped) if (key in counts) counts[key as ApplicationStatus] = total;
      return counts;
    },

    /** Total and new applications per opening. */
    async countsByJob(): Promise<Record<string, { total: number; new: number }>> {
      const grouped = await inbox.grouped('jobId', {
        cases: { fresh: [`case when ?? = 'new' then 1 else 0 end`, 'applicationStatus'] },
      });
      return Object.fromEntries(grouped.map(({ key, total, sums }) => [key, { total, new: sums.fresh }]));
    },

    find: inbox.find,

    /**
     * Changes the status and/or the owner (a user's row id, or null). A status change is appended
     * to the history with who made it and when.
     */
    update(
      row: ApplicationRow,
      data: { applicationStatus?: ApplicationStatus; owner?: number | null },
      by: string | null,
    ): Promise<ApplicationRow> {
      const changes: Record<string, unknown> = { ...data };
      if (data.applicationStatus !== undefined && data.applicationStatus !== row.applicationStatus)
        changes.statusHistory = inbox.history(row, { status: data.applicationStatus }, by);
      return inbox.write(row, changes);
    },

    /** A user who may own applications: an admin (only they see applications) who is not blocked; null otherwise. */
    async ownerCandidate(documentId: unknown): Promise<UserRow | null> {
      if (typeof documentId !== 'string' || !documentId) return null;
      const user = await strapi.db
        .query(USER_UID)
        .findOne({ where: { documentId }, select: ['id', 'documentId', 'email', 'isAdmin', 'blocked'] });
      return user && user.isAdmin === true && user.blocked !== true ? user : null;
    },

    /**
     * Start-up: statuses stored before the pipeline become their new names (`interviewed` → `interview`, `offered` →
     * `offer`). Nothing else changes.
     */
    migrate: () =>
      renameStoredValues(strapi, APPLICATION_UID, 'applicationStatus', LEGACY_APPLICATION_STATUSES, 'Applications'),

    addNote: (row: ApplicationRow, text: string, authorEmail: string | null) =>
      inbox.addNote(row, { text, authorEmail }),

    /** The CV's bytes, exactly as uploaded; null when the row is gone. */
    async cvBytes(documentId: string): Promise<Buffer | null> {
      const cv = await cvs().findOne({ where: { applicationId: documentId }, select: ['data'] });
      return cv ? Buffer.from(cv.data, 'base64') : null;
    },

    /** Deletes one application with its CV and notes at once (a candidate's request). */
    remove: (row: Pick<ApplicationRow, 'id' | 'documentId'>) => destroy([row]),

    /** Deletes every application older than the retention period with its CV and notes; answers how many. */
    async purge(): Promise<number> {
      const cutoff = new Date(Date.now() - applicationRetentionMs(strapi));
      let purged = 0;
      for (;;) {
        const due = await rows().findMany({
          where: { createdAt: { $lt: cutoff } },
          select: ['id', 'documentId'],
          limit: 200,
        });
        if (!due.length) break;
        await destroy(due);
        purged += due.length;
      }
      // A CV whose application is gone (a write cut short) goes too.
      const orphans = await cvs().findMany({ where: { createdAt: { $lt: cutoff } }, select: ['id', 'applicationId'] });
      for (const cv of orphans)
        if (!(await rows().findOne({ where: { documentId: cv.applicationId }, select: ['id'] })))
          await cvs().delete({ where: { id: cv.id } });
      if (purged)
        await service('audit').record(null, 'application.purge', 'application', null, {
          count: purged,
          olderThan: cutoff.toISOString(),
        });
      return purged;
    },
  };
};
