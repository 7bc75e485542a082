import type { Core } from '@strapi/strapi';
import { LOGO_ORDER_MESSAGES } from '@portfolio/contract';
import { FOLDERS, type CheckedFile, type FileRow } from '../../services/files';
import { withUndo } from '../../trash/undo';
import { getService } from '../../utils/get-service';
import { badRequest } from '../../utils/http-errors';
import { asRow, asRows, documentInput } from '../../utils/document-rows';

export const LOGO_UID = 'api::logo.logo';

/** The last segment of a stored path: what DELETE /logos/:fileName names. */
export const fileNameOf = (url: string) => url.split('?')[0].split('/').pop() ?? '';

/** A name that can only ever be a single file name: no separators, no "..", nothing exotic. */
export const isPlainFileName = (name: string) => /^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(name) && !name.includes('..');

/**
 * A logo-library row (api::logo.logo) with its file populated: null once the file is gone (removed in
 * the Media Library, or missing when the logo came back from the Trash).
 */
export interface LogoRow {
  id: number;
  documentId: string;
  name: string;
  position?: number | null;
  /** Strapi's file row (its `name` is the uploaded file's name, which the Trash shows). */
  file?: (FileRow & { name?: string }) | null;
}

/** A logo just stored, with the file it was stored with. */
export type StoredLogo = LogoRow & { file: FileRow };

/** A logo whose stored file is there (a logo's file may be null: the schema does not require it). */
export const hasFile = (logo: LogoRow): logo is StoredLogo => Boolean(logo.file?.url);

interface Placed {
  id: number;
  position?: number | null;
}

/**
 * Staff's order: by `position`; logos stored before there was an order have none and
 * come after, newest first, as every logo did then. Sorted here rather than in SQL, where SQLite
 * and PostgreSQL put NULL at opposite ends.
 */
export const byPosition = (a: Placed, b: Placed) => {
  const pa = a.position ?? Number.POSITIVE_INFINITY;
  const pb = b.position ?? Number.POSITIVE_INFINITY;
  return pa === pb ? b.id - a.id : pa - pb;
};

/** The client-logo library (spec: "Client Logo Management"), in the order staff set (the logo wall's). */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const logos = () => strapi.documents(LOGO_UID);
  const rows = () => strapi.db.query(LOGO_UID);
  const files = () => getService('files');

  return {
    /** Stored logos with their files, in staff's order (a new upload first). */
    async findAll(): Promise<LogoRow[]> {
      const all = asRows<LogoRow>(await logos().findMany({ populate: { file: true } }));
      return all.sort(byPosition);
    },

    /** The position that puts a logo first: before every placed one. */
    async firstPosition(): Promise<number> {
      const [first] = await rows().findMany({
        where: { position: { $notNull: true } },
        orderBy: { position: 'asc' },
        limit: 1,
        select: ['position'],
      });
      return (first?.position ?? 0) - 1;
    },

    async add(name: string, file: CheckedFile): Promise<StoredLogo> {
      return withUndo(async (onUndo) => {
        const row: FileRow = await files().store(file, FOLDERS.logoLibrary, name);
        onUndo(() => files().remove([row]));
        const position = await this.firstPosition();
        const logo = asRow<StoredLogo>(
          await logos().create({
            data: documentInput(LOGO_UID, { name, file: row.id, position }),
            populate: { file: true },
          }),
        )!;
        return logo;
      });
    },

    /** The logo whose stored file is named `fileName`; names that are not plain file names never match. */
    async findByFileName(fileName: string): Promise<LogoRow | null> {
      if (!isPlainFileName(fileName)) return null;
      const all: LogoRow[] = await this.findAll();
      return all.find((logo) => logo.file?.url && fileNameOf(logo.file.url) === fileName) ?? null;
    },

    /**
     * A new order: `fileNames` must name every stored logo once (its file's name, as GET /logos
     * lists it and DELETE /logos/:fileName takes it). Checked before anything is written; the
     * positions are then written in one transaction. Answers the logos in their new order.
     */
    async setOrder(fileNames: string[]): Promise<LogoRow[]> {
      const all = (await this.findAll()).filter(hasFile);
      const byName = new Map(all.map((logo) => [fileNameOf(logo.file.url), logo]));
      const unknown = fileNames.find((name) => !byName.has(name));
      if (unknown !== undefined) throw badRequest(LOGO_ORDER_MESSAGES.orderUnknown(unknown));
      if (fileNames.length !== all.length)
        throw badRequest(LOGO_ORDER_MESSAGES.orderIncomplete(all.length, fileNames.length));
      await strapi.db.transaction(async () => {
        for (const [position, name] of fileNames.entries())
          await rows().update({ where: { id: byName.get(name)!.id }, data: { position } });
      });
      return this.findAll();
    },
  };
};
