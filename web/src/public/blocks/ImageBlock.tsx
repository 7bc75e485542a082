import type { ImageBlock as Data } from '@portfolio/contract';
import { ResponsiveImage } from '../components/ResponsiveImage';

/**
 * A picture across the container with its caption (the caption, else the picture's own alt text, is its text
 * alternative).
 */
export const ImageBlock = ({ block }: { block: Data }) =>
  block.image ? (
    <div className="pub-block pub-block--image">
      <figure className="pub-container pub-figure">
        <ResponsiveImage
          image={block.image}
          alt={block.image.alt ?? block.caption ?? ''}
          sizes="(min-width: 1240px) 1160px, 94vw"
        />
        {block.caption && <figcaption>{block.caption}</figcaption>}
      </figure>
    </div>
  ) : null;
