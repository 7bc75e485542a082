import sharp from 'sharp';
import type { Core } from '@strapi/strapi';
import { LIMITS } from '@portfolio/contract';
import type { FileRow } from './files';
import { imageJobs } from './image-jobs';

/** A photo's responsive formats, made from its bytes in one decode (the background jobs of format-jobs.ts). */

/** Strapi's thumbnail box and default breakpoints (image-manipulation.js), used when the config has none. */
const THUMBNAIL = { width: 245, height: 156 };
const DEFAULT_BREAKPOINTS: Record<string, number> = { large: 1000, medium: 750, small: 500 };
/**
 * WebP quality of photos' responsive formats: under half the bytes of Strapi's JPEG at 80 (a 750 px card photo 51 KB ->
 * 24 KB), no visible loss at card and gallery sizes. Strapi's own formats are stored the same way (upload-plugin.ts).
 */
export const WEBP_QUALITY = 70;
/** A made format, as Strapi stores one in `formats` (url set by the provider), with its bytes until stored. */
export interface MadeFormat {
  name: string;
  hash: string;
  ext: string;
  mime: string;
  path: null;
  width: number;
  height: number;
  size: number;
  sizeInBytes: number;
  url?: string;
  buffer?: Buffer;
  [key: string]: unknown;
}

const RESIZABLE = ['image/jpeg', 'image/png', 'image/webp'];

/** Would Strapi have made formats of this file (a raster image larger than the thumbnail box)? */
export const needsFormats = (row: Pick<FileRow, 'mime' | 'width' | 'height' | 'formats'> | null | undefined) =>
  !!row &&
  RESIZABLE.includes(String(row.mime)) &&
  ((row.width ?? 0) > THUMBNAIL.width || (row.height ?? 0) > THUMBNAIL.height) &&
  !row.formats?.thumbnail;

/** The formats of `row` from its stored bytes: the thumbnail and every configured breakpoint it is larger than. */
export const makeFormats = async (
  strapi: Core.Strapi,
  row: FileRow,
  bytes: Buffer,
  token: string,
): Promise<Array<[string, MadeFormat]>> => {
  const settings = (await strapi.plugin('upload').service('upload').getSettings()) as {
    responsiveDimensions?: boolean;
  } | null;
  const breakpoints: Record<string, number> =
    settings?.responsiveDimensions === false
      ? {}
      : ((strapi.config.get('plugin::upload.breakpoints') as Record<string, number>) ?? DEFAULT_BREAKPOINTS);
  const meta = await sharp(bytes, { limitInputPixels: LIMITS.imageMaxPixels }).metadata();
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  const targets: Array<{ key: string; w: number; h: number }> = [];
  if (width > THUMBNAIL.width || height > THUMBNAIL.height)
    targets.push({ key: 'thumbnail', w: THUMBNAIL.width, h: THUMBNAIL.height });
  for (const [key, size] of Object.entries(breakpoints))
    if (size < width || size < height) targets.push({ key, w: size, h: size });
  if (!targets.length) return [];
  // One decode (a JPEG shrinks on load) to the largest size needed; every format is resized from it.
  const largest = Math.max(...targets.map((t) => Math.max(t.w, t.h)));
  const base = await imageJobs(() =>
    sharp(bytes, { limitInputPixels: LIMITS.imageMaxPixels })
      .resize(largest, largest, { fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true }),
  );
  const raw = { raw: { width: base.info.width, height: base.info.height, channels: base.info.channels } };
  const jpeg = row.mime === 'image/jpeg';
  const ext = jpeg ? '.webp' : row.mime === 'image/png' ? '.png' : '.webp';
  const mime = jpeg ? 'image/webp' : String(row.mime);
  const made: Array<[string, MadeFormat]> = [];
  for (const { key, w, h } of targets) {
    const { data, info } = await imageJobs(() => {
      const resized = sharp(base.data, raw).resize(w, h, { fit: 'inside' });
      return (ext === '.png' ? resized.png() : resized.webp(jpeg ? { quality: WEBP_QUALITY } : {})).toBuffer({
        resolveWithObject: true,
      });
    });
    const name = `${key}_${String(row.name ?? 'photo').replace(/\.[^.]+$/, '')}${ext}`;
    made.push([
      key,
      {
        name,
        hash: `${key}_${row.hash}_${token}`,
        ext,
        mime,
        path: null,
        width: info.width,
        height: info.height,
        size: Math.round((data.length / 1000) * 100) / 100,
        sizeInBytes: data.length,
        buffer: data,
      },
    ]);
  }
  return made;
};
