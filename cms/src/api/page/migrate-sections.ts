import type { Core } from '@strapi/strapi';
import { asPageBlocks } from '../../plugins/installer/server/src/utils/document-rows';

const UID = 'api::page.page';

/** An old plain-text section as the rich-text block that replaces it (the same title and markdown). */
export const sectionAsBlock = (section: { title?: string | null; body?: string | null }) => ({
  __component: 'blocks.rich-text',
  title: section.title ?? null,
  body: section.body ?? null,
});

/**
 * Start-up: a database from before page blocks keeps each page's text in `sections` (title +
 * markdown). Each page that still has sections gets them as rich-text blocks, in their order, before
 * any blocks it already has, and its sections are emptied, in one transaction per page, so nothing
 * is lost or shown twice. Runs on every start; a page without sections is left alone.
 */
export const migrateSectionsToBlocks = async (strapi: Core.Strapi) => {
  const rows: Array<{
    id: number;
    slug: string;
    publishedAt: string | null;
    sections?: Array<{ title?: string | null; body?: string | null }> | null;
  }> = await strapi.db.query(UID).findMany({ populate: { sections: true }, orderBy: { id: 'asc' } });
  const withSections = rows.filter((row) => (row.sections ?? []).length > 0);
  for (const row of withSections) {
    const full: { blocks?: Array<{ id: number; __component: string; [field: string]: unknown }> | null } | null =
      await strapi.db.query(UID).findOne({ where: { id: row.id }, populate: { blocks: true } });
    const kept = (full?.blocks ?? []).map(({ id, __component, ...rest }) => ({ __component, id, ...rest }));
    const sections = row.sections ?? [];
    const blocks = [...sections.map(sectionAsBlock), ...kept];
    await strapi.db.transaction(async () => {
      await strapi.entityService!.update(UID, row.id, {
        data: { blocks: asPageBlocks(blocks, 'entityService'), sections: [] },
      });
    });
    strapi.log.info(
      `Page "${row.slug}"${row.publishedAt === null ? ' (draft)' : ''}: ${sections.length} section(s) moved into rich-text blocks.`,
    );
  }
};
