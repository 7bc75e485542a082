import { data, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { PUBLIC_ROUTES, pageParam, type PublicRoute } from '@portfolio/contract';
import { AppShell } from './AppShell';
import { Loading } from '../shared/Loading';
import { PageError } from '../public/components/PageError';
import { siteLayout } from './siteLayout';
import { SITE_ROUTE } from '../public/data/reads';
import type { PublicHandle } from '../public/head/head';
import { dashboardRoutes } from './dashboardRoutes';
import { otherDocument } from './otherDocument';

/** What a public route module exports: its loader, its head (handle.meta) and its view. */
interface PublicRouteModule {
  loader?: RouteObject['loader'];
  action?: RouteObject['action'];
  handle?: PublicHandle;
  Component: React.ComponentType;
}

/**
 * A page that is not a paginated list has one page: `?page=2` and beyond answer 404 (the not-found
 * page), never a copy of the page with a canonical URL of its own.
 */
const onePageOnly = (loader: PublicRouteModule['loader']) => (args: LoaderFunctionArgs) => {
  if (pageParam(new URL(args.request.url).searchParams.get('page')) > 1) throw data('Not found', { status: 404 });
  return typeof loader === 'function' ? loader(args) : null;
};

/**
 * A public page: one route module, loaded lazily (its own chunk), rendered on the server. The id
 * is the module's path in web/, which the server looks up in Vite's manifest to preload the chunk.
 * `paginated`: its loader reads `?page=n` (and answers 404 past the last page itself).
 */
const publicPage = (
  path: string | undefined,
  id: string,
  load: () => Promise<PublicRouteModule>,
  { paginated = false } = {},
): RouteObject => ({
  ...(path ? { path } : { index: true }),
  id,
  ErrorBoundary: PageError,
  lazy: async () => {
    const { loader, action, handle, Component } = await load();
    return { loader: paginated ? loader : onePageOnly(loader), action, handle, Component };
  },
});

/** A public route's path below the layout's '/' (contract PUBLIC_ROUTES). */
const at = (route: PublicRoute) => PUBLIC_ROUTES[route].slice(1);

export const publicRoutes: RouteObject[] = [
  publicPage(undefined, 'src/public/pages/HomePage.tsx', () => import('../public/pages/HomePage')),
  publicPage(at('about'), 'src/public/pages/AboutPage.tsx', () => import('../public/pages/AboutPage')),
  publicPage(
    at('designAndBuild'),
    'src/public/pages/DesignAndBuildPage.tsx',
    () => import('../public/pages/DesignAndBuildPage'),
  ),
  publicPage(
    at('manufacturing'),
    'src/public/pages/ManufacturingPage.tsx',
    () => import('../public/pages/ManufacturingPage'),
  ),
  publicPage(at('fireDoors'), 'src/public/pages/FireDoorsPage.tsx', () => import('../public/pages/FireDoorsPage')),
  publicPage(at('press'), 'src/public/pages/PressAwardsPage.tsx', () => import('../public/pages/PressAwardsPage')),
  publicPage(at('career'), 'src/public/career/CareersPage.tsx', () => import('../public/career/CareersPage')),
  publicPage(at('job'), 'src/public/career/JobPage.tsx', () => import('../public/career/JobPage')),
  publicPage(
    at('certifications'),
    'src/public/certifications/CertificationsPage.tsx',
    () => import('../public/certifications/CertificationsPage'),
  ),
  publicPage(at('contact'), 'src/public/contact/ContactPage.tsx', () => import('../public/contact/ContactPage')),
  publicPage(at('privacy'), 'src/public/pages/PrivacyPage.tsx', () => import('../public/pages/PrivacyPage')),
  publicPage(
    at('projects'),
    'src/public/projects/ProjectsOverviewPage.tsx',
    () => import('../public/projects/ProjectsOverviewPage'),
    { paginated: true },
  ),
  publicPage(at('clients'), 'src/public/projects/ClientsPage.tsx', () => import('../public/projects/ClientsPage'), {
    paginated: true,
  }),
  publicPage(
    at('client'),
    'src/public/projects/ClientProjectsPage.tsx',
    () => import('../public/projects/ClientProjectsPage'),
  ),
  publicPage(
    at('clientDetails'),
    'src/public/projects/ClientDetailsPage.tsx',
    () => import('../public/projects/ClientDetailsPage'),
  ),
  publicPage(at('project'), 'src/public/project/ProjectPage.tsx', () => import('../public/project/ProjectPage')),
  publicPage(
    at('state'),
    'src/public/projects/StateProjectsPage.tsx',
    () => import('../public/projects/StateProjectsPage'),
    { paginated: true },
  ),
  publicPage(
    at('stateDetails'),
    'src/public/projects/StateDetailsPage.tsx',
    () => import('../public/projects/StateDetailsPage'),
  ),
  publicPage(
    at('ongoing'),
    'src/public/projects/OngoingProjectsPage.tsx',
    () => import('../public/projects/OngoingProjectsPage'),
    { paginated: true },
  ),
  publicPage(
    at('category'),
    'src/public/projects/CategoryProjectsPage.tsx',
    () => import('../public/projects/CategoryProjectsPage'),
    { paginated: true },
  ),
  publicPage(at('verify'), 'src/public/verify/VerifyPage.tsx', () => import('../public/verify/VerifyPage')),
  publicPage(at('verifyForm'), 'src/public/verify/VerifyFormPage.tsx', () => import('../public/verify/VerifyFormPage')),
  publicPage(at('test'), 'src/public/pages/TestPage.tsx', () => import('../public/pages/TestPage')),
  publicPage('*', 'src/public/pages/NotFoundPage.tsx', () => import('../public/pages/NotFoundPage')),
];

export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      {
        id: SITE_ROUTE,
        path: '/',
        ...siteLayout,
        // Client-rendered first loads (dev server, tests): the 'Loading...' indicator until the data is in.
        HydrateFallback: Loading,
        children: publicRoutes,
      },
      // The public site's browser build (`vite build --mode site`, on Preact) leaves the dashboard out: a
      // link to /installer loads the dashboard's own document.
      ...(import.meta.env.MODE === 'site' ? [otherDocument('/installer/*')] : dashboardRoutes()),
    ],
  },
];
