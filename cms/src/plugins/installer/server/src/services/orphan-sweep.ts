import fs from 'fs';
import path from 'path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { Core } from '@strapi/strapi';
import { morphJoinTableOf } from '../utils/db-metadata';
import { storedNames, type StoredFileRow, type UploadConfig } from '../utils/upload-rows';
import { FOLDERS } from './files';
import { installerConfig } from '../config';
import { getService } from '../utils/get-service';

const FILE_UID = 'plugin::upload.file';
const FOLDER_UID = 'plugin::upload.folder';
const MINUTE = 60_000;
/** Any number: the PostgreSQL advisory lock that lets one instance at a time sweep. */
const LOCK_KEY = 741_015;

/**
 * A sweep may always remove this many stored files; more only within ORPHAN_SWEEP_MAX_PERCENT of
 * the store. Past both it removes nothing and logs an error.
 */
export const SWEEP_ALWAYS_ALLOWED = 20;

interface StoredObject {
  /** `${hash}${ext}`: the name Strapi's providers store a file (or one of its formats) under. */
  name: string;
  modified: Date;
}

export interface SweepResult {
  rows: number;
  objects: number;
  /** Set when the sweep refused: how many stored files it would have removed, of how many. */
  refused?: { files: number; of: number };
}

/**
 * Removes what a write cut short leaves behind (a process killed between storing a file and
 * saving the entry that uses it): Media Library rows in the dashboard's folders that no entry
 * references, with their stored files, and stored files this installation wrote (its upload
 * journal, services/upload-journal.ts) that no Media Library row of its database knows. A stored
 * file the journal does not hold is never touched: another installation with another database
 * (a staging site on production's bucket, a restore into a new database) may share the folder or
 * bucket, and its files are unknown here without being garbage. Only what is older than
 * ORPHAN_SWEEP_MIN_AGE_MINUTES (60, on the clock service) is touched, so uploads of requests still
 * running are safe. "Referenced" is Strapi's media morph table (files_related_mph): every media
 * field of every content type and component, whatever adds them later. Files a super-admin put in
 * other Media Library folders are never swept: they may be waiting to be used. A sweep that would
 * remove more than SWEEP_ALWAYS_ALLOWED files and more than ORPHAN_SWEEP_MAX_PERCENT (10) of the
 * store removes nothing and logs an error.
 *
 * Runs on start and every ORPHAN_SWEEP_INTERVAL_MINUTES (60; 0: on start only; scheduled in cron.ts). On
 * PostgreSQL, instances take turns through an advisory lock; a second instance finding the lock
 * taken skips that round.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  let running = false;

  const morphTable = () => {
    const related = morphJoinTableOf(strapi, FILE_UID, 'related');
    return { table: related?.name ?? 'files_related_mph', column: related?.joinColumn?.name ?? 'file_id' };
  };

  /** The objects the upload provider holds: the bucket (aws-s3) or the upload folder (local). */
  const storedObjects = async (): Promise<StoredObject[]> => {
    const config = strapi.config.get('plugin::upload') as UploadConfig | undefined;
    if (config?.provider === 'aws-s3') {
      const { s3Options, rootPath } = config.providerOptions!;
      const client = new S3Client(s3Options);
      const objects: StoredObject[] = [];
      try {
        let token: string | undefined;
        do {
          const page = await client.send(
            new ListObjectsV2Command({
              Bucket: s3Options.params.Bucket,
              Prefix: rootPath ? `${rootPath.replace(/\/+$/, '')}/` : undefined,
              ContinuationToken: token,
            }),
          );
          for (const o of page.Contents ?? [])
            if (o.Key && o.LastModified) objects.push({ name: path.posix.basename(o.Key), modified: o.LastModified });
          token = page.IsTruncated ? page.NextContinuationToken : undefined;
        } while (token);
      } finally {
        client.destroy();
      }
      return objects;
    }
    const dir = path.join(strapi.dirs.static.public, 'uploads');
    if (!fs.existsSync(dir)) return [];
    return fs
      .readdirSync(dir, { withFileTypes: true })
      .filter((e) => e.isFile() && !e.name.startsWith('.'))
      .map((e) => ({ name: e.name, modified: fs.statSync(path.join(dir, e.name)).mtime }));
  };

  /** Runs `work` unless another instance (or this one) is sweeping; answers null then. */
  const exclusively = async <T>(work: () => Promise<T>): Promise<T | null> => {
    if (running) return null;
    running = true;
    try {
      const knex = strapi.db.connection;
      if (strapi.db.dialect.client !== 'postgres') return await work();
      // A transaction-scoped lock, held by one pooled connection for the sweep: released at commit,
      // or by PostgreSQL when the process dies.
      return await knex.transaction(async (trx) => {
        const { rows } = await trx.raw('SELECT pg_try_advisory_xact_lock(?) AS locked', [LOCK_KEY]);
        return rows[0].locked ? work() : null;
      });
    } finally {
      running = false;
    }
  };

  /** Names the database knows: every Media Library row and format, and the admin panel's logos (without a row). */
  const knownNames = async (): Promise<Set<string>> => {
    const known = new Set<string>();
    for (const row of await strapi.db.query(FILE_UID).findMany({ select: ['hash', 'ext', 'formats'] })) {
      for (const name of storedNames(row as StoredFileRow)) known.add(name);
    }
    const settings = (await strapi.store({ type: 'core', name: 'admin' }).get({ key: 'project-settings' })) as Record<
      string,
      { hash?: string; ext?: string } | null
    > | null;
    for (const logo of Object.values(settings ?? {})) if (logo?.hash) known.add(`${logo.hash}${logo.ext ?? ''}`);
    return known;
  };

  /** Rows in the dashboard's folders, created before `cutoff`, that no media field points at. */
  const unusedRows = async (cutoff: Date): Promise<StoredFileRow[]> => {
    // Strapi inserts a row (with its folderPath) and links its folder in a second statement, so a
    // process killed in between leaves a row whose folderPath alone says where it belongs.
    const folders = await strapi.db
      .query(FOLDER_UID)
      .findMany({ where: { name: { $in: Object.values(FOLDERS) }, parent: null }, select: ['id', 'path'] });
    const candidates = await strapi.db.query(FILE_UID).findMany({
      where: {
        createdAt: { $lt: cutoff },
        $or: [
          { folder: { id: { $in: folders.map((f) => f.id) } } },
          { folderPath: { $in: folders.map((f) => f.path) } },
        ],
      },
    });
    const { table, column } = morphTable();
    const ids = candidates.map((row) => row.id);
    const used = new Set<number>();
    for (let i = 0; i < ids.length; i += 500) {
      const refs = await strapi.db
        .connection(table)
        .distinct(column)
        .whereIn(column, ids.slice(i, i + 500));
      refs.forEach((ref) => used.add(Number(ref[column])));
    }
    return candidates.filter((r) => !used.has(r.id));
  };

  const sweepNow = async (minAgeMinutes: number): Promise<SweepResult> => {
    const cutoff = new Date(getService('clock').now().getTime() - minAgeMinutes * MINUTE);
    const rows = await unusedRows(cutoff);
    const journal = getService('upload-journal');
    const written = await journal.entries();
    const known = await knownNames();
    const stored = await storedObjects();
    // Stored files this installation wrote, before the cutoff, that no row of its database knows.
    const garbage = stored.filter((o) => {
      const at = written.get(o.name);
      return at !== undefined && at < cutoff.getTime() && o.modified < cutoff && !known.has(o.name);
    });

    const files = garbage.length + rows.reduce((n, row) => n + storedNames(row).length, 0);
    const percent = installerConfig(strapi).orphanSweepMaxPercent;
    if (files > Math.max(SWEEP_ALWAYS_ALLOWED, Math.floor((stored.length * percent) / 100))) {
      strapi.log.error(
        `Orphan sweep stopped and deleted nothing: it would have removed ${files} of the ${stored.length} stored ` +
          `files, more than ORPHAN_SWEEP_MAX_PERCENT (${percent}%) allows. Check that no other installation with ` +
          'another database shares this upload folder or bucket (DATABASE_URL, UPLOAD_PROVIDER, S3_BUCKET, ' +
          'S3_ROOT_PATH); if these files really are leftovers, raise ORPHAN_SWEEP_MAX_PERCENT for one start.',
      );
      return { rows: 0, objects: 0, refused: { files, of: stored.length } };
    }

    const upload = strapi.plugin('upload');
    // A row's remove deletes its stored file and every format, then the row.
    for (const row of rows) await upload.service('upload').remove(row);
    for (const object of garbage) {
      const ext = path.extname(object.name);
      // The provider's delete strikes the name from the journal (services/upload-journal.ts).
      await upload.provider.delete({ hash: object.name.slice(0, object.name.length - ext.length), ext });
    }
    // Entries of writes that never stored anything, or of files gone another way, and known to no row.
    const present = new Set(stored.map((o) => o.name));
    const gone = [...written].filter(([name, at]) => at < cutoff.getTime() && !present.has(name) && !known.has(name));
    await journal.forget(gone.map(([name]) => name));
    return { rows: rows.length, objects: garbage.length };
  };

  return {
    /** One sweep; null when another instance holds the lock. */
    async sweep({
      minAgeMinutes = installerConfig(strapi).orphanSweepMinAgeMinutes,
    } = {}): Promise<SweepResult | null> {
      const result = await exclusively(() => sweepNow(minAgeMinutes));
      if (result && (result.rows || result.objects)) {
        strapi.log.info(
          `Orphan sweep: removed ${result.rows} unused Media Library rows and ${result.objects} stored files without a row.`,
        );
      }
      return result;
    },
  };
};
