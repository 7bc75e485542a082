import type { Core } from '@strapi/strapi';
import { PAGE_PATHS, PREVIEW_PARAM } from '@portfolio/contract';
import { previewKey, signPreviewToken, verifyPreviewToken, type PreviewClaims } from '../utils/preview-token';

const PAGE_UID = 'api::page.page';
/** How long a Preview link opens the draft. */
export const PREVIEW_MINUTES = 15;

/**
 * The admin panel's Preview (config/admin.ts `preview.config.handler`): a page's public URL with a
 * short-lived signed token; the public reads check it before they read the page's draft.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const key = () => previewKey(String(strapi.config.get('admin.auth.secret') ?? ''));

  return {
    /**
     * The URL the Preview button opens for a page document: its draft with a token, or the published page. Null for
     * what has no public page.
     */
    async url(
      uid: string,
      { documentId, status }: { documentId?: string; status?: string | null },
      now = Date.now(),
    ): Promise<string | null> {
      if (uid !== PAGE_UID || !documentId) return null;
      const row: { slug: string } | null = await strapi.db
        .query(PAGE_UID)
        .findOne({ where: { documentId }, select: ['slug'] });
      const path = row ? PAGE_PATHS[row.slug] : undefined;
      if (!path) return null;
      const base = String(strapi.config.get('server.url') ?? '').replace(/\/+$/, '');
      if (status === 'published') return `${base}${path}`;
      const token = signPreviewToken(key(), { d: documentId, s: row!.slug, e: now + PREVIEW_MINUTES * 60_000 });
      return `${base}${path}?${PREVIEW_PARAM}=${encodeURIComponent(token)}`;
    },

    /**
     * The claims of a valid token for this page's slug; null when it is missing, expired, altered or for another page.
     */
    verify(token: unknown, slug: string, now = Date.now()): PreviewClaims | null {
      return verifyPreviewToken(key(), token, slug, now);
    },
  };
};
