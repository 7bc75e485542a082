import fs from 'fs';
import path from 'path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { Core } from '@strapi/strapi';
import { morphJoinTableOf } from '../utils/db-metadata';
import type { StoredFileRow, UploadConfig } from '../utils/upload-rows';
import { FOLDERS } from './files';
import { installerConfig } from '../config';

const FILE_UID = 'plugin::upload.file';
const FOLDER_UID = 'plugin::upload.folder';
const MINUTE = 60_000;
/** Any number: the PostgreSQL advisory lock that lets one instance at a time sweep. */
const LOCK_KEY = 741_015;

/**
 * Names Strapi gives stored files: `<name>_<10 hex digits><ext>`, formats prefixed (`small_...`).
 * Anything else in the bucket or the folder is not Strapi's and is never touched.
 */
const STRAPI_NAME = /_[0-9a-f]{10}\.[a-z0-9]+$/i;


interface StoredObject {
  /** `${hash}${ext}`: the name Strapi's providers store a file (or one of its formats) under. */
  name: string;
  modified: Date;
}

export interface SweepResult {
  rows: number;
  objects: number;
}

/**
 * Removes what a write cut short leaves behind (a process killed between storing a file and
 * saving the entry that uses it): Media Library rows in the dashboard's folders that no entry
 * references, with their stored files, and stored files (named as Strapi names them) that no
 * Media Library row knows. Only
 * what is older than ORPHAN_SWEEP_MIN_AGE_MINUTES (60) is touched, so uploads of requests still
 * running are safe. "Referenced" is Strapi's media morph table (files_related_mph): every media
 * field of every content type and component, whatever adds them later. Files a super-admin put in
 * other Media Library folders are never swept: they may be waiting to be used.
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
            new ListObjectsV2Command({ Bucket: s3Options.params.Bucket, Prefix: rootPath ? `${rootPath.replace(/\/+$/, '')}/` : undefined, ContinuationToken: token }),
          );
          for (const o of page.Contents ?? []) if (o.Key && o.LastModified) objects.push({ name: path.posix.basename(o.Key), modified: o.LastModified });
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

  const sweepObjects = async (cutoff: Date): Promise<number> => {
    const upload = strapi.plugin('upload');
    // Stored objects that no Media Library row (of any folder) names, nor the Strapi admin panel's
    // project settings (its menu and sign-in logos are stored without a row).
    const known = new Set<string>();
    for (const row of await strapi.db.query(FILE_UID).findMany({ select: ['hash', 'ext', 'formats'] })) {
      for (const f of [row, ...Object.values((row as StoredFileRow).formats ?? {})]) if (f?.hash) known.add(`${f.hash}${f.ext ?? ''}`);
    }
    const settings = (await strapi.store({ type: 'core', name: 'admin' }).get({ key: 'project-settings' })) as Record<string, { hash?: string; ext?: string } | null> | null;
    for (const logo of Object.values(settings ?? {})) if (logo?.hash) known.add(`${logo.hash}${logo.ext ?? ''}`);
    let objects = 0;
    for (const object of await storedObjects()) {
      if (known.has(object.name) || object.modified >= cutoff || !STRAPI_NAME.test(object.name)) continue;
      const ext = path.extname(object.name);
      await upload.provider.delete({ hash: object.name.slice(0, object.name.length - ext.length), ext });
      objects++;
    }
    return objects;
  };

  const sweepNow = async (minAgeMinutes: number): Promise<SweepResult> => {
    const cutoff = new Date(Date.now() - minAgeMinutes * MINUTE);

    // Rows in the dashboard's folders, old enough, that no media field points at. Strapi inserts a
    // row (with its folderPath) and links its folder in a second statement, so a process killed in
    // between leaves a row whose folderPath alone says where it belongs.
    const folders = await strapi.db.query(FOLDER_UID).findMany({ where: { name: { $in: Object.values(FOLDERS) }, parent: null }, select: ['id', 'path'] });
    const candidates = await strapi.db.query(FILE_UID).findMany({
      where: {
        createdAt: { $lt: cutoff },
        $or: [{ folder: { id: { $in: folders.map((f) => f.id) } } }, { folderPath: { $in: folders.map((f) => f.path) } }],
      },
    });
    const { table, column } = morphTable();
    const ids = candidates.map((row) => row.id);
    const used = new Set<number>();
    for (let i = 0; i < ids.length; i += 500) {
      const refs = await strapi.db.connection(table).distinct(column).whereIn(column, ids.slice(i, i + 500));
      refs.forEach((ref) => used.add(Number(ref[column])));
    }
    let rows = 0;
    for (const row of candidates.filter((r) => !used.has(r.id))) {
      await strapi.plugin('upload').service('upload').remove(row); // its stored file and every format, then the row
      rows++;
    }
    return { rows, objects: await sweepObjects(cutoff) };
  };

  return {
    /** One sweep; null when another instance holds the lock. */
    async sweep({ minAgeMinutes = installerConfig(strapi).orphanSweepMinAgeMinutes } = {}): Promise<SweepResult | null> {
      const result = await exclusively(() => sweepNow(minAgeMinutes));
      if (result && (result.rows || result.objects)) {
        strapi.log.info(`Orphan sweep: removed ${result.rows} unused Media Library rows and ${result.objects} stored files without a row.`);
      }
      return result;
    },
  };
};
