import type { Modules } from '@strapi/strapi';

type AnyDocument = Modules.Documents.AnyDocument;

/**
 * A Document Service answer as the row interface our code reads (utils/serialize's SiteRow, ClientRow,
 * PostRow: the columns and the relations the call populates). Strapi types every answer AnyDocument
 * until content-type types are generated, so this is the one place that answer is given its shape.
 */
export const asRow = <T>(row: AnyDocument | null | undefined): T | null => (row ?? null) as unknown as T | null;
export const asRows = <T>(rows: AnyDocument[]): T[] => rows as unknown as T[];
