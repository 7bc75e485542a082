import './blocks.css';
import type { PageBlock, RichTextBlock } from '@portfolio/contract';
import { CardsBlock } from './CardsBlock';
import { CtaBlock } from './CtaBlock';
import { DoorRangeBlock } from './DoorRangeBlock';
import { DownloadsBlock } from './DownloadsBlock';
import { FaqBlock } from './FaqBlock';
import { FiguresBlock } from './FiguresBlock';
import { GalleryBlock } from './GalleryBlock';
import { ImageBlock } from './ImageBlock';
import { ImageTextBlock } from './ImageTextBlock';
import { PeopleBlock } from './PeopleBlock';
import { ProjectsBlock } from './ProjectsBlock';
import { RichTextBlocks } from './RichTextBlock';
import { SpecTableBlock } from './SpecTableBlock';
import { StepsBlock } from './StepsBlock';
import { TestimonialBlock } from './TestimonialBlock';
import { TimelineBlock } from './TimelineBlock';
import { VideoBlock } from './VideoBlock';
import { Static } from '../components/Static';

/** One block by its Strapi component; an unknown one (a newer server) shows nothing. */
const Block = ({ block }: { block: PageBlock }) => {
  switch (block.__component) {
    case 'blocks.image':
      return <ImageBlock block={block} />;
    case 'blocks.image-text':
      return <ImageTextBlock block={block} />;
    case 'blocks.gallery':
      return <GalleryBlock block={block} />;
    case 'blocks.figures':
      return <FiguresBlock block={block} />;
    case 'blocks.spec-table':
      return <SpecTableBlock block={block} />;
    case 'blocks.steps':
      return <StepsBlock block={block} />;
    case 'blocks.cards':
      return <CardsBlock block={block} />;
    case 'blocks.faq':
      return <FaqBlock block={block} />;
    case 'blocks.downloads':
      return <DownloadsBlock block={block} />;
    case 'blocks.door-range':
      return <DoorRangeBlock block={block} />;
    case 'blocks.projects':
      return <ProjectsBlock block={block} />;
    case 'blocks.testimonial':
      return <TestimonialBlock block={block} />;
    case 'blocks.people':
      return <PeopleBlock block={block} />;
    case 'blocks.timeline':
      return <TimelineBlock block={block} />;
    case 'blocks.cta':
      return <CtaBlock block={block} />;
    case 'blocks.video':
      return <VideoBlock block={block} />;
    default:
      return null;
  }
};

/** Runs of consecutive rich-text blocks (numbered together) and the other blocks, in page order. */
const runs = (blocks: PageBlock[]) =>
  blocks.reduce<Array<PageBlock | RichTextBlock[]>>((out, b) => {
    const last = out[out.length - 1];
    if (b.__component === 'blocks.rich-text') {
      if (Array.isArray(last)) last.push(b);
      else out.push([b]);
    } else out.push(b);
    return out;
  }, []);

/**
 * Blocks that work in the browser (the lightbox, the click-to-load video); all others are kept as server HTML on
 * hydration.
 */
const INTERACTIVE = new Set<PageBlock['__component']>(['blocks.gallery', 'blocks.video']);

/** A company page's blocks, rendered on the server: each its own section under the page's h1. */
export const Blocks = ({ blocks }: { blocks: PageBlock[] }) => (
  <>
    {runs(blocks).map((run) =>
      Array.isArray(run) ? (
        <Static key={`rt-${run[0].id}`}>
          <RichTextBlocks blocks={run} />
        </Static>
      ) : INTERACTIVE.has(run.__component) ? (
        <Block key={`${run.__component}-${run.id}`} block={run} />
      ) : (
        <Static key={`${run.__component}-${run.id}`}>
          <Block block={run} />
        </Static>
      ),
    )}
  </>
);
