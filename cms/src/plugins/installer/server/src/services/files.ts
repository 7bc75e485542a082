import type { Context } from 'koa';
import { AsyncLocalStorage } from 'async_hooks';
import fs from 'fs';
import path from 'path';
import pLimit from 'p-limit';
import sharp from 'sharp';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { FILE_KINDS, LIMITS, MESSAGES, type FileKind, API_MESSAGES } from '@portfolio/contract';
import { sniffFile, type Sniffed, type SniffedType } from '../file-safety/sniff';
import { isAnimated } from '../file-safety/image-frames';
import { badRequest, tooLarge, unsupportedType } from '../utils/http-errors';
import { getService } from '../utils/get-service';

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

/**
 * Image work (decoding, and Strapi's resizing when a file is stored) runs on libuv's thread pool,
 * which file I/O shares: at most IMAGE_JOBS (default 2) image jobs at a time per process; the
 * others wait their turn.
 */
let imageLimit = pLimit(2);
export const imageJobs = <T>(job: () => Promise<T>): Promise<T> => imageLimit(job);
/** Sizes the queue from the plugin's `imageJobs` setting (register.ts). */
export const setImageJobs = (jobs: number) => {
  imageLimit = pLimit(jobs);
};

/** Width x height and frame count from the image's header (or an SVG's canvas), without decoding a pixel. */
const measure = async (input: string | Buffer): Promise<{ pixels: number | null; pages: number }> => {
  const { width, height, pages } = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => ({ width: 0, height: 0, pages: 1 }));
  return { pixels: width && height ? width * height : null, pages: pages ?? 1 };
};

/**
 * Measures an image before any pixel work. An animation (more than one frame: animated GIF, WebP,
 * APNG, read from the container's headers, then sharp's page count) answers 400, as more than
 * LIMITS.imageMaxPixels (the canvas of an SVG, or any raster image it embeds) answers 413, without
 * decoding; then the image is decoded, with the same cap enforced by sharp, so a corrupt file is
 * refused before anything is stored.
 */
export const checkImage = async (filepath: string, sniffed: Sniffed, fileUse: FileUse) => {
  const embedded = (sniffed.type === 'svg' ? (sniffed.embedded ?? []) : []).map((uri) =>
    Buffer.from(uri.slice(uri.indexOf(',') + 1), 'base64'),
  );
  if (sniffed.type !== 'svg' && isAnimated(await fs.promises.readFile(filepath)))
    throw badRequest(fileUse.animatedMessage);
  if (embedded.some(isAnimated)) throw badRequest(fileUse.animatedMessage);
  const sizes = [await measure(filepath), ...(await Promise.all(embedded.map(measure)))];
  if (sizes.some(({ pixels }) => pixels === null)) throw unsupportedType(fileUse.invalidMessage);
  if (sizes.some(({ pages }) => pages > 1)) throw badRequest(fileUse.animatedMessage);
  if (sizes.some(({ pixels }) => pixels! > LIMITS.imageMaxPixels)) throw tooLarge(fileUse.tooManyPixelsMessage);
  const decodable = await sharp(filepath, { limitInputPixels: LIMITS.imageMaxPixels })
    .stats()
    .then(() => true)
    .catch(() => false);
  if (!decodable) throw unsupportedType(fileUse.invalidMessage);
};

/** How one request field is checked and what its refusals say. */
export interface FileUse {
  kind: FileKind;
  invalidMessage: string;
  tooLargeMessage: string;
  tooManyPixelsMessage: string;
  animatedMessage: string;
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

/** A responsive format as Strapi's image-manipulation service makes it (a file in its temporary folder). */
interface FormatFile {
  name: string;
  hash: string;
  ext?: string;
  mime?: string;
  filepath: string;
  getStream: () => NodeJS.ReadableStream;
  size?: number;
  sizeInBytes?: number;
  [key: string]: unknown;
}
type ResponsiveFormats = (file: { mime?: string }) => Promise<Array<{ key: string; file: FormatFile }>>;

/** WebP quality of photos' responsive formats: under half the bytes of Strapi's JPEG at 80 (a 750 px card photo 51 KB -> 24 KB), no visible loss at card and gallery sizes. */
const WEBP_QUALITY = 70;

/** One JPEG format re-encoded as WebP beside it (the same hash: `medium_photo_ab12.webp`). */
const asWebp = async (format: FormatFile): Promise<FormatFile> => {
  const filepath = `${format.filepath}.webp`;
  const { size } = await sharp(format.filepath).webp({ quality: WEBP_QUALITY }).toFile(filepath);
  await fs.promises.rm(format.filepath, { force: true });
  return {
    ...format,
    name: format.name.replace(/\.(jpe?g)$/i, '.webp'),
    ext: '.webp',
    mime: 'image/webp',
    filepath,
    getStream: () => fs.createReadStream(filepath),
    size: Math.round((size / 1000) * 100) / 100,
    sizeInBytes: size,
  };
};

/**
 * Set while a photo is stored with its formats left to the background (format-jobs.ts): Strapi's
 * upload plugin then skips its image work (the decode again to check it, re-encoding the original,
 * the thumbnail and the responsive formats) and only stores the file and its row.
 */
const deferring = new AsyncLocalStorage<boolean>();
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
/** PHOTO_FORMATS_IN_BACKGROUND=false makes them during the save again, as before they moved to the background (the bench's "before"). */
const deferPhotoFormats = () => process.env.PHOTO_FORMATS_IN_BACKGROUND !== 'false';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * Makes Strapi's image work a no-op for uploads stored inside `deferring` (wrapped once at
   * start-up, like the WebP formats below). The file was decoded and checked by checkFile already.
   */
  skipImageWorkWhenDeferred() {
    const manipulation = strapi.plugin('upload').service('image-manipulation') as Record<
      string,
      (...args: unknown[]) => Promise<unknown>
    >;
    const skipped: Record<string, (file: unknown) => unknown> = {
      isFaultyImage: () => false,
      optimize: (file) => file,
      generateThumbnail: () => null,
      generateResponsiveFormats: () => [],
    };
    for (const [name, result] of Object.entries(skipped)) {
      const original = manipulation[name];
      manipulation[name] = async (file: unknown, ...rest: unknown[]) =>
        deferring.getStore() ? result(file) : original(file, ...rest);
    }
  },

  /**
   * Photos' responsive formats (small ... xlarge: what cards, heroes and galleries show) are stored as
   * WebP instead of JPEG: half the bytes on a phone, where the first card's photo is the page's
   * largest paint. Strapi's upload plugin writes them (image-manipulation's generateResponsiveFormats,
   * wrapped here once at start-up); the original stays as uploaded, PNG, GIF and SVG formats as they
   * are. Every other part (trash moves, the orphan sweep, S3) reads each format's own ext and mime.
   */
  storePhotoFormatsAsWebp() {
    const manipulation = strapi.plugin('upload').service('image-manipulation') as {
      generateResponsiveFormats: ResponsiveFormats;
    };
    const generate = manipulation.generateResponsiveFormats;
    manipulation.generateResponsiveFormats = async (file) => {
      const formats = await generate(file);
      if (file.mime !== 'image/jpeg') return formats;
      return Promise.all(formats.map(async ({ key, file: format }) => ({ key, file: await asWebp(format) })));
    };
  },

  /**
   * Every upload through Strapi's upload plugin (the admin panel's media library, where share images
   * and page pictures are chosen, and the content API's /api/upload) is refused when it is an
   * animation, from its headers, before Strapi decodes and resizes every frame (wrapped once at
   * start-up, like the formats above). The dashboard's own checks (checkFile) refuse it earlier with
   * the field's message.
   */
  refuseAnimatedUploads() {
    const service = strapi.plugin('upload').service('upload') as {
      upload: (args: { files?: unknown }, opts?: unknown) => Promise<unknown>;
      replace: (id: unknown, args: { file?: unknown }, opts?: unknown) => Promise<unknown>;
    };
    const { upload, replace } = service;
    const refuseAnimated = async (files: unknown) => {
      for (const file of [files].flat()) {
        const filepath = (file as { filepath?: unknown } | null)?.filepath;
        if (typeof filepath !== 'string') continue;
        const sniffed = await sniffFile(filepath, false).catch(() => null);
        if (!sniffed || !['png', 'gif', 'webp'].includes(sniffed.type)) continue;
        if (isAnimated(await fs.promises.readFile(filepath)))
          throw new errors.ValidationError(MESSAGES.animatedImage('The image'));
      }
    };
    service.upload = async (args, opts) => {
      await refuseAnimated(args?.files);
      return upload.call(service, args, opts);
    };
    service.replace = async (id, args, opts) => {
      await refuseAnimated(args?.file);
      return replace.call(service, id, args, opts);
    };
  },

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
