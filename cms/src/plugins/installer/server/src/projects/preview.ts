import type { Core } from '@strapi/strapi';
import { ADD_DRAFT_HOURS } from '@portfolio/contract';
import { PREVIEW_PARAM, PROJECT_PREVIEW_MINUTES, projectPreviewKey, publicUrl, slugify } from '@portfolio/contract';
import { previewKey, signPreviewToken, verifyPreviewToken } from '../utils/preview-token';

/**
 * A project's Preview link (contract drafts.ts): its public page with a token bound to the
 * site and valid PROJECT_PREVIEW_MINUTES, signed like the company pages' links (utils/preview-token).
 * With a valid token the project page shows the draft (noindex, no-store, never cached: the page
 * and response caches leave every `?preview=` request alone).
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const key = () => previewKey(String(strapi.config.get('admin.auth.secret') ?? ''));

  return {
    /** The site-relative URL of the project's page with a fresh token. */
    url(
      client: { slug?: string | null; name?: string | null },
      site: { documentId: string; slug?: string | null; siteName?: string | null },
      now = Date.now(),
    ) {
      const token = signPreviewToken(key(), {
        d: site.documentId,
        s: projectPreviewKey(site.documentId),
        e: now + PROJECT_PREVIEW_MINUTES * 60_000,
      });
      const path = publicUrl.project(
        client.slug || slugify(String(client.name ?? '')),
        site.slug || slugify(String(site.siteName ?? '')),
      );
      return `${path}?${PREVIEW_PARAM}=${encodeURIComponent(token)}`;
    },

    /**
     * The add form's key to go on saving the draft it just saved (addClient `draftOf`): bound to the
     * site and the user, valid ADD_DRAFT_HOURS, so nobody else's draft can be overwritten that way.
     */
    draftKey(siteDocumentId: string, userId: unknown, now = Date.now()) {
      const expires = now + ADD_DRAFT_HOURS * 3_600_000;
      return signPreviewToken(key(), { d: siteDocumentId, s: `add-draft:${String(userId)}`, e: expires });
    },

    /** True when `token` is this user's unexpired draft key of this site. */
    verifyDraftKey(token: unknown, siteDocumentId: string, userId: unknown, now = Date.now()): boolean {
      const claims = verifyPreviewToken(key(), token, `add-draft:${String(userId)}`, now);
      return !!claims && claims.d === siteDocumentId;
    },

    /** True when `token` is a valid, unexpired Preview token of this site. */
    verify(token: unknown, siteDocumentId: string, now = Date.now()): boolean {
      const claims = verifyPreviewToken(key(), token, projectPreviewKey(siteDocumentId), now);
      return !!claims && claims.d === siteDocumentId;
    },
  };
};
