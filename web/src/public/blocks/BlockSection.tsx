import type { ReactNode } from 'react';

/**
 * The frame of one block: a section named by its h2 (the page's h1 is the hero's), inside the
 * page container; `tone` picks its background (sand, or the dark ink band).
 */
export const BlockSection = ({
  id,
  kind,
  title,
  intro,
  tone,
  children,
}: {
  id: number;
  kind: string;
  title?: string | null;
  intro?: string | null;
  tone?: 'alt' | 'dark';
  children: ReactNode;
}) => {
  const headingId = title ? `block-${kind}-${id}` : undefined;
  return (
    <section className={`pub-block pub-block--${kind}${tone ? ` pub-block--${tone}` : ''}`} aria-labelledby={headingId}>
      <div className="pub-container">
        {(title || intro) && (
          <div className="pub-block__head">
            {title && <h2 id={headingId}>{title}</h2>}
            {intro && <p>{intro}</p>}
          </div>
        )}
        {children}
      </div>
    </section>
  );
};
