import type { ImageTextBlock as Data } from '@portfolio/contract';
import { Markdown } from '../components/Markdown';
import { ResponsiveImage } from '../components/ResponsiveImage';
import { BlockSection } from './BlockSection';

/** A picture beside a titled text; on a phone the picture comes first. */
export const ImageTextBlock = ({ block }: { block: Data }) => (
  <BlockSection id={block.id} kind="image-text">
    <div className={`pub-split${block.imageSide === 'right' ? ' pub-split--right' : ''}`}>
      {block.image && (
        <div className="pub-split__media">
          <ResponsiveImage image={block.image} alt={block.image.alt ?? ''} sizes="(min-width: 900px) 560px, 94vw" />
        </div>
      )}
      <div className="pub-split__text">
        {block.title && <h2>{block.title}</h2>}
        <Markdown className="pub-prose" text={block.body} />
      </div>
    </div>
  </BlockSection>
);
