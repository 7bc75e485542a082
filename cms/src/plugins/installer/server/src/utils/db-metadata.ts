import type { Core } from '@strapi/strapi';

/**
 * What our raw (knex) queries read from Strapi's database metadata: column names and join tables.
 * Strapi types an attribute as a union of every attribute kind; these are the parts we use.
 */
export interface JoinTableMeta {
  name: string;
  joinColumn: { name: string };
  inverseJoinColumn: { name: string };
}
export interface MorphJoinTableMeta {
  name: string;
  joinColumn: { name: string };
  morphColumn: { typeColumn: { name: string } };
}
export interface AttributeMeta {
  columnName?: string;
  joinTable?: Partial<JoinTableMeta & MorphJoinTableMeta>;
}

/** A content type's database attributes by name. */
export const attributesOf = (strapi: Core.Strapi, uid: string): Record<string, AttributeMeta | undefined> =>
  strapi.db.metadata.get(uid).attributes as Record<string, AttributeMeta | undefined>;

/** The join table of a relation that has one (a many-to-one such as site → client). */
export const joinTableOf = (strapi: Core.Strapi, uid: string, attribute: string): JoinTableMeta =>
  attributesOf(strapi, uid)[attribute]!.joinTable as JoinTableMeta;

/** The join table of a polymorphic relation (the upload plugin's file → `related`), when Strapi has one. */
export const morphJoinTableOf = (
  strapi: Core.Strapi,
  uid: string,
  attribute: string,
): Partial<MorphJoinTableMeta> | undefined => attributesOf(strapi, uid)[attribute]?.joinTable;

/** The database column of an attribute (Strapi's snake_case name), `fallback` if it has none. */
export const columnOf = (strapi: Core.Strapi, uid: string, attribute: string, fallback = attribute): string =>
  attributesOf(strapi, uid)[attribute]?.columnName ?? fallback;

/**
 * Start-up move of values stored under old names (e.g. statuses renamed): each `from` becomes its
 * `to` in one UPDATE per name; nothing else changes. Logs what moved, under `label`.
 */
export const renameStoredValues = async (
  strapi: Core.Strapi,
  uid: string,
  attribute: string,
  renames: Record<string, string>,
  label: string,
) => {
  const table = strapi.db.metadata.get(uid).tableName;
  const column = columnOf(strapi, uid, attribute);
  for (const [from, to] of Object.entries(renames)) {
    const moved = await strapi.db
      .connection(table)
      .where(column, from)
      .update({ [column]: to });
    if (moved) strapi.log.info(`${label}: ${moved} with ${attribute} "${from}" now "${to}".`);
  }
};
