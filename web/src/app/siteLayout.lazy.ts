import type { RouteObject } from 'react-router';

/**
 * The public site's root layout for the dashboard's build (vite.config.ts points ./siteLayout
 * here): loaded only when a public address is opened inside the dashboard's document (after
 * logout, say), so the public header, footer and their styles stay out of the sign-in screen's and
 * the dashboard's first download.
 */
export const siteLayout: Pick<RouteObject, 'lazy'> = {
  lazy: async () => {
    const [{ PublicLayout, loader, shouldRevalidate }, { PageError }] = await Promise.all([
      import('../public/layout/PublicLayout'),
      import('../public/components/PageError'),
    ]);
    return { loader, shouldRevalidate, Component: PublicLayout, ErrorBoundary: PageError };
  },
};
