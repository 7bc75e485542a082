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
  type PageBlock,
  type ProjectSummary,
} from '@portfolio/contract';
import { imageDetails } from '../utils/serialize';
import { toDocument, type DocumentRow } from '../library/documents/service';
import type { BlockItemRow, BlockRow } from './block-rows';

export { BLOCKS_POPULATE, CARD_POPULATE, type BlockRow } from './block-rows';

const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
const items = (row: BlockRow): BlockItemRow[] => (Array.isArray(row.items) ? row.items : []);

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
        // A picked fact shows the facts' number (and its own label unless one is typed); a fact not set leaves the item
        // out.
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
