import fs from 'fs/promises';
import path from 'path';
import type { Core } from '@strapi/strapi';

/** The bytes of an uploaded file by its URL: from the upload folder, or fetched from the bucket. Null when gone. */
export const uploadBytes = async (strapi: Core.Strapi, url: string | null | undefined): Promise<Buffer | null> => {
  if (!url) return null;
  if (/^https?:\/\//i.test(url)) {
    const res = await fetch(url).catch(() => null);
    return res?.ok ? Buffer.from(await res.arrayBuffer()) : null;
  }
  return fs.readFile(localUploadPath(strapi, url)).catch(() => null);
};

/** Where a local upload's URL (`/uploads/x.jpg?v=1`) lives on disk. */
export const localUploadPath = (strapi: Core.Strapi, url: string) =>
  path.join(strapi.dirs.static.public, 'uploads', path.basename(url.split('?')[0]));

/** The smallest stored rendition of a photo at least `minWidth` wide (its formats, else the original). */
/** What photoUrlFor reads of an upload row (its formats and its own URL). */
export interface PhotoRow {
  url?: string | null;
  formats?: Record<string, { url: string; width: number } | null | undefined> | null;
}

export const photoUrlFor = (photo: PhotoRow | null | undefined, minWidth: number): string | null => {
  if (!photo) return null;
  const formats = Object.values(photo.formats ?? {}) as { url: string; width: number }[];
  const wide = formats.filter((f) => f?.url && f.width >= minWidth).sort((a, b) => a.width - b.width)[0];
  return wide?.url ?? photo.url ?? null;
};
