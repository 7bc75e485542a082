import type { Context } from 'koa';
import { AsyncLocalStorage } from 'async_hooks';
import path from 'path';
import type { Core } from '@strapi/strapi';
import { FILE_KINDS, MESSAGES, type FileKind, API_MESSAGES } from '@portfolio/contract';
import { sniffFile, type Sniffed, type SniffedType } from '../file-safety/sniff';
import { checkImage, type ImageRefusals } from '../file-safety/image-check';
import { badRequest, tooLarge, unsupportedType } from '../utils/http-errors';
import { getService } from '../utils/get-service';
import { deferring } from './upload-plugin';
import { imageJobs } from './image-jobs';

const FILE_UID = 'plugin::upload.file';
const FOLDER_UID = 'plugin::upload.folder';

/** A file as formidable (strapi::body) hands it over. */
export interface IncomingFile {
  filepath: string;
  originalFilename?: string | null;
  mimetype?: string | null;
  size: number;
}

/** A file whose content passed the checks for its use; `sniffed` says what it really is. */
export interface CheckedFile {
  source: IncomingFile;
  sniffed: Sniffed;
}

/** A row of Strapi's upload plugin (what a populated media attribute holds). */
export interface FileRow {
  id: number;
  url: string;
  mime?: string;
  width?: number | null;
  height?: number | null;
  formats?: Record<string, { url: string; width?: number | null; height?: number | null }> | null;
  [key: string]: unknown;
}

/** Media Library folders the dashboard's uploads go to. */
export const FOLDERS = {
  clientLogos: 'Client logos',
  sitePhotos: 'Site photos',
  siteVideos: 'Site videos',
  logoLibrary: 'Logo library',
  posts: 'Press, awards and testimonials',
  shareImages: 'Share images',
  documents: 'Certificates and downloads',
  pagePictures: 'Page pictures',
  doorPhotos: 'Fire-door photos',
} as const;
export type FolderName = (typeof FOLDERS)[keyof typeof FOLDERS];

const ACCEPTED: Record<FileKind, SniffedType[]> = {
  logo: ['png', 'jpeg', 'svg'],
  postImage: ['jpeg', 'png', 'gif', 'webp'],
  photo: ['jpeg', 'png', 'webp'],
  video: ['mp4', 'webm', 'mov'],
};

/** Formats Strapi renders during upload (SVG included, rasterised for its checks). */
const RENDERED: SniffedType[] = ['png', 'jpeg', 'gif', 'webp', 'svg'];

/** How one request field is checked and what its refusals say. */
export interface FileUse extends ImageRefusals {
  kind: FileKind;
  tooLargeMessage: string;
  /** "under 5MB" (logos) rather than "up to". */
  strictlyBelowMax?: boolean;
}

const mb = (bytes: number) => Math.round(bytes / (1024 * 1024));
const use = (kind: FileKind, label: string): FileUse => ({
  kind,
  invalidMessage: MESSAGES.invalidFile(label, FILE_KINDS[kind].label),
  tooLargeMessage: MESSAGES.fileTooLarge(label, mb(FILE_KINDS[kind].maxBytes)),
  tooManyPixelsMessage: MESSAGES.tooManyPixels(label),
  animatedMessage: MESSAGES.animatedImage(label),
});

export const FILE_USES = {
  clientLogo: { ...use('logo', 'Logo'), strictlyBelowMax: true },
  libraryLogo: {
    kind: 'logo',
    invalidMessage: MESSAGES.invalidLogo,
    tooLargeMessage: MESSAGES.logoTooLarge,
    tooManyPixelsMessage: MESSAGES.tooManyPixels('Logo'),
    animatedMessage: MESSAGES.animatedImage('Logo'),
    strictlyBelowMax: true,
  },
  photo: use('photo', 'Each photo'),
  video: use('video', 'Video'),
  postImage: use('postImage', 'Image'),
} satisfies Record<string, FileUse>;

export const UNSAFE_SVG_MESSAGE = 'SVG files with scripts, event handlers or external references are not allowed.';

/** The position of a file in the request, from its temp name (see the strapi::body config). */
const partIndex = (file: IncomingFile) => Number.parseInt(path.basename(file.filepath), 10);

/**
 * The files a multipart request sent under `field`, in the order they were sent; an empty file
 * input (no name, no bytes) counts as none.
 */
export const requestFiles = (ctx: Context, field: string): IncomingFile[] => {
  const value = ctx.request?.files?.[field];
  const list: IncomingFile[] = value ? (Array.isArray(value) ? value : [value]) : [];
  const sent = list.filter((f) => f && typeof f.filepath === 'string' && (f.size > 0 || f.originalFilename));
  return sent.every((f) => Number.isFinite(partIndex(f)))
    ? [...sent].sort((a, b) => partIndex(a) - partIndex(b))
    : sent;
};

export const requestFile = (ctx: Context, field: string, label: string): IncomingFile | undefined => {
  const files = requestFiles(ctx, field);
  if (files.length > 1) throw badRequest(API_MESSAGES.onlyOneFile(label));
  return files[0];
};

/** Checks size, then content: magic bytes, SVG scanned for active content, images decoded. */
export const checkFile = async (file: IncomingFile, fileUse: FileUse): Promise<CheckedFile> => {
  const { maxBytes } = FILE_KINDS[fileUse.kind];
  if (fileUse.strictlyBelowMax ? file.size >= maxBytes : file.size > maxBytes) throw tooLarge(fileUse.tooLargeMessage);

  const accepted = ACCEPTED[fileUse.kind];
  const sniffed = await sniffFile(file.filepath, accepted.includes('svg')).catch(() => null);
  if (sniffed?.type === 'unsafe-svg') throw unsupportedType(UNSAFE_SVG_MESSAGE);
  if (!sniffed || !accepted.includes(sniffed.type)) throw unsupportedType(fileUse.invalidMessage);

  if (RENDERED.includes(sniffed.type)) await imageJobs(() => checkImage(file.filepath, sniffed, fileUse));
  return { source: file, sniffed };
};

export const checkFiles = (files: IncomingFile[], fileUse: FileUse) =>
  Promise.all(files.map((f) => checkFile(f, fileUse)));

/** A file name Strapi accepts and that cannot escape the upload folder. */
const safeBaseName = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/\.+/g, '.')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 80) || 'file';

/** What is stored with formats deferred: photos of projects (several large phone photos per save). */
const DEFERRED_FOLDERS: FolderName[] = [FOLDERS.sitePhotos];
const DEFERRED_TYPES: SniffedType[] = ['jpeg', 'png', 'webp'];
/**
 * Set while the demo seed stores its pictures (withFormatsAtEnd): its project photos and page
 * pictures are deferred like a request's photos, whatever PHOTO_FORMATS_IN_BACKGROUND says, so
 * format-jobs' maker makes their formats (one decode per picture, WebP at once) instead of Strapi's
 * (a decode per format, JPEG then WebP).
 */
const seeding = new AsyncLocalStorage<boolean>();
const SEED_DEFERRED_FOLDERS: FolderName[] = [FOLDERS.sitePhotos, FOLDERS.pagePictures];
/**
 * PHOTO_FORMATS_IN_BACKGROUND=false makes them during the save again, as before they moved to the background (the
 * bench's "before").
 */
const deferPhotoFormats = () => process.env.PHOTO_FORMATS_IN_BACKGROUND !== 'false';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * Runs a seed (`work`) whose project photos and page pictures are queued for format-jobs as they
   * are stored, and waits until every queued job is done: the demo is complete when the server
   * first answers. A first start with the demo costs a third less CPU than with Strapi's formats
   * (bench/RESULTS.md).
   */
  async withFormatsAtEnd<T>(work: () => Promise<T>): Promise<T> {
    const result = await seeding.run(true, work);
    await getService('format-jobs').kick();
    return result;
  },

  /** Creates the Media Library folders at start-up, so concurrent first uploads cannot create duplicates. */
  async ensureFolders() {
    for (const name of Object.values(FOLDERS)) await this.folderId(name);
  },

  async folderId(name: FolderName): Promise<number | undefined> {
    try {
      const existing = await strapi.db.query(FOLDER_UID).findOne({ where: { name, parent: null } });
      if (existing) return existing.id;
      const created = await strapi.plugin('upload').service('folder').create({ name, parent: null });
      return created.id;
    } catch (error) {
      // Folders only organise the Media Library; an upload must not fail because of one.
      strapi.log.warn(`Could not prepare the upload folder "${name}": ${error}`);
      return undefined;
    }
  },

  /**
   * Stores one checked file through Strapi's upload plugin (which also writes the responsive
   * formats). A project photo saved through the API (a request is under way) is stored as it is
   * and its formats are queued for the background (format-jobs.ts): the save answers once the file
   * is stored. Logos, post images and documents are small and keep the formats made at once; so
   * does the demo seed at start-up, so the demo is complete when the server first answers.
   */
  async store(file: CheckedFile, folder: FolderName, name: string): Promise<FileRow> {
    const fileName = `${safeBaseName(name)}${file.sniffed.ext}`;
    const folderId = await this.folderId(folder);
    const upload = async () => {
      const [row] = await strapi
        .plugin('upload')
        .service('upload')
        .upload({
          data: { fileInfo: { name: fileName, folder: folderId } },
          files: {
            filepath: file.source.filepath,
            originalFilename: fileName,
            mimetype: file.sniffed.mime,
            size: file.source.size,
          },
        });
      return row as FileRow;
    };
    const deferred = seeding.getStore()
      ? SEED_DEFERRED_FOLDERS.includes(folder)
      : deferPhotoFormats() && DEFERRED_FOLDERS.includes(folder) && !!strapi.requestContext.get();
    if (deferred && DEFERRED_TYPES.includes(file.sniffed.type)) {
      const row = await deferring.run(true, upload);
      await getService('format-jobs').enqueue([row.id]);
      return row;
    }
    // Strapi decodes images again and writes their responsive formats: an image job too.
    return RENDERED.includes(file.sniffed.type) ? imageJobs(upload) : upload();
  },

  /**
   * Stores several files in order; if one fails, the ones already stored are removed again, so
   * a refused request leaves no orphan in storage.
   */
  async storeAll(files: CheckedFile[], folder: FolderName, name: string): Promise<FileRow[]> {
    const rows: FileRow[] = [];
    try {
      for (const [i, file] of files.entries())
        rows.push(await this.store(file, folder, files.length > 1 ? `${name}-${i + 1}` : name));
      return rows;
    } catch (error) {
      await this.remove(rows);
      throw error;
    }
  },

  /** Deletes files (with every responsive format) from storage and the Media Library; never throws. */
  async remove(rows: Array<FileRow | null | undefined>) {
    for (const row of rows) {
      if (!row?.id) continue;
      try {
        const current = await strapi.db.query(FILE_UID).findOne({ where: { id: row.id } });
        if (current) await strapi.plugin('upload').service('upload').remove(current);
      } catch (error) {
        strapi.log.error(`Could not delete upload ${row.id} (${row.url}): ${error}`);
      }
    }
  },
});
