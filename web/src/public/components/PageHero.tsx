import type { ReactNode } from 'react';
import { ResponsiveImage, type ImageDetails } from './ResponsiveImage';

/** The banner at the top of each page: title (h1), optional lead, intro and background image. */
export const PageHero = ({
  eyebrow,
  title,
  lead,
  intro,
  image,
  imageSrc,
  children,
  compact = false,
  home = false,
}: {
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  intro?: ReactNode;
  image?: ImageDetails | null;
  imageSrc?: string | null;
  children?: ReactNode;
  compact?: boolean;
  home?: boolean;
}) => {
  const hasImage = !!(image?.url || imageSrc);
  return (
    <header
      className={`pub-hero${compact ? ' pub-hero--compact' : ''}${home ? ' pub-hero--home' : ''}${hasImage ? ' pub-hero--image' : ''}`}
    >
      {hasImage && (
        <ResponsiveImage
          className="pub-hero__bg"
          image={image}
          src={imageSrc}
          alt=""
          sizes="100vw"
          priority
          data-fallback="off"
        />
      )}
      <div className="pub-container pub-hero__inner">
        {eyebrow && <div className="pub-hero__eyebrow">{eyebrow}</div>}
        <h1 className="pub-hero__title">{title}</h1>
        {lead && <p className="pub-hero__lead">{lead}</p>}
        {intro && <p className="pub-hero__intro">{intro}</p>}
        {children}
      </div>
    </header>
  );
};
