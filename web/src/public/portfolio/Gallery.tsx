import { lazy, Suspense, useState } from 'react';
import { ResponsiveImage, pickVariant } from '../components/ResponsiveImage';
import type { PortfolioSite } from './data';

const Lightbox = lazy(() => import('./Lightbox'));

/**
 * A site's photos as a grid (the first one large). Each is a link to the photo in a large
 * generated size, so without JavaScript it opens as a plain picture; with JavaScript a click opens
 * the lightbox (loaded on demand) instead.
 */
export const Gallery = ({ site, title }: { site: PortfolioSite; title: string }) => {
  const [open, setOpen] = useState<number | null>(null);
  const photos = (site.photos ?? []).map((src, i) => ({ src, image: site.photoFormats?.[i] ?? null }));
  if (!photos.length) return null;
  return (
    <>
      <div className="pub-gallery">
        {photos.map((p, i) => (
          <a
            key={p.src + i}
            href={pickVariant(p.image, 1600)?.url ?? p.src}
            onClick={(e) => {
              e.preventDefault();
              setOpen(i);
            }}
            aria-label={`Open photo ${i + 1} of ${photos.length}: ${title}`}
          >
            <ResponsiveImage
              src={p.src}
              image={p.image}
              alt={`${title}, photo ${i + 1}`}
              sizes={i === 0 ? '(min-width: 900px) 640px, 92vw' : '(min-width: 900px) 210px, 30vw'}
            />
          </a>
        ))}
      </div>
      {open !== null && (
        <Suspense fallback={null}>
          <Lightbox photos={photos} start={open} title={title} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
};
