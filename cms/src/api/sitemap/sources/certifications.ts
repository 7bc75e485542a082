import { PUBLIC_ROUTES } from '@portfolio/contract';
import type { SitemapSource } from './index';
import { latest } from './dates';

/** A `max(...) as at` row. */
interface Dated {
  at: unknown;
}

/**
 * /certifications: dated by its page text (Content Manager › Page "certifications") and the newest
 * document change (a document moved to the Trash dates it by its trash item).
 */
export const certifications: SitemapSource = async (strapi) => {
  const [page, documents, trashed] = await Promise.all([
    strapi.db
      .connection('pages')
      .where({ slug: 'certifications' })
      .whereNotNull('published_at')
      .max({ at: 'updated_at' })
      .first(),
    strapi.db.connection('documents').max({ at: 'updated_at' }).first(),
    strapi.db.connection('installer_trash_items').where({ kind: 'document' }).max({ at: 'removed_at' }).first(),
  ]);
  return [
    {
      path: PUBLIC_ROUTES.certifications,
      lastmod: latest(
        (page as Dated | undefined)?.at,
        (documents as Dated | undefined)?.at,
        (trashed as Dated | undefined)?.at,
      ),
    },
  ];
};
