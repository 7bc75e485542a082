import type { Core } from '@strapi/strapi';

/** The document service's reads: the actions a `?status=draft` could turn to a draft. */
const READS = new Set(['findMany', 'findFirst', 'findOne', 'count']);

/**
 * Is this document read made for a Strapi content API route of an `api::` type (`/api/pages`,
 * `/api/site-setting`...) by a caller without an API token: anonymous, the public role or a
 * users-permissions user? The admin panel, the installer's `/api/v1` and start-up jobs are not.
 */
const visitorRead = (strapi: Core.Strapi) => {
  const ctx = strapi.requestContext.get();
  const route = ctx?.state?.route as { info?: { apiName?: string } } | undefined;
  if (!route?.info?.apiName) return false;
  const auth = ctx?.state?.auth as { strategy?: { name?: string } } | undefined;
  return auth?.strategy?.name !== 'api-token';
};

/**
 * The one rule for drafts on Strapi's REST content API: whatever `status` a visitor asks for, every
 * content type with Draft & Publish answers its published version (a draft-only document is not
 * found). Strapi itself honours `?status=draft` for anyone allowed to `find`, so a super-admin who
 * grants the public role a read would publish every draft with it. Only an API token (made by a
 * super-admin, e.g. for a preview front end) reads drafts.
 */
export const publishedOnlyForVisitors = (strapi: Core.Strapi) => {
  strapi.documents.use(async (context, next) => {
    const draftAndPublish = (context.contentType as { options?: { draftAndPublish?: boolean } } | undefined)?.options
      ?.draftAndPublish;
    if (draftAndPublish && READS.has(context.action) && visitorRead(strapi)) {
      context.params = { ...(context.params as object), status: 'published' } as typeof context.params;
    }
    return next();
  });
};
