/**
 * Photos with words: each project photo has a caption (shown under its gallery tile and
 * in the lightbox) and an alternative text (its `alt`; the caption, then the project name, when
 * none). Both are optional multipart fields of `addClient` and `updateSite`: `photoCaptions` and
 * `photoAlts`, JSON arrays of texts in photo order (the order the request leaves the photos in:
 * on updateSite `keepPhotos`' order, new photos in their places), one per photo, an empty text (or
 * null) for none. They are stored on the photo's file (the Media Library's caption and alternative
 * text), so they move with it when photos are reordered or removed. Not sent: unchanged (a new photo
 * has none). On updateSite they need edit-site-photos.
 *
 * `keepPhotos` (updateSite) may also place the new photos among the kept ones: an entry `new:N`
 * stands for the N-th photo file of this request (from 0); new photos it does not name follow the
 * kept ones in the order sent.
 */

export const PHOTO_WORD_FIELDS = ['photoCaptions', 'photoAlts'] as const;
export type PhotoWordField = (typeof PHOTO_WORD_FIELDS)[number];

export const PHOTO_WORD_LABELS: Record<PhotoWordField, string> = {
  photoCaptions: 'Photo captions',
  photoAlts: 'Photo alt texts',
};

/** Characters at most: a caption is a sentence under a photo, an alt text a short description read aloud. */
export const PHOTO_WORD_LIMITS: Record<PhotoWordField, number> = { photoCaptions: 200, photoAlts: 250 };

const ONE: Record<PhotoWordField, string> = { photoCaptions: 'caption', photoAlts: 'alt text' };

export const PHOTO_WORD_MESSAGES = {
  notList: (field: PhotoWordField) =>
    `${PHOTO_WORD_LABELS[field]} must be a JSON list of texts in photo order, e.g. ["Lobby at dusk", ""] (an empty text for none).`,
  notText: (field: PhotoWordField, photo: number) =>
    `The ${ONE[field]} of photo ${photo} must be a text (or empty for none).`,
  wrongCount: (field: PhotoWordField, given: number, photos: number) =>
    `${PHOTO_WORD_LABELS[field]}: ${given} given for ${photos} photo${photos === 1 ? '' : 's'}. Send one per photo, in photo order (an empty text for none).`,
  tooLong: (field: PhotoWordField, photo: number) =>
    `The ${ONE[field]} of photo ${photo} must be at most ${PHOTO_WORD_LIMITS[field]} characters.`,
  /** The dashboard's field error beside one photo's input. */
  tooLongOne: (field: PhotoWordField) => `At most ${PHOTO_WORD_LIMITS[field]} characters.`,
  newPhotoInvalid: 'keepPhotos names a new photo (new:N) that this request does not send, or names it twice.',
} as const;

/** A keepPhotos entry that places the N-th new photo file of the request. */
export const newPhotoToken = (index: number) => `new:${index}`;
/** The index of a `new:N` keepPhotos entry, else null. */
export const newPhotoIndex = (entry: string): number | null => {
  const match = /^new:(\d{1,3})$/.exec(entry);
  return match ? Number(match[1]) : null;
};

/** Spaces trimmed and runs of whitespace (line breaks, tabs) made single spaces: one line under a photo. */
export const cleanPhotoWord = (value: string) => value.replace(/\s+/g, ' ').trim();

/** One photo's text problem, or null (for the dashboard's inputs). */
export const photoWordError = (field: PhotoWordField, value: string): string | null =>
  cleanPhotoWord(value).length > PHOTO_WORD_LIMITS[field] ? PHOTO_WORD_MESSAGES.tooLongOne(field) : null;

/**
 * A field as sent (the JSON text, or undefined when not sent) for `photos` photos: the cleaned
 * texts ('' for none), or the message saying what is wrong. Nothing is stored unless every entry is right.
 */
export const parsePhotoWords = (
  field: PhotoWordField,
  raw: string | undefined,
  photos: number,
): { values?: string[] } | { error: string } => {
  if (raw === undefined) return {};
  let list: unknown;
  try {
    list = JSON.parse(raw);
  } catch {
    return { error: PHOTO_WORD_MESSAGES.notList(field) };
  }
  if (!Array.isArray(list)) return { error: PHOTO_WORD_MESSAGES.notList(field) };
  const bad = list.findIndex((v) => v !== null && typeof v !== 'string');
  if (bad >= 0) return { error: PHOTO_WORD_MESSAGES.notText(field, bad + 1) };
  if (list.length !== photos) return { error: PHOTO_WORD_MESSAGES.wrongCount(field, list.length, photos) };
  const values = (list as (string | null)[]).map((v) => cleanPhotoWord(v ?? ''));
  const long = values.findIndex((v) => v.length > PHOTO_WORD_LIMITS[field]);
  if (long >= 0) return { error: PHOTO_WORD_MESSAGES.tooLong(field, long + 1) };
  return { values };
};

/** The text alternative of a photo: its alt text, else its caption, else the project's name. */
export const photoAltOf = (alt: string | null | undefined, caption: string | null | undefined, projectName: string) =>
  alt?.trim() || caption?.trim() || projectName;
