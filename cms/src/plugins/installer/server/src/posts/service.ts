import type { Core, Modules } from '@strapi/strapi';
import { dayInZone, todayInZone, type PostKind } from '@portfolio/contract';
import type { PostRow } from '../utils/serialize';
import { asRow, asRows } from '../utils/document-rows';
import { FOLDERS, type CheckedFile, type FileRow } from '../services/files';
import { withUndo } from '../trash/undo';
import { companyTimeZone } from '../utils/time-zone';
import { getService } from '../utils/get-service';
import { documentInput } from '../utils/document-rows';

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
  /** 'YYYY-MM-DD'; undefined: today in the company's time zone (create), unchanged (update). */
  date?: string;
}

/** Newest first by the post's date, then by creation (id breaks ties within a millisecond). */
export const POST_ORDER = ['date:desc', 'createdAt:desc', 'id:desc'] satisfies Modules.Documents.Params.Sort.Any<
  typeof POST_UID
>;

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const posts = () => strapi.documents(POST_UID);
  const files = () => getService('files');
  const populate = { img: true };

  return {
    /** Newest first by date (POST_ORDER). */
    list: async (kind: PostKind) =>
      asRows<PostRow>(await posts().findMany({ filters: { kind: STORED_KIND[kind] }, populate, sort: POST_ORDER })),

    /**
     * Start-up: posts from before the date field get the day they were created in the company's
     * time zone (once; a post with a date is left alone).
     */
    async backfillDates() {
      const rows: { id: number; createdAt: string | Date }[] = await strapi.db
        .query(POST_UID)
        .findMany({ where: { date: { $null: true } }, select: ['id', 'createdAt'] });
      if (!rows.length) return 0;
      const zone = await companyTimeZone(strapi);
      for (const row of rows)
        await strapi.db
          .query(POST_UID)
          .update({ where: { id: row.id }, data: { date: dayInZone(row.createdAt, zone) } });
      strapi.log.info(`Posts: ${rows.length} dated by their creation day in ${zone}.`);
      return rows.length;
    },

    async find(kind: PostKind, documentId: string) {
      const row = asRow<PostRow>(await posts().findOne({ documentId, populate }));
      return row && row.kind === STORED_KIND[kind] ? row : null;
    },

    async create(kind: PostKind, values: PostValues, image: CheckedFile) {
      return withUndo(async (onUndo) => {
        const date = values.date ?? todayInZone(await companyTimeZone(strapi));
        const img: FileRow = await files().store(image, FOLDERS.posts, values.title);
        onUndo(() => files().remove([img]));
        return asRow<PostRow>(
          await posts().create({
            data: documentInput(POST_UID, { ...this.fields(kind, values), date, kind: STORED_KIND[kind], img: img.id }),
            populate,
          }),
        )!;
      });
    },

    /** Without a new image the current one stays; a new image replaces it and the old file is deleted. */
    async update(kind: PostKind, post: PostRow, values: PostValues, image?: CheckedFile) {
      const row = await withUndo(async (onUndo) => {
        const data: Record<string, unknown> = this.fields(kind, values);
        if (image) {
          const img: FileRow = await files().store(image, FOLDERS.posts, values.title);
          onUndo(() => files().remove([img]));
          data.img = img.id;
        }
        return asRow<PostRow>(await posts().update({ documentId: post.documentId, data: data, populate }))!;
      });
      if (image) await files().remove([post.img]);
      return row;
    },

    fields: (kind: PostKind, { title, desc, nav, siteId, date }: PostValues) => ({
      title,
      desc,
      ...(date ? { date } : {}),
      ...(kind === 'press' ? { nav } : {}),
      ...(kind === 'testimonials' && siteId !== undefined ? { projectId: siteId } : {}),
    }),
  };
};
