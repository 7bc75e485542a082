import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { blockLinkHref, isOnSiteLink } from '@portfolio/contract';

/**
 * A link an editor typed: a site path stays in the app, anything else is a plain link. A path that
 * would leave the site ("//host", "/\host": the cms refuses them on save) is shown as text, no link.
 * `label`: its accessible name when the visible text alone is not enough (it starts with the visible text).
 */
type Props = { to: string; className?: string; label?: string; children: ReactNode };

export const BlockLink = ({ to, className, label, children }: Props) => {
  if (isOnSiteLink(to)) {
    return (
      <Link to={to} className={className} aria-label={label}>
        {children}
      </Link>
    );
  }
  const href = blockLinkHref(to);
  return href ? (
    <a href={href} className={className} aria-label={label} rel="noopener">
      {children}
    </a>
  ) : (
    <span className={className}>{children}</span>
  );
};
