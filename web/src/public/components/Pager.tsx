import { Link, useLocation } from 'react-router';
import { pageHref } from '../portfolio/data';

/** Crawlable pagination: plain links to ?page=n (rel=prev/next), work without JavaScript. */
export const Pager = ({ page, pageCount, label }: { page: number; pageCount: number; label: string }) => {
  const { pathname, search } = useLocation();
  if (pageCount <= 1) return null;
  const href = (n: number) => pageHref(pathname, search, n);
  return (
    <nav className="pub-pager" aria-label={label}>
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev">
          ← Previous
        </Link>
      ) : (
        <span aria-hidden="true" />
      )}
      <span>
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <Link to={href(page + 1)} rel="next">
          Next →
        </Link>
      ) : (
        <span aria-hidden="true" />
      )}
    </nav>
  );
};

/** rel=prev/next paths for a page's head. */
export const pagerLinks = (url: URL, page: number, pageCount: number) => ({
  prev: page > 1 ? pageHref(url.pathname, url.search, page - 1) : null,
  next: page < pageCount ? pageHref(url.pathname, url.search, page + 1) : null,
});
