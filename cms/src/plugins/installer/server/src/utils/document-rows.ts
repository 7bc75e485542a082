import type { Modules, Schema, UID } from '@strapi/strapi';

type AnyDocument = Modules.Documents.AnyDocument;

/**
 * A Document Service answer as the row interface our code reads (utils/serialize's SiteRow, ClientRow,
 * PostRow: the columns and the relations the call populates). The generated content-type types
 * (cms/types/generated, made by the build) describe each column, but not which relations a call
 * populated, so this is the one place an answer is given that shape.
 */
export const asRow = <T>(row: AnyDocument | object | null | undefined): T | null =>
  (row ?? null) as unknown as T | null;
export const asRows = <T>(rows: AnyDocument[] | object[]): T[] => rows as unknown as T[];

type Input<T extends UID.ContentType> = Modules.Documents.Params.Data.Input<T>;

/**
 * A field's value: its generated type, or null (see DocumentInput); a JSON field also takes an object typed by an
 * interface (a status history), which TypeScript does not count as JSON.
 */
type FieldInput<V> = V | null | (Schema.Attribute.JsonValue extends V ? object : never);

/**
 * What a create or update writes to a content type, checked against its generated type (names,
 * enumerations, relations), where an optional field may also be `null`: the document service stores
 * NULL for it (a cleared date, an unlinked project). Strapi's generated input types leave null out.
 */
export type DocumentInput<T extends UID.ContentType> = { [K in keyof Input<T>]?: FieldInput<Input<T>[K]> };
export const documentInput = <T extends UID.ContentType>(_uid: T, data: DocumentInput<T>) => data as Input<T>;

/**
 * Blocks as the default and demo content and the sections migration build them (a component name and
 * its fields; the id of a block that stays) as the page's dynamic zone in the generated types: the one
 * place the two shapes meet (the blocks' own fields are checked by pages/blocks and the admin panel).
 * `engine`: the service the blocks are written with (the migration updates rows by id: the entity service).
 */
interface PageBlocks {
  documents: Input<'api::page.page'>['blocks'];
  entityService: Modules.EntityService.Params.Data.Input<'api::page.page'>['blocks'];
}
export const asPageBlocks = <E extends keyof PageBlocks = 'documents'>(blocks: object[], _engine?: E) =>
  blocks as unknown as PageBlocks[E];
