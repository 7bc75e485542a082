import type { DocumentCategory, DocumentItem } from './documents';
import type { ImageDetails } from './types';

/**
 * The fire-door range as data: door types staff edit in the Strapi admin (Content Manager › Door type,
 * cms/src/api/door-type), each offered in fire ratings (component door.rating) that test reports or
 * certificates of the documents library back. Every page, PDF and answer that names a rating reads
 * these, and only the backed ratings (isBackedRating): a rating appears nowhere that a document in date
 * does not back.
 */
export const DOOR_MATERIALS = ['timber', 'steel'] as const;
export type DoorMaterial = (typeof DOOR_MATERIALS)[number];
export const DOOR_MATERIAL_LABELS: Record<DoorMaterial, string> = { timber: 'Timber', steel: 'Steel' };

export const DOOR_LEAF_CONFIGURATIONS = ['single', 'double', 'single-or-double'] as const;
export type DoorLeafConfiguration = (typeof DOOR_LEAF_CONFIGURATIONS)[number];
export const DOOR_LEAF_LABELS: Record<DoorLeafConfiguration, string> = {
  single: 'Single leaf',
  double: 'Double leaf',
  'single-or-double': 'Single or double leaf',
};

/** The document categories that can back a rating (a brochure cannot). */
export const DOOR_RATING_EVIDENCE: readonly DocumentCategory[] = ['test report', 'certificate'];

/** A backing document as a rating lists it (its public download, issuer and dates). */
export type DoorRatingDocument = Pick<
  DocumentItem,
  '_id' | 'title' | 'category' | 'href' | 'issuer' | 'issuedOn' | 'expiresOn' | 'validity'
>;

export interface DoorRating {
  /** Fire resistance in minutes (30, 60, 90, 120). */
  minutes: number;
  /** The largest leaf tested at this rating, mm; null when not entered. */
  maxLeafWidth: number | null;
  maxLeafHeight: number | null;
  /** Whether the leaf may have a fire-rated vision panel at this rating. */
  glazing: boolean;
  documents: DoorRatingDocument[];
}

export interface DoorType {
  /** The Strapi documentId of the door type (api::door-type.door-type). */
  _id: string;
  slug: string;
  name: string;
  material: DoorMaterial;
  leafConfiguration: DoorLeafConfiguration;
  summary: string | null;
  /** Fewest minutes first. In the public read only the backed ones; staff reads carry every rating. */
  ratings: DoorRating[];
  /** The acoustic option as offered ("Up to Rw 38 dB"); null when it is not. */
  acoustic: string | null;
  /** The lead-lined option as offered ("Up to 2 mm lead"); null when it is not. */
  leadLined: string | null;
  /** The standards the type is tested or made to, one per entry ("IS 3614 (Part 2)"). */
  standards: string[];
  photo: ImageDetails | null;
}

/** GET /api/v1/public/door-types: the range as the public site shows it (order, then name). */
export interface FireDoorRangeData {
  doorTypes: DoorType[];
}

export const DOOR_TYPE_MESSAGES = {
  duplicateMinutes: (minutes: number) =>
    `The ${minutes}-minute rating is listed twice. Each rating appears once per door type: remove one of them.`,
  noBackedRatings:
    'No rating of this door type has a test report or certificate in date, so the site does not show it yet.',
} as const;

/** A rating the site may show: backed by a test report or certificate that has not expired. */
export const isBackedRating = (rating: Pick<DoorRating, 'documents'>) =>
  rating.documents.some((d) => DOOR_RATING_EVIDENCE.includes(d.category) && d.validity !== 'expired');

/** The range as the site shows it: only backed ratings, and only door types left with one. */
export const backedRange = (doorTypes: DoorType[]): DoorType[] =>
  doorTypes
    .map((type) => ({ ...type, ratings: type.ratings.filter(isBackedRating) }))
    .filter((type) => type.ratings.length > 0);

/** Every rating the range offers, fewest minutes first ([30, 60, 90, 120]). */
export const rangeMinutes = (doorTypes: Pick<DoorType, 'ratings'>[]): number[] =>
  [...new Set(doorTypes.flatMap((t) => t.ratings.map((r) => r.minutes)))].sort((a, b) => a - b);

/** The minutes of a material across the range, fewest first. */
export const materialMinutes = (doorTypes: Pick<DoorType, 'ratings' | 'material'>[], material: DoorMaterial) =>
  rangeMinutes(doorTypes.filter((t) => t.material === material));

/** "30, 60 and 120 minutes" (an empty list: ''). */
export const minutesPhrase = (minutes: number[]) => {
  if (!minutes.length) return '';
  const list = minutes.map(String);
  const last = list.pop()!;
  return `${list.length ? `${list.join(', ')} and ` : ''}${last} minutes`;
};

/** The standards field as stored (one per line) as a list, blank lines left out. */
export const standardsList = (text: string | null | undefined) =>
  String(text ?? '')
    .split(/\r?\n/)
    .map((s) => s.trim())
    .filter(Boolean);

/** The views a page's door-range block shows the range in (Content Manager › Page › Blocks › Door range). */
export const DOOR_RANGE_VIEWS = ['cards', 'table', 'list'] as const;
export type DoorRangeView = (typeof DOOR_RANGE_VIEWS)[number];

/**
 * FAQ answers written from the range (an FAQ item's "Answer from"): the ratings offered, where glass is
 * allowed, the largest leaves and the standards, so no answer names a rating the range does not back.
 */
export const DOOR_RANGE_ANSWERS = ['fire-ratings', 'glazing', 'largest-leaf', 'standards'] as const;
export type DoorRangeAnswer = (typeof DOOR_RANGE_ANSWERS)[number];
export const isDoorRangeAnswer = (v: unknown): v is DoorRangeAnswer =>
  (DOOR_RANGE_ANSWERS as readonly unknown[]).includes(v);

const listPhrase = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

/** "1200 × 2400 mm" (null without both sizes). */
export const leafSize = (r: Pick<DoorRating, 'maxLeafWidth' | 'maxLeafHeight'>) =>
  r.maxLeafWidth && r.maxLeafHeight ? `${r.maxLeafWidth} × ${r.maxLeafHeight} mm` : null;

/** "Timber fire door: 30 and 60 minutes, single or double leaf." — the range's one-line summary of a type. */
export const doorTypeLine = (t: DoorType) => {
  const parts = [minutesPhrase(t.ratings.map((r) => r.minutes)), DOOR_LEAF_LABELS[t.leafConfiguration].toLowerCase()];
  const glazed = t.ratings.filter((r) => r.glazing).map((r) => r.minutes);
  if (glazed.length) parts.push(`glazed to ${minutesPhrase(glazed)}`);
  if (t.acoustic) parts.push(`acoustic (${t.acoustic})`);
  if (t.leadLined) parts.push(`lead-lined (${t.leadLined})`);
  return `${t.name}: ${parts.join(', ')}.`;
};

/** The answer of an FAQ item written from the range (backed ratings only); null when the range has none. */
export const doorRangeAnswer = (kind: DoorRangeAnswer, range: DoorType[]): string | null => {
  const types = range.filter((t) => t.ratings.length);
  if (!types.length) return null;
  switch (kind) {
    case 'fire-ratings':
      return `${types.map((t) => `${t.name}: ${minutesPhrase(t.ratings.map((r) => r.minutes))}.`).join(' ')} Each rating is backed by a fire test report you can download.`;
    case 'glazing': {
      const lines = types.map((t) => {
        const glazed = t.ratings.filter((r) => r.glazing).map((r) => r.minutes);
        const solid = t.ratings.filter((r) => !r.glazing).map((r) => r.minutes);
        if (!glazed.length) return `${t.name}: without glass.`;
        return `${t.name}: with a fire-rated vision panel at ${minutesPhrase(glazed)}${solid.length ? `; without glass at ${minutesPhrase(solid)}` : ''}.`;
      });
      const any = types.some((t) => t.ratings.some((r) => r.glazing));
      return `${any ? 'Yes, as tested. ' : 'Not in our current range. '}${lines.join(' ')}`;
    }
    case 'largest-leaf':
      return types
        .map((t) => {
          const sizes = t.ratings.flatMap((r) => (leafSize(r) ? [`${leafSize(r)} at ${r.minutes} minutes`] : []));
          return sizes.length ? `${t.name}: up to ${listPhrase(sizes)}.` : `${t.name}: sizes on request.`;
        })
        .join(' ');
    case 'standards': {
      const all = [...new Set(types.flatMap((t) => t.standards))];
      if (!all.length) return null;
      return `${listPhrase(all)}. ${types
        .filter((t) => t.standards.length)
        .map((t) => `${t.name}: ${listPhrase(t.standards)}.`)
        .join(' ')} The test reports are on our Certifications page.`;
    }
  }
};
