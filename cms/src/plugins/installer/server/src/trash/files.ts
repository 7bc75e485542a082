import fs from 'fs/promises';
import path from 'path';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  HeadObjectCommand,
  S3Client,
  type ObjectCannedACL,
} from '@aws-sdk/client-s3';
import { storedNames, type StoredFileRow, type UploadConfig } from '../utils/upload-rows';
import type { Core } from '@strapi/strapi';
import { morphJoinTableOf } from '../utils/db-metadata';
import { TRASH_UID } from './service';
import { needsFormats } from '../services/photo-formats';
import { getService } from '../utils/get-service';

const FILE_UID = 'plugin::upload.file';
/**
 * Where the files of items in the Trash wait, out of public reach: `.trash/<the file's documentId>/`
 * inside the upload folder (the static server never serves dot-folders, and the uploads middleware
 * answers 404 for them) or under the bucket's root path, copied there with a private ACL. The
 * documentId is never published, so the private names cannot be guessed either.
 */
const TRASH_DIR = '.trash';

interface Stored {
  /** `${hash}${ext}`: the name the provider stores the file (or one of its formats) under. */
  name: string;
}

/**
 * Moves the files of removed records out of public reach while they are in the Trash, and back,
 * byte for byte, when they are restored (or before they are deleted for ever, so Strapi's own
 * remove finds them where it stored them). Works for the local upload folder and for
 * UPLOAD_PROVIDER=aws-s3. A file still used by a live record is left where it is.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const config = () => strapi.config.get('plugin::upload') as UploadConfig | undefined;
  const isS3 = () => config()?.provider === 'aws-s3';

  const related = () => {
    const join = morphJoinTableOf(strapi, FILE_UID, 'related');
    return {
      table: join?.name ?? 'files_related_mph',
      file: join?.joinColumn?.name ?? 'file_id',
      type: join?.morphColumn?.typeColumn?.name ?? 'related_type',
    };
  };

  /** Files referenced only by trash items (none of a live record). */
  const onlyInTrash = async (ids: number[]): Promise<Set<number>> => {
    if (!ids.length) return new Set();
    const r = related();
    const live = await strapi.db.connection(r.table).distinct(r.file).whereIn(r.file, ids).whereNot(r.type, TRASH_UID);
    const used = new Set(live.map((row: Record<string, number | string>) => Number(row[r.file])));
    return new Set(ids.filter((id) => !used.has(id)));
  };

  const local = {
    dir: () => path.join(strapi.dirs.static.public, 'uploads'),
    async move(from: string, to: string) {
      try {
        await fs.access(from);
      } catch {
        return; // already moved (a retried request), or never stored
      }
      await fs.mkdir(path.dirname(to), { recursive: true });
      await fs.rename(from, to);
    },
    hide(row: StoredFileRow, { name }: Stored) {
      return this.move(path.join(this.dir(), name), path.join(this.dir(), TRASH_DIR, row.documentId, name));
    },
    show(row: StoredFileRow, { name }: Stored) {
      return this.move(path.join(this.dir(), TRASH_DIR, row.documentId, name), path.join(this.dir(), name));
    },
    async done(row: StoredFileRow) {
      await fs.rm(path.join(this.dir(), TRASH_DIR, row.documentId), { recursive: true, force: true });
    },
  };

  const s3 = () => {
    const { s3Options, rootPath } = config()!.providerOptions!;
    const { Bucket, ACL } = s3Options.params ?? {};
    const prefix = rootPath ? `${String(rootPath).replace(/\/+$/, '')}/` : '';
    const client = new S3Client(s3Options);
    const exists = (Key: string) =>
      client.send(new HeadObjectCommand({ Bucket, Key })).then(
        () => true,
        () => false,
      );
    /** Copy then delete: the object is never in neither place. */
    const move = async (from: string, to: string, acl: string | undefined) => {
      if (!(await exists(from))) return;
      await client.send(
        new CopyObjectCommand({
          Bucket,
          Key: to,
          CopySource: encodeURI(`${Bucket}/${from}`),
          ...(acl ? { ACL: acl as ObjectCannedACL } : {}),
        }),
      );
      await client.send(new DeleteObjectCommand({ Bucket, Key: from }));
    };
    const hidden = (row: StoredFileRow, name: string) => `${prefix}${TRASH_DIR}/${row.documentId}/${name}`;
    return {
      hide: (row: StoredFileRow, { name }: Stored) =>
        move(`${prefix}${name}`, hidden(row, name), ACL ? 'private' : undefined),
      show: (row: StoredFileRow, { name }: Stored) => move(hidden(row, name), `${prefix}${name}`, ACL),
      done: async () => {},
      close: () => client.destroy(),
    };
  };

  /** Runs `step` for every stored name of every file (by id), with the storage in use. */
  const each = async (ids: number[], step: 'hide' | 'show') => {
    if (!ids.length) return;
    const rows: StoredFileRow[] = await strapi.db.query(FILE_UID).findMany({ where: { id: { $in: ids } } });
    const storage = isS3() ? s3() : { ...local, close: () => {} };
    try {
      for (const row of rows) {
        for (const name of storedNames(row)) await storage[step](row, { name });
        if (step === 'show') await storage.done(row);
      }
    } finally {
      storage.close();
    }
  };

  const idsOf = (files: Array<{ id?: number } | number | null | undefined>) => [
    ...new Set(
      files.map((f) => (typeof f === 'number' ? f : f?.id)).filter((id): id is number => typeof id === 'number'),
    ),
  ];

  return {
    /** After a record went to the Trash: its files (those no live record uses) leave public reach. */
    async hide(files: Array<{ id?: number } | number | null | undefined>) {
      const hidden = [...(await onlyInTrash(idsOf(files)))];
      // A photo whose formats are still being made: its job stops first (format-jobs.ts), so no format lands in public
      // reach after the move.
      await getService('format-jobs').cancel(hidden);
      await each(hidden, 'hide');
    },

    /** Before a trash item is restored or deleted for ever: its files come back where they were stored. */
    async show(files: Array<{ id?: number } | number | null | undefined>) {
      const ids = idsOf(files);
      await each(ids, 'show');
      // Photos trashed before their formats were made get them now (a delete for ever cancels the job again).
      const rows = ids.length ? await strapi.db.query(FILE_UID).findMany({ where: { id: { $in: ids } } }) : [];
      await getService('format-jobs').enqueue(rows.filter(needsFormats).map((row: StoredFileRow) => row.id));
    },
  };
};
