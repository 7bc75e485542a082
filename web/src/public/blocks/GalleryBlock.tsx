import type { GalleryBlock as Data } from '@portfolio/contract';
import { Gallery } from '../portfolio/Gallery';
import { BlockSection } from './BlockSection';

/** Photos in the project gallery's grid; a click opens the project lightbox (its code loads on first use). */
export const GalleryBlock = ({ block }: { block: Data }) => (
  <BlockSection id={block.id} kind="gallery" title={block.title}>
    <Gallery
      site={{ photos: block.images.map((i) => i.url), photoFormats: block.images }}
      title={block.title ?? 'Gallery'}
    />
  </BlockSection>
);
