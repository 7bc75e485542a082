import { PUBLIC_ROUTES } from '@portfolio/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** Inline data states shared by the public pages: loading, error (with retry), empty, not found. */
export const LoadingBlock = ({ label = 'Loading...', cards = 3 }: { label?: string; cards?: number }) => (
  <div className="pub-loading" role="status" aria-live="polite">
    <span className="pub-visually-hidden">{label}</span>
    <div className="pub-grid" aria-hidden="true">
      {Array.from({ length: cards }, (_, i) => (
        <div key={i} className="pub-skeleton" />
      ))}
    </div>
  </div>
);

export const ErrorBlock = ({
  message = 'We could not load this content.',
  onRetry,
}: {
  message?: string;
  onRetry?: () => void;
}) => (
  <div className="pub-notice pub-notice--error" role="alert">
    <p>{message} Please check your connection and try again.</p>
    {onRetry && (
      <button type="button" className="pub-button pub-button--ghost" onClick={onRetry}>
        Try again
      </button>
    )}
  </div>
);

/** A boxed notice with one way on: no documents yet, no openings, a closed job. */
export const NoticeBox = ({
  heading,
  headingLevel = 2,
  headingId,
  text,
  to,
  action,
}: {
  heading: string;
  headingLevel?: 2 | 3;
  headingId?: string;
  text: string;
  to: string;
  action: string;
}) => {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <div className="pub-notice-box" role="status">
      <Heading id={headingId}>{heading}</Heading>
      <p>{text}</p>
      <Link className="pub-button pub-button--ghost" to={to}>
        {action}
      </Link>
    </div>
  );
};

export const EmptyBlock = ({ children }: { children: ReactNode }) => (
  <div className="pub-notice pub-notice--empty">{children}</div>
);

/** The clear not-found page for unknown routes and unknown ids (client, state, industry, ...). */
export const NotFound = ({
  title = 'Page not found',
  message,
  backTo = PUBLIC_ROUTES.projects,
  backLabel = 'Browse all projects',
}: {
  title?: string;
  message?: ReactNode;
  backTo?: string;
  backLabel?: string;
}) => (
  <section className="pub-notfound pub-container">
    <p className="pub-notfound__code" aria-hidden="true">
      404
    </p>
    <h1>{title}</h1>
    <p className="pub-notfound__text">{message ?? 'The page you are looking for does not exist or has been moved.'}</p>
    <div className="pub-actions pub-actions--center">
      <Link className="pub-button" to={backTo}>
        {backLabel}
      </Link>
      {backTo !== '/' && (
        <Link className="pub-button pub-button--ghost" to="/">
          Go to the home page
        </Link>
      )}
    </div>
  </section>
);
