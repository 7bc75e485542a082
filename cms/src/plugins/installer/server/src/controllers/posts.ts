import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { API_MESSAGES, PROJECT_MESSAGES, firstError, validatePost, type PostKind } from '@portfolio/contract';
import { FILE_USES, checkFile, requestFile } from '../services/files';
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
  const audit = (ctx: Context, action: string, kind: PostKind, id: string, summary?: unknown) =>
    getService('audit')?.record(ctx, action, kind, id, summary);

  /** Validates the text fields and the image (required when creating) before anything is stored. */
  const readPost = async (ctx: Context, kind: PostKind, creating: boolean) => {
    const image = requestFile(ctx, 'img', 'image');
    const { values, errors } = validatePost(kind, ctx.request.body ?? {}, !!image, creating);
    const problem = firstError(errors);
    if (problem) throw badRequest(problem);
    const siteId = kind === 'testimonials' ? await readSiteLink(ctx.request.body ?? {}) : undefined;
    return { values: { ...values, ...(siteId !== undefined ? { siteId } : {}) }, image: image ? await checkFile(image, FILE_USES.postImage) : undefined };
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

  return {
    list: async (ctx: Context) => {
      const rows = await posts().list(kindOf(ctx));
      ctx.body = rows.map(toPost);
    },

    create: async (ctx: Context) => {
      const kind = kindOf(ctx);
      const { values, image } = await readPost(ctx, kind, true);
      const row = (await posts().create(kind, values, image!))!;
      await audit(ctx, 'post.create', kind, row.documentId, { title: row.title });
      ctx.status = 201;
      ctx.body = { message: API_MESSAGES.postCreated, post: toPost(row) };
    },

    update: async (ctx: Context) => {
      const kind = kindOf(ctx);
      const post = await posts().find(kind, String(ctx.params.id ?? ''));
      if (!post) throw notFound(POST_NOT_FOUND);
      const { values, image } = await readPost(ctx, kind, false);
      const row = (await posts().update(kind, post, values, image))!;
      await audit(ctx, 'post.update', kind, row.documentId, { title: row.title, imageReplaced: !!image });
      ctx.body = { message: API_MESSAGES.postUpdated, post: toPost(row) };
    },

    remove: async (ctx: Context) => {
      const kind = kindOf(ctx);
      const post = await posts().find(kind, String(ctx.params.id ?? ''));
      if (!post) throw notFound(POST_NOT_FOUND);
      const trashId = await getService('trash').remove(ctx, 'post', post);
      await audit(ctx, 'post.delete', kind, post.documentId, { title: post.title, trashId });
      ctx.body = { message: API_MESSAGES.postDeleted, trashId };
    },
  };
};
