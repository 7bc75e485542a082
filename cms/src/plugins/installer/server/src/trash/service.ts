import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { MESSAGES, type Power, type Powers, type TrashItem, type TrashKind } from '@portfolio/contract';
import type { SessionState } from '../middlewares/session';
import type { FileRow } from '../services/files';
import { conflict, forbidden, notFound } from '../utils/http-errors';
import { withNameLock } from '../utils/name-lock';
import { installerConfig } from '../config';
import type { Removal } from './kinds';
import { getService, type Services } from '../utils/get-service';

export const TRASH_UID = 'plugin::installer.trash-item';

/** A claim older than this is from a process that died mid-way: another may take the item over. */
const CLAIM_STALE_MS = 10 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** TRASH_RETENTION_DAYS (decimals allowed, tests use seconds' worth); 30 days by default. */
export const retentionMs = (strapi: Core.Strapi) => installerConfig(strapi).trashRetentionDays * DAY_MS;

/** The power each kind's removal needs (routes/access.ts); null: only status users remove it. */
const REMOVAL_POWER: Record<TrashKind, Power | null> = {
  client: 'remove-client',
  site: 'remove-project',
  post: null,
  logo: null,
  job: null,
  document: null,
};

/** A trash item row as this service reads it (files populated where they are used). */
interface TrashRow {
  id: number;
  documentId: string;
  kind: TrashKind;
  label: string;
  context?: string | null;
  removedBy?: string | null;
  removedById?: number | null;
  removedAt: string | Date;
  files?: FileRow[] | null;
}

/** The record each kind's removal takes (trash/kinds). */
type RecordOf<K extends TrashKind> = Parameters<Services['trash-kinds'][K]>[0];

const actorOf = (ctx: Context | null) => (ctx?.state as SessionState | undefined)?.installer?.user ?? null;

/**
 * The Trash. Removing a client, site, post or logo moves its rows into one trash item (a JSON
 * snapshot) whose media field holds the files, in one transaction: every read of the live tables
 * stops showing it at once, and the files stay referenced. Restore, delete-for-ever and the purge
 * first claim the item with one conditional UPDATE, so two requests or two instances never act on
 * the same item twice.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const items = () => strapi.db.query(TRASH_UID);
  const kinds = () => getService('trash-kinds');
  const files = () => getService('files');
  /** Files of items in the Trash are out of public reach (trash/files). */
  const trashFiles = () => getService('trash-files');
  const audit = (ctx: Context | null, action: string, item: TrashRow, summary: Record<string, unknown> = {}) =>
    getService('audit').record(ctx, action, 'trash', item.documentId, {
      kind: item.kind,
      label: item.label,
      ...summary,
    });

  const toItem = (row: TrashRow): TrashItem => ({
    _id: row.documentId,
    kind: row.kind,
    label: row.label,
    context: row.context ?? null,
    removedBy: row.removedBy ?? null,
    removedAt: new Date(row.removedAt).toISOString(),
    purgeAt: new Date(new Date(row.removedAt).getTime() + retentionMs(strapi)).toISOString(),
    fileCount: (row.files ?? []).length,
  });

  /** Takes the item for this process; false when another request or instance holds it. */
  const claim = async (id: number, where: Record<string, unknown> = {}) => {
    const stale = new Date(Date.now() - CLAIM_STALE_MS);
    const { count } = await items().updateMany({
      where: { id, ...where, $or: [{ claimedAt: { $null: true } }, { claimedAt: { $lt: stale } }] },
      data: { claimedAt: new Date() },
    });
    return count === 1;
  };
  const release = (id: number) => items().updateMany({ where: { id }, data: { claimedAt: null } });

  /** Deletes a claimed item and then its files from storage. */
  const destroyClaimed = async (item: TrashRow) => {
    await trashFiles().show(item.files ?? []);
    await items().delete({ where: { id: item.id } });
    await files().remove(item.files ?? []);
  };

  return {
    /** Moves the record described by `removal` (see trash-kinds) into the Trash; answers the trash item's id. */
    async move(ctx: Context, removal: Removal): Promise<string> {
      const actor = actorOf(ctx);
      const fileIds = [...new Set(removal.files.filter((f): f is FileRow => !!f?.id).map((f) => f.id))];
      const created = await strapi.db.transaction(async () => {
        const row = await items().create({
          data: {
            kind: removal.kind,
            label: removal.label,
            context: removal.context,
            snapshot: removal.snapshot,
            files: fileIds,
            removedBy: actor?.email ?? null,
            removedById: actor?.id ?? null,
            removedAt: new Date(),
            publishedAt: new Date(),
          },
        });
        await removal.removeLive();
        return row;
      });
      await trashFiles()
        .hide(fileIds)
        .catch((error: Error) =>
          strapi.log.error(`The files of trash item ${created.documentId} are still public: ${error.message}`),
        );
      return created.documentId;
    },

    /** Moves a live record, as its service loaded it (with its files), to the Trash; answers the trash item's id. */
    remove<K extends TrashKind>(ctx: Context, kind: K, record: RecordOf<K>): Promise<string> {
      return this.move(ctx, (kinds()[kind] as (record: RecordOf<K>) => Removal)(record));
    },

    async list(): Promise<TrashItem[]> {
      const rows = await items().findMany({
        populate: { files: { select: ['id'] } },
        orderBy: [{ removedAt: 'desc' }, { id: 'desc' }],
      });
      return rows.map(toItem);
    },

    find: (documentId: string) => items().findOne({ where: { documentId }, populate: { files: true } }),

    /**
     * Status users restore anything; anyone else only what they removed themselves (the toast's
     * Undo), and only while they still hold the power that removal needed: revoking a power also
     * takes back the undo of what was removed with it.
     */
    mayRestore: (item: TrashRow, user: { id: number; status: boolean; powers: Powers } | null) => {
      if (!user) return false;
      if (user.status) return true;
      const power = REMOVAL_POWER[item.kind as TrashKind];
      return item.removedById === user.id && !!power && user.powers[power] === true;
    },

    async restore(ctx: Context, documentId: string) {
      const item = await this.find(documentId);
      if (!item) throw notFound(MESSAGES.trashNotFound);
      if (!this.mayRestore(item, actorOf(ctx))) throw forbidden(MESSAGES.cannotRestore);
      const run = async () => {
        await kinds().checkRestorable(item.kind, item.snapshot);
        if (!(await claim(item.id))) throw conflict(MESSAGES.trashBusy);
        try {
          await trashFiles().show(item.files ?? []);
          const restoredId: string = await strapi.db.transaction(async () => {
            const id = await kinds().restore(item.kind, item.snapshot);
            await items().delete({ where: { id: item.id } });
            return id;
          });
          await audit(ctx, 'trash.restore', item, { restoredId });
          return { kind: item.kind as TrashKind, restoredId };
        } catch (error) {
          await trashFiles()
            .hide(item.files ?? [])
            .catch((hideError: Error) =>
              strapi.log.error(`The files of trash item ${item.documentId} are public again: ${hideError.message}`),
            );
          await release(item.id);
          throw error;
        }
      };
      // A client's name is checked and taken under the same lock addClient uses.
      return item.kind === 'client' ? withNameLock(item.snapshot.name, run) : run();
    },

    async destroy(ctx: Context, documentId: string) {
      const item = await this.find(documentId);
      if (!item) throw notFound(MESSAGES.trashNotFound);
      if (!(await claim(item.id))) throw conflict(MESSAGES.trashBusy);
      await destroyClaimed(item);
      await audit(ctx, 'trash.delete', item, { files: (item.files ?? []).length });
    },

    /** Deletes every item older than the retention period, each claimed first; answers how many this process purged. */
    async purge(): Promise<number> {
      const cutoff = new Date(Date.now() - retentionMs(strapi));
      const due = await items().findMany({ where: { removedAt: { $lt: cutoff } }, select: ['id'] });
      let purged = 0;
      for (const { id } of due) {
        if (!(await claim(id, { removedAt: { $lt: cutoff } }))) continue;
        const item = await items().findOne({ where: { id }, populate: { files: true } });
        if (!item) continue;
        await destroyClaimed(item);
        await audit(null, 'trash.purge', item, { removedAt: item.removedAt, files: (item.files ?? []).length });
        purged++;
      }
      if (purged) await getService('response-cache').bump();
      return purged;
    },
  };
};
