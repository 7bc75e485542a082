import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ResponsiveImage } from '../components/ResponsiveImage';
import type { GalleryPhoto } from './Gallery';
import './lightbox.css';

/**
 * Full-screen photo viewer (loaded on first use): a modal dialog with the large photo, its caption
 * and an "n / m" counter. Arrow keys or swipe move, Escape or the close button leave (the gallery
 * then focuses the photo that opened it); Tab stays inside the dialog. The page behind does not
 * move: scrolling is locked and the scrollbar's width kept as padding.
 */
const Lightbox = ({
  photos,
  start,
  title,
  onClose,
}: {
  photos: GalleryPhoto[];
  start: number;
  title: string;
  onClose: () => void;
}) => {
  const [index, setIndex] = useState(start);
  const dialog = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const touchX = useRef<number | null>(null);
  const count = photos.length;
  const go = (step: number) => setIndex((i) => (i + step + count) % count);

  // As the dialog appears, not a frame later (Preact runs plain effects after paint): a key pressed
  // at once already reaches the dialog, and the page is locked before it can scroll.
  useLayoutEffect(() => {
    closeRef.current?.focus();
    const { overflow, paddingRight } = document.body.style;
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    document.body.style.overflow = 'hidden';
    if (scrollbar > 0) document.body.style.paddingRight = `${scrollbar}px`;
    return () => {
      document.body.style.overflow = overflow;
      document.body.style.paddingRight = paddingRight;
    };
  }, []);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      onClose();
    } else if (e.key === 'ArrowRight') go(1);
    else if (e.key === 'ArrowLeft') go(-1);
    else if (e.key === 'Tab') {
      const focusable = [...(dialog.current?.querySelectorAll<HTMLElement>('button, a[href]') ?? [])];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (e.shiftKey && document.activeElement === first) {
        e.preventDefault();
        last?.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first?.focus();
      }
    }
  };

  const photo = photos[index];
  return (
    <div
      ref={dialog}
      className="pub-lightbox"
      role="dialog"
      aria-modal="true"
      aria-label={`${title}: photo ${index + 1} of ${count}`}
      onKeyDown={onKeyDown}
      onClick={(e) => e.target === e.currentTarget && onClose()}
      onTouchStart={(e) => (touchX.current = e.touches[0].clientX)}
      onTouchEnd={(e) => {
        if (touchX.current === null) return;
        const dx = e.changedTouches[0].clientX - touchX.current;
        if (Math.abs(dx) > 40) go(dx < 0 ? 1 : -1);
        touchX.current = null;
      }}
    >
      <p className="pub-lightbox__counter" aria-live="polite">
        {index + 1} / {count}
      </p>
      <button ref={closeRef} type="button" className="pub-lightbox__close" onClick={onClose} aria-label="Close photos">
        ×
      </button>
      <figure className="pub-lightbox__figure">
        <div className="pub-lightbox__frame">
          <ResponsiveImage
            key={photo.src}
            src={photo.src}
            image={photo.image}
            alt={photo.alt}
            sizes="(min-width: 1400px) 1400px, 100vw"
            priority
          />
        </div>
        <figcaption>{photo.label}</figcaption>
      </figure>
      {count > 1 && (
        <>
          <button
            type="button"
            className="pub-lightbox__nav pub-lightbox__nav--prev"
            onClick={() => go(-1)}
            aria-label="Previous photo"
          >
            ‹
          </button>
          <button
            type="button"
            className="pub-lightbox__nav pub-lightbox__nav--next"
            onClick={() => go(1)}
            aria-label="Next photo"
          >
            ›
          </button>
        </>
      )}
    </div>
  );
};

export default Lightbox;
