import type { RouteObject } from 'react-router';
import { PublicLayout, loader, shouldRevalidate } from '../public/layout/PublicLayout';
import { PageError } from '../public/components/PageError';

/**
 * The public site's root layout (header, footer, the site settings' loader) as its route takes it:
 * bundled with the routes where public pages are rendered and hydrated (the site's build, the
 * server, the dev server and tests). The dashboard's build takes ./siteLayout.lazy instead.
 */
export const siteLayout: Pick<RouteObject, 'loader' | 'shouldRevalidate' | 'Component' | 'ErrorBoundary' | 'lazy'> = {
  loader,
  shouldRevalidate,
  Component: PublicLayout,
  ErrorBoundary: PageError,
};
