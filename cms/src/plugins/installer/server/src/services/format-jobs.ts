import { AsyncResource } from 'async_hooks';
import crypto from 'crypto';
import type { Core } from '@strapi/strapi';
import type { FileRow } from './files';
import { makeFormats, needsFormats, type MadeFormat } from './photo-formats';
import { everyRule } from '../cron';
import { uploadBytes } from '../utils/upload-bytes';

const FILE_UID = 'plugin::upload.file';
/**
 * A plain table (not a content type): Strapi's schema sync leaves tables it never made alone, on SQLite and PostgreSQL.
 */
export const FORMAT_JOBS_TABLE = 'installer_format_jobs';

const MAX_ATTEMPTS = 5;

const seconds = (name: string, fallback: number) => {
  const n = Number(process.env[name]);
  return Number.isFinite(n) && n > 0 ? n * 1000 : fallback;
};
/**
 * FORMAT_JOB_LEASE_SECONDS (120): how long a claimed job is its instance's; after that (the instance died) another
 * takes it.
 */
const leaseMs = () => seconds('FORMAT_JOB_LEASE_SECONDS', 120_000);
/**
 * FORMAT_JOB_POLL_SECONDS (5): how often each instance looks for jobs it was not told about (another's, a dead one's).
 */
const pollMs = () => seconds('FORMAT_JOB_POLL_SECONDS', 5_000);

interface Job {
  id: number;
  fileId: number;
  token: string;
  attempts: number;
}

/**
 * Photos' responsive formats made in the background: a save stores the original and answers;
 * a job per file waits in installer_format_jobs until an instance claims it. A claim is one
 * conditional UPDATE (free or lease expired -> this instance's token and a new lease), so two
 * instances never run the same job at once, and a crashed instance's job is taken again when its
 * lease ends. The formats are stored under names holding the claim's token, then committed in one
 * transaction that deletes the job row (only if the token still holds it) and merges the formats
 * into the file's row; if the job was cancelled meanwhile (the photo deleted, replaced or moved to
 * the Trash: see watchFileChanges) nothing is merged and the files just made are deleted again.
 * Deleting a job row before reading the file row (cancel) waits for a committing job on
 * PostgreSQL and is serialised on SQLite, so whoever removes the file sees its formats.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const knex = () => strapi.db.connection;
  const table = () => knex()(FORMAT_JOBS_TABLE);
  const provider = () =>
    strapi.plugin('upload').provider as { upload: (f: object) => Promise<void>; delete: (f: object) => Promise<void> };
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  /**
   * Wakes the worker outside whatever async context the caller is in: a worker started inside a
   * request would otherwise write as part of it (the response cache's content version is moved by
   * the request's end, long gone when the formats are committed). Bound at start-up.
   */
  let wake: () => void = () => undefined;

  const claim = async (): Promise<Job | null> => {
    const now = Date.now();
    const due = await table().where('lease_until', '<', now).orderBy('id', 'asc').limit(5).select('id');
    for (const { id } of due) {
      const token = crypto.randomBytes(5).toString('hex');
      const taken = await table()
        .where({ id })
        .andWhere('lease_until', '<', now)
        .update({ token, lease_until: now + leaseMs(), attempts: knex().raw('attempts + 1') });
      if (taken !== 1) continue; // another instance was first
      const row = await table().where({ id, token }).first('file_id', 'attempts');
      if (row) return { id: Number(id), fileId: Number(row.file_id), token, attempts: Number(row.attempts) };
    }
    return null;
  };

  const removeStored = async (formats: MadeFormat[]) => {
    for (const format of formats)
      await provider()
        .delete(format)
        .catch(() => undefined);
  };

  /** Runs one claimed job to its end: formats merged, or nothing left behind. */
  const run = async (job: Job) => {
    const row = (await strapi.db.query(FILE_UID).findOne({ where: { id: job.fileId } })) as FileRow | null;
    if (!row || !needsFormats(row) || job.attempts > MAX_ATTEMPTS) {
      if (row && job.attempts > MAX_ATTEMPTS)
        strapi.log.error(
          `Responsive formats of upload ${row.id} (${row.url}) failed ${MAX_ATTEMPTS} times; it keeps its original only.`,
        );
      await table().where({ id: job.id, token: job.token }).del();
      return;
    }
    const stored: MadeFormat[] = [];
    try {
      const bytes = await uploadBytes(strapi, row.url);
      if (!bytes) throw new Error(`the stored file ${row.url} cannot be read`);
      const made = await makeFormats(strapi, row, bytes, job.token);
      for (const [, format] of made) {
        await provider().upload(format);
        delete format.buffer;
        stored.push(format);
      }
      const committed = await strapi.db.transaction(async ({ trx }) => {
        if ((await trx(FORMAT_JOBS_TABLE).where({ id: job.id, token: job.token }).del()) !== 1) return false;
        const current = (await strapi.db
          .query(FILE_UID)
          .findOne({ where: { id: row.id }, select: ['hash', 'formats'] })) as FileRow | null;
        if (!current || current.hash !== row.hash) return false;
        await strapi.db.query(FILE_UID).update({
          where: { id: row.id },
          data: { formats: { ...(current.formats ?? {}), ...Object.fromEntries(made) } },
        });
        return true;
      });
      if (!committed) await removeStored(stored);
    } catch (error) {
      await removeStored(stored);
      strapi.log.warn(`Responsive formats of upload ${row.id} (${row.url}), attempt ${job.attempts}: ${error}`);
      // Free again after a pause that grows with each attempt.
      await table()
        .where({ id: job.id, token: job.token })
        .update({ token: null, lease_until: Date.now() + 5_000 * job.attempts });
    }
  };

  const drain = async () => {
    do {
      again = false;
      for (let job = await claim(); job && !stopped; job = await claim()) await run(job);
    } while (again && !stopped);
  };

  return {
    async ensureTable() {
      const schema = knex().schema;
      if (await schema.hasTable(FORMAT_JOBS_TABLE)) return;
      try {
        await schema.createTable(FORMAT_JOBS_TABLE, (t) => {
          t.increments('id');
          t.integer('file_id').notNullable().index();
          t.string('token', 16).nullable();
          t.bigInteger('lease_until').notNullable().defaultTo(0).index();
          t.integer('attempts').notNullable().defaultTo(0);
          t.bigInteger('created_at').notNullable();
        });
      } catch (error) {
        // Another instance starting at the same moment made it.
        if (!(await schema.hasTable(FORMAT_JOBS_TABLE))) throw error;
      }
    },

    /** Queues the formats of these files and wakes this instance's worker. */
    async enqueue(fileIds: number[]) {
      if (!fileIds.length) return;
      await table().insert(
        fileIds.map((id) => ({ file_id: id, token: null, lease_until: 0, attempts: 0, created_at: Date.now() })),
      );
      wake();
    },

    /** Drops the jobs of these files (deleted, replaced, trashed); a job already committing finishes first. */
    async cancel(fileIds: number[]) {
      if (fileIds.length) await table().whereIn('file_id', fileIds).del();
    },

    /** Works through the due jobs (one at a time per instance); a call while working makes it look again at the end. */
    kick(): Promise<void> {
      if (stopped) return Promise.resolve();
      if (running) {
        again = true;
        return running;
      }
      const work: Promise<void> = drain()
        .catch((error) => {
          strapi.log.error(`Format jobs: ${error}`);
        })
        .finally(() => {
          running = null;
        });
      running = work;
      return work;
    },

    /** How many jobs wait or run (for tests and the bench). */
    async pending(): Promise<number> {
      const row = await table().count({ n: '*' }).first();
      return Number(row?.n ?? 0);
    },

    /**
     * Cancels a file's job before Strapi's upload plugin removes or replaces it (the dashboard, the
     * Media Library, the orphan sweep all go through it), then removes what the row holds now.
     */
    watchFileChanges() {
      const service = strapi.plugin('upload').service('upload') as {
        remove: (file: { id?: unknown } | null | undefined) => Promise<unknown>;
        replace: (id: unknown, args: unknown, opts?: unknown) => Promise<unknown>;
      };
      const { remove, replace } = service;
      service.remove = async (file) => {
        const id = Number(file?.id);
        if (!Number.isInteger(id)) return remove.call(service, file);
        await this.cancel([id]);
        const fresh = await strapi.db.query(FILE_UID).findOne({ where: { id } });
        return remove.call(service, fresh ?? file);
      };
      service.replace = async (id, args, opts) => {
        if (Number.isInteger(Number(id))) await this.cancel([Number(id)]);
        return replace.call(service, id, args, opts);
      };
    },

    /** At start: the table, the file hooks, a poll for jobs this instance was not told about, and a first look. */
    async start() {
      await this.ensureTable();
      wake = AsyncResource.bind(() => void this.kick());
      this.watchFileChanges();
      strapi.cron.add({ installerFormatJobs: { task: () => this.kick(), options: { rule: everyRule(pollMs()) } } });
      void this.kick();
    },

    /** Stops taking jobs (Strapi is shutting down); a job under way finishes or is taken again after its lease. */
    async stop() {
      stopped = true;
      await running;
    },
  };
};
