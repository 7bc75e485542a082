import type { Core } from '@strapi/strapi';
import { FOLDERS, type CheckedFile, type FileRow } from './files';
import { withUndo } from '../utils/undo';
import { getService } from '../utils/get-service';

export const LOGO_UID = 'api::logo.logo';

/** The last segment of a stored path: what DELETE /logos/:fileName names. */
export const fileNameOf = (url: string) => url.split('?')[0].split('/').pop() ?? '';

/** A name that can only ever be a single file name: no separators, no "..", nothing exotic. */
export const isPlainFileName = (name: string) => /^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(name) && !name.includes('..');

/** The client-logo library (spec: "Client Logo Management"). */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const logos = () => strapi.documents(LOGO_UID as any);
  const files = () => getService('files');

  return {
    /** Stored logos with their files, newest first. */
    findAll: () => logos().findMany({ populate: { file: true } as any, sort: ['id:desc'] }),

    async add(name: string, file: CheckedFile) {
      return withUndo(async (onUndo) => {
        const row: FileRow = await files().store(file, FOLDERS.logoLibrary, name);
        onUndo(() => files().remove([row]));
        const logo: any = await logos().create({ data: { name, file: row.id } as any, populate: { file: true } as any });
        return logo;
      });
    },

    /** The logo whose stored file is named `fileName`; names that are not plain file names never match. */
    async findByFileName(fileName: string) {
      if (!isPlainFileName(fileName)) return null;
      const all: any[] = await this.findAll();
      return all.find((logo) => logo.file?.url && fileNameOf(logo.file.url) === fileName) ?? null;
    },
  };
};
