import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A link an editor typed: a site path stays in the app, anything else is a plain link. */
/** `label`: its accessible name when the visible text alone is not enough (it starts with the visible text). */
export const BlockLink = ({ to, className, label, children }: { to: string; className?: string; label?: string; children: ReactNode }) =>
  to.startsWith('/') && !to.startsWith('//') ? (
    <Link to={to} className={className} aria-label={label}>
      {children}
    </Link>
  ) : (
    <a href={/^(https?:|mailto:|tel:)/i.test(to) ? to : `https://${to}`} className={className} aria-label={label} rel="noopener">
      {children}
    </a>
  );
