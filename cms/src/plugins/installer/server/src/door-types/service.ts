import type { Core } from '@strapi/strapi';
import {
  backedRange,
  standardsList,
  todayInZone,
  type DoorLeafConfiguration,
  type DoorMaterial,
  type DoorRating,
  type DoorType,
  type FireDoorRangeData,
} from '@portfolio/contract';
import { toDocument, type DocumentRow } from '../library/documents/service';
import { imageDetails } from '../utils/serialize';
import type { FileRow } from '../services/files';
import { companyTimeZone } from '../utils/time-zone';
import { asRow, asRows, documentInput, type DocumentInput } from '../utils/document-rows';

export const DOOR_TYPE_UID = 'api::door-type.door-type';

/** A door.rating component as stored, its documents populated. */
export interface DoorRatingRow {
  id?: number;
  minutes: number;
  maxLeafWidth?: number | null;
  maxLeafHeight?: number | null;
  glazing?: boolean | null;
  documents?: DocumentRow[] | null;
}

/** A door type (api::door-type.door-type) with its ratings, their documents and its photo populated. */
export interface DoorTypeRow {
  id: number;
  documentId: string;
  name: string;
  slug: string;
  material: DoorMaterial;
  leafConfiguration: DoorLeafConfiguration;
  summary?: string | null;
  ratings?: DoorRatingRow[] | null;
  acoustic?: string | null;
  leadLined?: string | null;
  standards?: string | null;
  photo?: FileRow | null;
  order?: number | null;
}

export const DOOR_TYPE_POPULATE = {
  ratings: { populate: { documents: { populate: { file: true } } } },
  photo: true,
} as const;

const blank = (v: string | null | undefined) => (v && v.trim() ? v.trim() : null);

export const toDoorRating = (row: DoorRatingRow, today: string): DoorRating => ({
  minutes: Number(row.minutes),
  maxLeafWidth: row.maxLeafWidth ?? null,
  maxLeafHeight: row.maxLeafHeight ?? null,
  glazing: !!row.glazing,
  documents: (row.documents ?? []).map((doc) => {
    const { _id, title, category, href, issuer, issuedOn, expiresOn, validity } = toDocument(doc, today);
    return { _id, title, category, href, issuer, issuedOn, expiresOn, validity };
  }),
});

/** `today` (YYYY-MM-DD, company time zone) decides whether each backing document is in date. */
export const toDoorType = (row: DoorTypeRow, today: string): DoorType => ({
  _id: row.documentId,
  slug: row.slug,
  name: row.name,
  material: row.material,
  leafConfiguration: row.leafConfiguration,
  summary: blank(row.summary),
  ratings: (row.ratings ?? []).map((r) => toDoorRating(r, today)).sort((a, b) => a.minutes - b.minutes),
  acoustic: blank(row.acoustic),
  leadLined: blank(row.leadLined),
  standards: standardsList(row.standards),
  photo: imageDetails(row.photo),
});

/** Order, then name. */
const ordered = (rows: DoorTypeRow[]) =>
  [...rows].sort((a, b) => (a.order ?? 0) - (b.order ?? 0) || a.name.localeCompare(b.name));

/**
 * The fire-door range (api::door-type.door-type, edited in the Strapi admin). `list()` is every door
 * type with every rating (staff, the door register); `range()` what the public site, the capability
 * statement and the FAQ show: the backed ratings only (contract backedRange).
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const docs = () => strapi.documents(DOOR_TYPE_UID);

  const list = async (): Promise<DoorType[]> => {
    const today = todayInZone(await companyTimeZone(strapi));
    const rows = asRows<DoorTypeRow>(await docs().findMany({ populate: DOOR_TYPE_POPULATE }));
    return ordered(rows).map((row) => toDoorType(row, today));
  };

  return {
    list,

    range: async (): Promise<FireDoorRangeData> => ({ doorTypes: backedRange(await list()) }),

    /** A door type by documentId (every rating), or null. */
    async find(documentId: string): Promise<DoorType | null> {
      const row = asRow<DoorTypeRow>(await docs().findOne({ documentId, populate: DOOR_TYPE_POPULATE }));
      return row ? toDoorType(row, todayInZone(await companyTimeZone(strapi))) : null;
    },

    /** Creates a door type (the demo seed; staff use the admin panel): ratings' documents by documentId. */
    async create(data: DocumentInput<typeof DOOR_TYPE_UID>) {
      return docs().create({ data: documentInput(DOOR_TYPE_UID, data) });
    },

    count: () => docs().count({}),
  };
};
