import type { Core } from '@strapi/strapi';
import type { PostKind } from '@portfolio/contract';
import { FOLDERS, type CheckedFile, type FileRow } from './files';
import { withUndo } from '../utils/undo';

export const POST_UID = 'api::post.post';

/** The route's plural (/press, /awards, /testimonials) to the stored `kind`. */
export const STORED_KIND: Record<PostKind, 'press' | 'award' | 'testimonial'> = {
  press: 'press',
  awards: 'award',
  testimonials: 'testimonial',
};

export interface PostValues {
  title: string;
  desc: string;
  nav?: string;
  /** Testimonials: the site (documentId) the quote is about; null unlinks; undefined leaves it. */
  siteId?: string | null;
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const posts = () => strapi.documents(POST_UID as any);
  const files = () => strapi.plugin('installer').service('files');
  const populate = { img: true } as any;

  return {
    /** Newest first (id breaks ties between posts created in the same millisecond). */
    list: (kind: PostKind) =>
      posts().findMany({ filters: { kind: STORED_KIND[kind] } as any, populate, sort: ['createdAt:desc', 'id:desc'] }),

    async find(kind: PostKind, documentId: string) {
      const row: any = await posts().findOne({ documentId, populate });
      return row && row.kind === STORED_KIND[kind] ? row : null;
    },

    async create(kind: PostKind, values: PostValues, image: CheckedFile) {
      return withUndo(async (onUndo) => {
        const img: FileRow = await files().store(image, FOLDERS.posts, values.title);
        onUndo(() => files().remove([img]));
        return posts().create({ data: { ...this.fields(kind, values), kind: STORED_KIND[kind], img: img.id } as any, populate });
      });
    },

    /** Without a new image the current one stays; a new image replaces it and the old file is deleted. */
    async update(kind: PostKind, post: any, values: PostValues, image?: CheckedFile) {
      const row = await withUndo(async (onUndo) => {
        const data: Record<string, unknown> = this.fields(kind, values);
        if (image) {
          const img: FileRow = await files().store(image, FOLDERS.posts, values.title);
          onUndo(() => files().remove([img]));
          data.img = img.id;
        }
        return posts().update({ documentId: post.documentId, data: data as any, populate });
      });
      if (image) await files().remove([post.img]);
      return row;
    },

    fields: (kind: PostKind, { title, desc, nav, siteId }: PostValues) => ({
      title,
      desc,
      ...(kind === 'press' ? { nav } : {}),
      ...(kind === 'testimonials' && siteId !== undefined ? { projectId: siteId } : {}),
    }),
  };
};
