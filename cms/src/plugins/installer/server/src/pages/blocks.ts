import type { Modules } from '@strapi/strapi';
import {
  INDUSTRIES,
  SERVICES,
  DOOR_RANGE_VIEWS,
  NO_FACTS,
  doorRangeAnswer,
  factFigure,
  isFactChoice,
  isDoorRangeAnswer,
  tableCells,
  youtubeIdOf,
  type CompanyFacts,
  type DoorRangeView,
  type DoorType,
  type Industry,
  type PageBlock,
  type ProjectsSource,
  type ProjectSummary,
  type Service,
} from '@portfolio/contract';
import { imageDetails } from '../utils/serialize';
import { toDocument, type DocumentRow } from '../library/documents/service';
import type { FileRow } from '../services/files';
import type { ProjectRow } from '../utils/public-shapes';
import { PUBLISHED_COUNT } from '../projects/drafts';

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
interface BlockItemRow {
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

const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
const items = (row: BlockRow): BlockItemRow[] => (Array.isArray(row.items) ? row.items : []);

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

/** Whether a stored block shows a company fact (a figures item that picks one). */
export const readsFacts = (row: BlockRow) =>
  row.__component === 'blocks.figures' && items(row).some((i) => isFactChoice(i.fact));

/** Whether a stored block reads the fire-door range (a door-range block, an FAQ answer written from it). */
export const readsDoorRange = (row: BlockRow) =>
  row.__component === 'blocks.door-range' ||
  (row.__component === 'blocks.faq' && items(row).some((i) => isDoorRangeAnswer(i.answerFrom)));

const images = (list: unknown) => (Array.isArray(list) ? list : []).flatMap((f) => imageDetails(f) ?? []);

/**
 * One stored block as the public read answers it; null for a block that has nothing to show (an
 * image block without its picture, a table without columns). `projects` are the block's cards,
 * resolved by the caller (chosen ones, or the newest of a service or sector); `range` the fire-door
 * range as the site shows it (door-types/service range()), for the blocks that read it (readsDoorRange);
 * `facts` the company's facts (company/facts), for figures that pick one (readsFacts).
 */
export const toBlock = (
  row: BlockRow,
  projects: ProjectSummary[] = [],
  range: DoorType[] = [],
  facts: CompanyFacts = NO_FACTS,
): PageBlock | null => {
  const base = { id: Number(row.id), title: str(row.title) };
  switch (row.__component) {
    case 'blocks.rich-text':
      return str(row.title) || str(row.body) ? { ...base, __component: 'blocks.rich-text', body: str(row.body) } : null;
    case 'blocks.image': {
      const image = imageDetails(row.image);
      return image ? { id: base.id, __component: 'blocks.image', image, caption: str(row.caption) } : null;
    }
    case 'blocks.image-text':
      return {
        ...base,
        __component: 'blocks.image-text',
        body: str(row.body),
        image: imageDetails(row.image),
        imageSide: row.imageSide === 'right' ? 'right' : 'left',
      };
    case 'blocks.gallery': {
      const list = images(row.images);
      return list.length ? { ...base, __component: 'blocks.gallery', images: list } : null;
    }
    case 'blocks.figures':
      return {
        ...base,
        __component: 'blocks.figures',
        // A picked fact shows the facts' number (and its own label unless one is typed); a fact not set leaves the item out.
        items: items(row).flatMap((i: BlockItemRow) => {
          if (isFactChoice(i.fact)) {
            const fact = factFigure(facts, i.fact);
            return fact ? [{ value: fact.value, label: str(i.label) ?? fact.label }] : [];
          }
          return str(i.value) ? [{ value: str(i.value)!, label: str(i.label) ?? '' }] : [];
        }),
      };
    case 'blocks.spec-table': {
      const columns = tableCells(row.columns)[0] ?? [];
      return columns.length
        ? { ...base, __component: 'blocks.spec-table', caption: str(row.caption), columns, rows: tableCells(row.rows) }
        : null;
    }
    case 'blocks.steps':
      return {
        ...base,
        __component: 'blocks.steps',
        intro: str(row.intro),
        items: items(row)
          .filter((i: BlockItemRow) => str(i.title))
          .map((i: BlockItemRow) => ({ title: str(i.title)!, text: str(i.text) })),
      };
    case 'blocks.cards':
      return {
        ...base,
        __component: 'blocks.cards',
        intro: str(row.intro),
        items: items(row)
          .filter((i: BlockItemRow) => str(i.title))
          .map((i: BlockItemRow) => ({
            title: str(i.title)!,
            text: str(i.text),
            image: imageDetails(i.image),
            linkUrl: str(i.linkUrl),
            linkLabel: str(i.linkLabel),
          })),
      };
    case 'blocks.faq':
      return {
        ...base,
        __component: 'blocks.faq',
        // An answer written from the range replaces the typed one; it leaves the FAQ when the range has nothing to say.
        items: items(row).flatMap((i: BlockItemRow) => {
          const answer = isDoorRangeAnswer(i.answerFrom) ? doorRangeAnswer(i.answerFrom, range) : str(i.answer);
          return str(i.question) && answer ? [{ question: str(i.question)!, answer }] : [];
        }),
      };
    case 'blocks.door-range':
      return range.length
        ? {
            ...base,
            __component: 'blocks.door-range',
            intro: str(row.intro),
            view: (DOOR_RANGE_VIEWS as readonly string[]).includes(String(row.view))
              ? (row.view as DoorRangeView)
              : 'cards',
            doorTypes: range,
          }
        : null;
    case 'blocks.downloads':
      // Each document's validity against today's date (a bare `.map(toDocument)` would pass the index as `today`).
      return {
        ...base,
        __component: 'blocks.downloads',
        documents: (row.documents ?? []).filter((d: DocumentRow) => d?.file).map((d) => toDocument(d)),
      };
    case 'blocks.projects':
      return {
        ...base,
        __component: 'blocks.projects',
        source: ['service', 'sector', 'featured'].includes(row.source) ? row.source : 'chosen',
        service: (SERVICES as readonly string[]).includes(row.service) ? row.service : null,
        sector: (INDUSTRIES as readonly string[]).includes(row.sector) ? row.sector : null,
        projects,
      };
    case 'blocks.testimonial':
      return str(row.quote)
        ? {
            id: base.id,
            __component: 'blocks.testimonial',
            quote: str(row.quote)!,
            name: str(row.name) ?? '',
            role: str(row.role),
            photo: imageDetails(row.photo),
          }
        : null;
    case 'blocks.people':
      return {
        ...base,
        __component: 'blocks.people',
        intro: str(row.intro),
        items: items(row)
          .filter((i: BlockItemRow) => str(i.name))
          .map((i: BlockItemRow) => ({ name: str(i.name)!, role: str(i.role), photo: imageDetails(i.photo) })),
      };
    case 'blocks.timeline':
      return {
        ...base,
        __component: 'blocks.timeline',
        items: items(row)
          .filter((i: BlockItemRow) => str(i.year) && str(i.event))
          .map((i: BlockItemRow) => ({ year: str(i.year)!, event: str(i.event)! })),
      };
    case 'blocks.cta':
      return str(row.title) && str(row.label) && str(row.url)
        ? {
            id: base.id,
            __component: 'blocks.cta',
            title: str(row.title)!,
            text: str(row.text),
            label: str(row.label)!,
            url: str(row.url)!,
          }
        : null;
    case 'blocks.video': {
      const file = row.file?.url ? { url: String(row.file.url), mime: row.file.mime ?? null } : null;
      const youtubeId = file ? null : youtubeIdOf(row.youtubeUrl);
      return file || youtubeId
        ? {
            ...base,
            __component: 'blocks.video',
            caption: str(row.caption),
            file,
            youtubeId,
            poster: imageDetails(row.poster),
          }
        : null;
    }
    default:
      return null;
  }
};
