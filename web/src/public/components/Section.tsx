import type { ReactNode } from 'react';

/**
 * A page section with its heading block: an eyebrow, the h2 (named by `id` for aria-labelledby) and
 * an optional link to more, on the sand background when `alt`.
 */
export const Section = ({
  id,
  eyebrow,
  title,
  action,
  alt = false,
  children,
}: {
  id?: string;
  eyebrow: string;
  title: ReactNode;
  action?: ReactNode;
  alt?: boolean;
  children: ReactNode;
}) => (
  <section className={alt ? 'pub-section pub-section--alt' : 'pub-section'} aria-labelledby={id}>
    <div className="pub-container">
      <div className="pub-section__head">
        <div>
          <p className="pub-eyebrow">{eyebrow}</p>
          <h2 id={id}>{title}</h2>
        </div>
        {action}
      </div>
      {children}
    </div>
  </section>
);
