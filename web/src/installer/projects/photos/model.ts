import {
  LIMITS,
  MESSAGES,
  PHOTO_WORD_FIELDS,
  newPhotoToken,
  photoWordError,
  type FieldErrors,
  type Site,
} from '@portfolio/contract';
import { checkFile } from '../../shared/fileChecks';

/**
 * One photo of a project in the dashboard's photo list (photos with words): a stored one
 * (`src`, its path) or one chosen to upload (`file`), with its caption and alt text. The list's
 * order is the photo order; the first is the cover.
 */
export interface PhotoItem {
  /** Stable key for the list and drag and drop. */
  id: string;
  src?: string;
  file?: File;
  caption: string;
  alt: string;
}

let nextId = 0;
const newId = () => `photo-${++nextId}`;

/** A site's stored photos with their words. */
export const photoItemsOf = (site: Pick<Site, 'photos' | 'photoCaptions' | 'photoAlts'> | undefined): PhotoItem[] =>
  (site?.photos ?? []).map((src, i) => ({
    id: `stored-${src}`,
    src,
    caption: site?.photoCaptions?.[i] ?? '',
    alt: site?.photoAlts?.[i] ?? '',
  }));

/** Chosen files as new photos without words. */
export const newPhotoItems = (files: File[]): PhotoItem[] =>
  files.map((file) => ({ id: newId(), file, caption: '', alt: '' }));

/**
 * The photos' count (1 to 10), file and words problems, as the forms show them (`photos`, `photo.<id>.caption` /
 * `.alt`).
 */
export const photoListErrors = (items: PhotoItem[], { required = true } = {}): FieldErrors => {
  const errors: FieldErrors = {};
  if (required && items.length < 1) errors.photos = MESSAGES.photoRequired;
  else if (items.length > LIMITS.maxPhotos) errors.photos = MESSAGES.tooManyPhotos;
  else {
    const bad = items.map((p) => checkFile(p.file, 'photo', 'Each photo')).find(Boolean);
    if (bad) errors.photos = bad;
  }
  for (const p of items) {
    const caption = photoWordError('photoCaptions', p.caption);
    const alt = photoWordError('photoAlts', p.alt);
    if (caption) errors[`photo.${p.id}.caption`] = caption;
    if (alt) errors[`photo.${p.id}.alt`] = alt;
  }
  return errors;
};

const hasWords = (items: PhotoItem[]) => items.some((p) => p.caption.trim() || p.alt.trim());

/**
 * Appends the photo words in photo order: `photoCaptions` and `photoAlts` (JSON). Sent when a
 * photo has words, or `always` (an edit that may clear them); a form without words stays the spec's.
 */
export const appendPhotoWords = (form: FormData, items: PhotoItem[], always = false) => {
  if (!always && !hasWords(items)) return;
  const values = { photoCaptions: items.map((p) => p.caption.trim()), photoAlts: items.map((p) => p.alt.trim()) };
  for (const field of PHOTO_WORD_FIELDS) form.append(field, JSON.stringify(values[field]));
};

/** addClient: the photo files in order, then their words. */
export const appendNewPhotos = (form: FormData, items: PhotoItem[]) => {
  appendPhotoWords(form, items);
  items.forEach((p) => p.file && form.append('photos', p.file));
};

/**
 * updateSite: `keepPhotos` (the stored photos in their new order, `new:N` placing a new photo
 * before a stored one; new photos after the last stored one need no place), the new files, and
 * the words when any photo has or had some.
 */
export const appendSitePhotos = (form: FormData, items: PhotoItem[], initial: PhotoItem[]) => {
  const lastStored = items.map((p) => !!p.src).lastIndexOf(true);
  let n = 0;
  const keep = items.flatMap((p, i) => {
    if (p.src) return [p.src];
    const token = newPhotoToken(n++);
    return i < lastStored ? [token] : [];
  });
  form.append('keepPhotos', JSON.stringify(keep));
  appendPhotoWords(form, items, hasWords(initial));
  items.forEach((p) => p.file && form.append('photos', p.file));
};

/**
 * Where each photo file lies in a multipart body, as fractions of the whole: the browser reports
 * one upload progress for the request, and the parts go in the order they were appended, so a
 * file's own progress is how far the upload is through its bytes. Sizes of text parts and part
 * headers are estimated (they are small beside photos).
 */
export const photoWindows = (form: FormData): Array<[number, number]> => {
  const HEADER = 160;
  let offset = 0;
  const windows: Array<[number, number]> = [];
  for (const [name, value] of form.entries()) {
    const size = HEADER + (typeof value === 'string' ? new Blob([value]).size : value.size);
    if (name === 'photos' && typeof value !== 'string') windows.push([offset + HEADER, offset + size]);
    offset += size;
  }
  const total = offset || 1;
  return windows.map(([a, b]) => [a / total, b / total]);
};

/** A file's percent from the request's percent and its window. */
export const filePercent = (percent: number, [start, end]: [number, number]) => {
  const done = percent / 100;
  if (done <= start) return 0;
  if (done >= end || end <= start) return 100;
  return Math.round(((done - start) / (end - start)) * 100);
};
