import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { API_MESSAGES, PROJECT_MESSAGES, firstError, validatePost, type PostKind } from '@portfolio/contract';
import { FILE_USES, checkFile, requestFile } from '../services/files';
import { found, handler } from '../http/handler';
import { badRequest, notFound } from '../utils/http-errors';
import { toPost } from '../utils/serialize';
import { getService } from '../utils/get-service';

const POST_NOT_FOUND = API_MESSAGES.postNotFound;

/** The same actions serve /press, /awards and /testimonials: the path says which. */
const kindOf = (ctx: Context): PostKind => {
  const match = /\/v1\/(press|awards|testimonials)(?:\/|$)/.exec(ctx.request.path);
  if (!match) throw notFound(API_MESSAGES.notFound);
  return match[1] as PostKind;
};

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const posts = () => getService('posts');

  /** Validates the text fields and the image (required when creating) before anything is stored. */
  const readPost = async (ctx: Context, kind: PostKind, creating: boolean) => {
    const image = requestFile(ctx, 'img', 'image');
    const { values, errors } = validatePost(kind, ctx.request.body ?? {}, !!image, creating);
    const problem = firstError(errors);
    if (problem) throw badRequest(problem);
    const siteId = kind === 'testimonials' ? await readSiteLink(ctx.request.body ?? {}) : undefined;
    return {
      values: { ...values, ...(siteId !== undefined ? { siteId } : {}) },
      image: image ? await checkFile(image, FILE_USES.postImage) : undefined,
    };
  };

  /**
   * A testimonial's optional `siteId`: the project (site) the quote is about, shown on that project's
   * page. Not sent: unchanged; empty: no project; otherwise it must name a site.
   */
  const readSiteLink = async (body: Readonly<Record<string, unknown>>): Promise<string | null | undefined> => {
    const raw = Array.isArray(body.siteId) ? body.siteId[0] : body.siteId;
    if (raw === undefined || raw === null) return undefined;
    const id = String(raw).trim();
    if (!id) return null;
    const site = await strapi.db.query('api::site.site').findOne({ where: { documentId: id }, select: ['id'] });
    if (!site) throw badRequest(PROJECT_MESSAGES.testimonialSiteNotFound);
    return id;
  };

  const postEvent = (action: string, kind: PostKind, id: string, summary: Record<string, unknown>) => ({
    action: `post.${action}`,
    type: kind,
    id,
    summary,
  });
  /** The post of the path, of the path's kind (404 when there is none). */
  const postOf = async (ctx: Context) => {
    const kind = kindOf(ctx);
    return { kind, post: found(await posts().find(kind, String(ctx.params.id ?? '')), POST_NOT_FOUND) };
  };

  return {
    list: handler({ apply: async ({ ctx }) => (await posts().list(kindOf(ctx))).map(toPost) }),

    create: handler({
      input: kindOf,
      validate: ({ ctx, input: kind }) => readPost(ctx, kind, true),
      apply: async ({ input: kind, plan: { values, image } }) => (await posts().create(kind, values, image!))!,
      audit: ({ input: kind, result: row }) => postEvent('create', kind, row.documentId, { title: row.title }),
      status: 201,
      respond: (row) => ({ message: API_MESSAGES.postCreated, post: toPost(row) }),
    }),

    update: handler({
      load: postOf,
      validate: ({ ctx, row: { kind } }) => readPost(ctx, kind, false),
      apply: async ({ row: { kind, post }, plan: { values, image } }) =>
        (await posts().update(kind, post, values, image))!,
      audit: ({ row: { kind }, plan: { image }, result: row }) =>
        postEvent('update', kind, row.documentId, { title: row.title, imageReplaced: !!image }),
      respond: (row) => ({ message: API_MESSAGES.postUpdated, post: toPost(row) }),
    }),

    remove: handler({
      load: postOf,
      apply: ({ ctx, row: { post } }) => getService('trash').remove(ctx, 'post', post),
      audit: ({ row: { kind, post }, result: trashId }) =>
        postEvent('delete', kind, post.documentId, { title: post.title, trashId }),
      respond: (trashId) => ({ message: API_MESSAGES.postDeleted, trashId }),
    }),
  };
};
