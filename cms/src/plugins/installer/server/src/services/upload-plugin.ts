import fs from 'fs';
import { AsyncLocalStorage } from 'async_hooks';
import sharp from 'sharp';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { MESSAGES } from '@portfolio/contract';
import { sniffFile } from '../file-safety/sniff';
import { isAnimated } from '../file-safety/image-frames';
import { WEBP_QUALITY } from './photo-formats';

/**
 * What the installer changes in Strapi's own upload plugin, once at start-up (bootstrap.ts): photos'
 * formats as WebP, animations refused on every upload path, and no image work for a photo whose
 * formats are made in the background (format-jobs.ts).
 */

/**
 * Set while a photo is stored with its formats left to the background (format-jobs.ts): Strapi's
 * upload plugin then skips its image work (the decode again to check it, re-encoding the original,
 * the thumbnail and the responsive formats) and only stores the file and its row.
 */
export const deferring = new AsyncLocalStorage<boolean>();

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
 * Makes Strapi's image work a no-op for uploads stored inside `deferring` (wrapped once at
 * start-up, like the WebP formats below). The file was decoded and checked by checkFile already.
 */
const skipImageWorkWhenDeferred = (strapi: Core.Strapi) => {
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
};

/**
 * Photos' responsive formats (small ... xlarge: what cards, heroes and galleries show) are stored as
 * WebP instead of JPEG: half the bytes on a phone, where the first card's photo is the page's
 * largest paint. Strapi's upload plugin writes them (image-manipulation's generateResponsiveFormats,
 * wrapped here once at start-up); the original stays as uploaded, PNG, GIF and SVG formats as they
 * are. Every other part (trash moves, the orphan sweep, S3) reads each format's own ext and mime.
 */
const storePhotoFormatsAsWebp = (strapi: Core.Strapi) => {
  const manipulation = strapi.plugin('upload').service('image-manipulation') as {
    generateResponsiveFormats: ResponsiveFormats;
  };
  const generate = manipulation.generateResponsiveFormats;
  manipulation.generateResponsiveFormats = async (file) => {
    const formats = await generate(file);
    if (file.mime !== 'image/jpeg') return formats;
    return Promise.all(formats.map(async ({ key, file: format }) => ({ key, file: await asWebp(format) })));
  };
};

/**
 * Every upload through Strapi's upload plugin (the admin panel's media library, where share images
 * and page pictures are chosen, and the content API's /api/upload) is refused when it is an
 * animation, from its headers, before Strapi decodes and resizes every frame (wrapped once at
 * start-up, like the formats above). The dashboard's own checks (checkFile) refuse it earlier with
 * the field's message.
 */
const refuseAnimatedUploads = (strapi: Core.Strapi) => {
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
};

/** Wraps Strapi's upload plugin once at start-up, before anything stores a file. */
export const wrapUploadPlugin = (strapi: Core.Strapi) => {
  storePhotoFormatsAsWebp(strapi);
  refuseAnimatedUploads(strapi);
  skipImageWorkWhenDeferred(strapi);
};
