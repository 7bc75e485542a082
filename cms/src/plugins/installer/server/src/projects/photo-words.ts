import type { Core } from '@strapi/strapi';
import {
  MESSAGES,
  PHOTO_WORD_FIELDS,
  PHOTO_WORD_MESSAGES,
  newPhotoIndex,
  parsePhotoWords,
  type PhotoWordField,
} from '@portfolio/contract';
import type { FileRow } from '../services/files';
import { badRequest } from '../utils/http-errors';
import { field, type RequestBody } from './input';

/**
 * Photos with words (contract/src/photo-words.ts): captions and alt texts are stored on
 * the photo's own file row, Strapi's `caption` and `alternativeText` (what the Media Library shows
 * and edits), so a photo keeps its words through reorders, removals of others and the Trash.
 */

const FILE_UID = 'plugin::upload.file';

/** The texts sent for the photos, in photo order; a field not sent is absent. */
export type PhotoWords = Partial<Record<PhotoWordField, string[]>>;

const COLUMN: Record<PhotoWordField, 'caption' | 'alternativeText'> = {
  photoCaptions: 'caption',
  photoAlts: 'alternativeText',
};

/**
 * `photoCaptions` / `photoAlts` of the request for `photos` photos; a 400 with the contract's message when one is
 * wrong.
 */
export const readPhotoWords = (body: RequestBody, photos: number): PhotoWords => {
  const words: PhotoWords = {};
  for (const name of PHOTO_WORD_FIELDS) {
    const parsed = parsePhotoWords(name, field(body, name), photos);
    if ('error' in parsed) throw badRequest(parsed.error);
    if (parsed.values) words[name] = parsed.values;
  }
  return words;
};

/** A place in the new photo order: an existing photo's row, or the index of a photo file this request sends. */
export type PhotoSlot = FileRow | number;

const asPath = (p: string) => {
  if (!/^https?:\/\//i.test(p)) return p;
  try {
    return new URL(p).pathname;
  } catch {
    return p;
  }
};

/**
 * keepPhotos: a JSON array of the site's current photo paths (full URLs accepted) in their new
 * order, no repeats; `new:N` places the N-th new photo file among them. Undefined when not sent.
 */
export const readKeepPhotos = (
  raw: string | undefined,
  current: FileRow[],
  newCount: number,
): PhotoSlot[] | undefined => {
  if (raw === undefined) return undefined;
  let paths: unknown;
  try {
    paths = JSON.parse(raw);
  } catch {
    throw badRequest(MESSAGES.keepPhotosInvalid);
  }
  if (!Array.isArray(paths) || !paths.every((p) => typeof p === 'string')) throw badRequest(MESSAGES.keepPhotosInvalid);
  const slots: Array<PhotoSlot | undefined> = (paths as string[]).map((p) => {
    const index = newPhotoIndex(p);
    if (index !== null) {
      if (index >= newCount) throw badRequest(PHOTO_WORD_MESSAGES.newPhotoInvalid);
      return index;
    }
    return current.find((photo) => photo.url === p || photo.url === asPath(p));
  });
  if (slots.some((s) => s === undefined)) throw badRequest(MESSAGES.keepPhotosInvalid);
  const keys = slots.map((s) => (typeof s === 'number' ? `new:${s}` : `id:${s!.id}`));
  if (new Set(keys).size !== keys.length)
    throw badRequest(
      slots.some((s) => typeof s === 'number') ? PHOTO_WORD_MESSAGES.newPhotoInvalid : MESSAGES.keepPhotosInvalid,
    );
  return slots as PhotoSlot[];
};

/** How many photos the site has once `slots` (or all current photos) and the new ones are applied. */
export const photoCountAfter = (slots: PhotoSlot[] | undefined, current: FileRow[], newCount: number) =>
  (slots ? slots.filter((s) => typeof s !== 'number').length : current.length) + newCount;

/**
 * The site's photos in their new order: the slots with the stored new photos in their places, then the new photos no
 * slot named.
 */
export const arrangePhotos = (slots: PhotoSlot[], added: FileRow[]): FileRow[] => {
  const placed = new Set(slots.filter((s): s is number => typeof s === 'number'));
  return [...slots.map((s) => (typeof s === 'number' ? added[s] : s)), ...added.filter((_, i) => !placed.has(i))];
};

/**
 * Writes the words sent onto the photos' file rows (in photo order). Each changed row's previous
 * words are given back to `onUndo`, so a save that fails later leaves every photo as it was.
 */
export const storePhotoWords = async (
  strapi: Core.Strapi,
  photos: FileRow[],
  words: PhotoWords,
  onUndo?: (undo: () => Promise<unknown>) => void,
) => {
  const fields = PHOTO_WORD_FIELDS.filter((f) => words[f]);
  if (!fields.length) return;
  const query = strapi.db.query(FILE_UID);
  for (const [i, photo] of photos.entries()) {
    const data: Record<string, string | null> = {};
    const before: Record<string, unknown> = {};
    for (const f of fields) {
      const value = words[f]![i] || null;
      const column = COLUMN[f];
      if ((photo[column] ?? null) === value) continue;
      data[column] = value;
      before[column] = photo[column] ?? null;
    }
    if (!Object.keys(data).length) continue;
    await query.update({ where: { id: photo.id }, data });
    onUndo?.(() => query.update({ where: { id: photo.id }, data: before }));
  }
};

/** A site's photos' words as answered: one text per photo, '' for none. */
export const photoWordsOf = (photos: FileRow[]) => ({
  photoCaptions: photos.map((p) => (typeof p.caption === 'string' ? p.caption : '')),
  photoAlts: photos.map((p) => (typeof p.alternativeText === 'string' ? p.alternativeText : '')),
});
