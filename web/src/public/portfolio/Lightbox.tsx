import { useEffect, useRef, useState } from 'react';
import { ResponsiveImage, type ImageDetails } from '../components/ResponsiveImage';
import './lightbox.css';

/** Full-screen photo viewer: arrows or swipe to move, Escape or the close button to leave. */
const Lightbox = ({ photos, start, title, onClose }: {
  photos: { src: string; image: ImageDetails | null }[];
  start: number;
  title: string;
  onClose: () => void;
}) => {
  const [index, setIndex] = useState(start);
  const closeRef = useRef<HTMLButtonElement>(null);
  const touchX = useRef<number | null>(null);
  const count = photos.length;
  const go = (step: number) => setIndex((i) => (i + step + count) % count);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    closeRef.current?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
      else if (e.key === 'ArrowRight') go(1);
      else if (e.key === 'ArrowLeft') go(-1);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      previous?.focus?.();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const photo = photos[index];
  return (
    <div
      className="pub-lightbox"
      role="dialog"
      aria-modal="true"
      aria-label={`${title}: photo ${index + 1} of ${count}`}
      onClick={(e) => e.target === e.currentTarget && onClose()}
      onTouchStart={(e) => (touchX.current = e.touches[0].clientX)}
      onTouchEnd={(e) => {
        if (touchX.current === null) return;
        const dx = e.changedTouches[0].clientX - touchX.current;
        if (Math.abs(dx) > 40) go(dx < 0 ? 1 : -1);
        touchX.current = null;
      }}
    >
      <button ref={closeRef} type="button" className="pub-lightbox__close" onClick={onClose} aria-label="Close">
        ×
      </button>
      <figure className="pub-lightbox__figure">
        <ResponsiveImage key={photo.src} src={photo.src} image={photo.image} alt={`${title}, photo ${index + 1}`} sizes="100vw" priority />
        <figcaption>
          {title} · {index + 1} / {count}
        </figcaption>
      </figure>
      {count > 1 && (
        <>
          <button type="button" className="pub-lightbox__nav pub-lightbox__nav--prev" onClick={() => go(-1)} aria-label="Previous photo">
            ‹
          </button>
          <button type="button" className="pub-lightbox__nav pub-lightbox__nav--next" onClick={() => go(1)} aria-label="Next photo">
            ›
          </button>
        </>
      )}
    </div>
  );
};

export default Lightbox;
