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
export const morphJoinTableOf = (strapi: Core.Strapi, uid: string, attribute: string): Partial<MorphJoinTableMeta> | undefined =>
  attributesOf(strapi, uid)[attribute]?.joinTable;
