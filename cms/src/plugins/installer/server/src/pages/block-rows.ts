import type { Modules } from '@strapi/strapi';
import { type Industry, type PageBlock, type ProjectsSource, type Service } from '@portfolio/contract';
import { type DocumentRow } from '../library/documents/service';
import type { FileRow } from '../services/files';
import type { ProjectRow } from '../utils/public-shapes';
import { PUBLISHED_COUNT } from '../projects/drafts';

/** What a page's stored blocks are, and how a page's dynamic zone is read in one go. */

/** A site as a project card needs it (public-site/ reads it). */
export const CARD_POPULATE = { photos: true, client: { populate: { logo: true, sites: PUBLISHED_COUNT } } };

/** The page's dynamic-zone components, as the schema has them (the generated types, cms/types/generated). */
type SchemaBlock = NonNullable<Modules.Documents.Params.Data.Input<'api::page.page'>['blocks']>[number]['__component'];
/**
 * The blocks the site renders (the contract's PageBlock), which must be exactly the schema's: a
 * component added to one and not the other fails this type (and BLOCKS_POPULATE below must list each).
 */
type ContractBlock = [PageBlock['__component']] extends [SchemaBlock]
  ? [SchemaBlock] extends [PageBlock['__component']]
    ? PageBlock['__component']
    : never
  : never;

/**
 * How a page's dynamic zone is loaded in one read: every block's media and relations, component by
 * component (the query engine loads each component table and each relation once for all blocks, so
 * a page costs the same few queries however many blocks it has).
 */
export const BLOCKS_POPULATE = {
  on: {
    'blocks.rich-text': true,
    'blocks.image': { populate: { image: true } },
    'blocks.image-text': { populate: { image: true } },
    'blocks.gallery': { populate: { images: true } },
    'blocks.figures': { populate: { items: true } },
    'blocks.spec-table': true,
    'blocks.steps': { populate: { items: true } },
    'blocks.cards': { populate: { items: { populate: { image: true } } } },
    'blocks.faq': { populate: { items: true } },
    'blocks.downloads': { populate: { documents: { populate: { file: true } } } },
    'blocks.door-range': true,
    'blocks.projects': { populate: { projects: { populate: CARD_POPULATE } } },
    'blocks.testimonial': { populate: { photo: true } },
    'blocks.people': { populate: { items: { populate: { photo: true } } } },
    'blocks.timeline': { populate: { items: true } },
    'blocks.cta': true,
    'blocks.video': { populate: { file: true, poster: true } },
  } satisfies Record<ContractBlock & SchemaBlock, unknown>,
};

/** One item of a block's repeatable component (figures, steps, cards, faq, people, timeline), as stored. */
export interface BlockItemRow {
  fact?: string | null;
  value?: string | null;
  label?: string | null;
  title?: string | null;
  text?: string | null;
  image?: FileRow | null;
  linkUrl?: string | null;
  linkLabel?: string | null;
  question?: string | null;
  answer?: string | null;
  answerFrom?: string | null;
  name?: string | null;
  role?: string | null;
  photo?: FileRow | null;
  year?: string | null;
  event?: string | null;
}

/** One stored block of a page's dynamic zone, loaded with BLOCKS_POPULATE (every component's fields in one shape). */
export interface BlockRow {
  id: number | string;
  __component: string;
  title?: string | null;
  body?: string | null;
  caption?: string | null;
  intro?: string | null;
  text?: string | null;
  label?: string | null;
  url?: string | null;
  quote?: string | null;
  name?: string | null;
  role?: string | null;
  image?: FileRow | null;
  imageSide?: string | null;
  images?: FileRow[] | null;
  photo?: FileRow | null;
  poster?: FileRow | null;
  items?: BlockItemRow[] | null;
  columns?: string | null;
  rows?: string | null;
  documents?: DocumentRow[] | null;
  source: ProjectsSource;
  service: Service;
  sector: Industry;
  limit?: number | string | null;
  projects?: ProjectRow[] | null;
  file?: FileRow | null;
  youtubeUrl?: string | null;
  view?: string | null;
}
