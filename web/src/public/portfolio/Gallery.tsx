import { lazy, Suspense, useRef, useState } from 'react';
import { photoAltOf } from '@portfolio/contract';
import { ResponsiveImage, pickVariant, type ImageDetails } from '../components/ResponsiveImage';
import type { PortfolioSite } from './data';
import './gallery.css';

const loadLightbox = () => import('./Lightbox');
const Lightbox = lazy(loadLightbox);

export interface GalleryPhoto {
  src: string;
  image: ImageDetails | null;
  /** The caption staff wrote ('' for none): under the tile and in the lightbox. */
  caption: string;
  /** The lightbox's line under the photo: the caption, else "{title}, photo n of m". */
  label: string;
  /** The text alternative: the photo's alt text, else its caption, else the project's name (photo-words.ts). */
  alt: string;
}

type GallerySite = Pick<PortfolioSite, 'photos' | 'photoFormats' | 'photoCaptions' | 'photoAlts'>;

/** A site's photos with their words (captions and alt texts staff wrote). */
export const galleryPhotos = (site: GallerySite, title: string): GalleryPhoto[] => {
  const count = site.photos?.length ?? 0;
  return (site.photos ?? []).map((src, i) => {
    const image = site.photoFormats?.[i] ?? null;
    const caption = site.photoCaptions?.[i]?.trim() ?? '';
    return {
      src,
      image,
      caption,
      label: caption || `${title}, photo ${i + 1} of ${count}`,
      alt: photoAltOf(site.photoAlts?.[i] ?? image?.alt, caption, title),
    };
  });
};

/**
 * A site's photos as a grid (the first one large). Each is a link to the photo in a large
 * generated size, so without JavaScript it opens as a plain picture; with JavaScript a click (or
 * Enter) opens the lightbox instead. The lightbox's code loads on first use (hovering or focusing a
 * photo starts the download), so it adds nothing to the page's initial JavaScript.
 */
export const Gallery = ({
  site,
  title,
  variant = 'site',
  sizes,
}: {
  site: GallerySite;
  title: string;
  /** `project`: the case-study page's wider grid. */
  variant?: 'site' | 'project';
  /** `sizes` of the lead photo and of the others. */
  sizes?: [string, string];
}) => {
  const [open, setOpen] = useState<number | null>(null);
  const links = useRef<(HTMLAnchorElement | null)[]>([]);
  const photos = galleryPhotos(site, title);
  if (!photos.length) return null;
  const [leadSizes, restSizes] = sizes ?? ['(min-width: 900px) 640px, 92vw', '(min-width: 900px) 210px, 30vw'];
  const close = () => {
    const opener = open;
    setOpen(null);
    // Focus goes back to the photo that opened the lightbox.
    if (opener !== null) links.current[opener]?.focus();
  };
  return (
    <>
      <ul
        className={`pub-gallery${variant === 'project' ? ' pub-gallery--project' : ''}`}
        data-count={Math.min(photos.length, 5)}
        aria-label={`Photos of ${title}`}
      >
        {photos.map((p, i) => (
          <li key={p.src + i}>
            <figure className="pub-gallery__figure">
              <a
                ref={(el) => {
                  links.current[i] = el;
                }}
                href={pickVariant(p.image, 1600)?.url ?? p.src}
                onClick={(e) => {
                  if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
                  e.preventDefault();
                  setOpen(i);
                }}
                onPointerEnter={() => void loadLightbox()}
                onFocus={() => void loadLightbox()}
                aria-label={`Open photo ${i + 1} of ${photos.length}: ${title}`}
              >
                <ResponsiveImage
                  src={p.src}
                  image={p.image}
                  alt={p.alt}
                  sizes={i === 0 ? leadSizes : restSizes}
                  priority={variant === 'project' && i === 0}
                />
              </a>
              {p.caption && <figcaption className="pub-gallery__caption">{p.caption}</figcaption>}
            </figure>
          </li>
        ))}
      </ul>
      {open !== null && (
        <Suspense fallback={null}>
          <Lightbox photos={photos} start={open} title={title} onClose={close} />
        </Suspense>
      )}
    </>
  );
};
