import { lazy } from 'react';
import { Navigate, data, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { PUBLIC_ROUTES, pageParam, type PublicRoute } from '@portfolio/contract';
import { AppShell } from './AppShell';
import { Loading } from '../shared/Loading';
import { PublicLayout, loader as publicLayoutLoader, shouldRevalidate } from '../public/layout/PublicLayout';
import { PageError } from '../public/components/PageError';
import { SITE_ROUTE } from '../public/data/reads';
import type { PublicHandle } from '../public/head/head';

/* Dashboard screens are lazily loaded React components (client-rendered). */
const page = (load: () => Promise<{ default: React.ComponentType }>) => {
  const Page = lazy(load);
  return <Page />;
};

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
const onePageOnly =
  (loader: PublicRouteModule['loader']) =>
  (args: LoaderFunctionArgs) => {
    if (pageParam(new URL(args.request.url).searchParams.get('page')) > 1) throw data('Not found', { status: 404 });
    return typeof loader === 'function' ? loader(args) : null;
  };

/**
 * A public page: one route module, loaded lazily (its own chunk), rendered on the server. The id
 * is the module's path in web/, which the server looks up in Vite's manifest to preload the chunk.
 * `paginated`: its loader reads `?page=n` (and answers 404 past the last page itself).
 */
const publicPage = (path: string | undefined, id: string, load: () => Promise<PublicRouteModule>, { paginated = false } = {}): RouteObject => ({
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
  publicPage(at('designAndBuild'), 'src/public/pages/DesignAndBuildPage.tsx', () => import('../public/pages/DesignAndBuildPage')),
  publicPage(at('manufacturing'), 'src/public/pages/ManufacturingPage.tsx', () => import('../public/pages/ManufacturingPage')),
  publicPage(at('fireDoors'), 'src/public/pages/FireDoorsPage.tsx', () => import('../public/pages/FireDoorsPage')),
  publicPage(at('press'), 'src/public/pages/PressAwardsPage.tsx', () => import('../public/pages/PressAwardsPage')),
  publicPage(at('career'), 'src/public/career/CareersPage.tsx', () => import('../public/career/CareersPage')),
  publicPage(at('job'), 'src/public/career/JobPage.tsx', () => import('../public/career/JobPage')),
  publicPage(at('certifications'), 'src/public/certifications/CertificationsPage.tsx', () => import('../public/certifications/CertificationsPage')),
  publicPage(at('contact'), 'src/public/contact/ContactPage.tsx', () => import('../public/contact/ContactPage')),
  publicPage(at('projects'), 'src/public/projects/ProjectsOverviewPage.tsx', () => import('../public/projects/ProjectsOverviewPage'), { paginated: true }),
  publicPage(at('clients'), 'src/public/projects/ClientsPage.tsx', () => import('../public/projects/ClientsPage'), { paginated: true }),
  publicPage(at('client'), 'src/public/projects/ClientProjectsPage.tsx', () => import('../public/projects/ClientProjectsPage')),
  publicPage(at('clientDetails'), 'src/public/projects/ClientDetailsPage.tsx', () => import('../public/projects/ClientDetailsPage')),
  publicPage(at('project'), 'src/public/project/ProjectPage.tsx', () => import('../public/project/ProjectPage')),
  publicPage(at('state'), 'src/public/projects/StateProjectsPage.tsx', () => import('../public/projects/StateProjectsPage'), { paginated: true }),
  publicPage(at('stateDetails'), 'src/public/projects/StateDetailsPage.tsx', () => import('../public/projects/StateDetailsPage')),
  publicPage(at('ongoing'), 'src/public/projects/OngoingProjectsPage.tsx', () => import('../public/projects/OngoingProjectsPage'), { paginated: true }),
  publicPage(at('category'), 'src/public/projects/CategoryProjectsPage.tsx', () => import('../public/projects/CategoryProjectsPage'), { paginated: true }),
  publicPage(at('test'), 'src/public/pages/TestPage.tsx', () => import('../public/pages/TestPage')),
  publicPage('*', 'src/public/pages/NotFoundPage.tsx', () => import('../public/pages/NotFoundPage')),
];

type Rule = 'status' | 'addUser' | 'addClient' | 'editCover' | 'clientSites';

/*
 * Dashboard screens behind their guards (spec sections 2 and 6); the rules live in
 * installer/dashboard/access. The guard is loaded with the screen, so no dashboard code reaches
 * the public site's entry chunk.
 */
const guarded = (rule: Rule, load: () => Promise<{ default: React.ComponentType }>) => {
  const Screen = lazy(async () => {
    const [{ RequireAccess }, { access }, { default: Page }] = await Promise.all([
      import('../installer/dashboard/RequireAccess'),
      import('../installer/dashboard/access'),
      load(),
    ]);
    const GuardedScreen = () => (
      <RequireAccess allow={access[rule]}>
        <Page />
      </RequireAccess>
    );
    return { default: GuardedScreen };
  });
  return <Screen />;
};

export const dashboardRoutes: RouteObject[] = [
  { index: true, element: page(() => import('../installer/dashboard/DashboardHome')) },
  { path: 'users', element: guarded('status', () => import('../installer/users/UsersPage')) },
  { path: 'adduser', element: guarded('addUser', () => import('../installer/adduser/AddUserPage')) },
  { path: 'addclient', element: guarded('addClient', () => import('../installer/addclient/AddClientPage')) },
  { path: 'editcover', element: guarded('editCover', () => import('../installer/clients/EditCoverPage')) },
  { path: 'client/:id', element: guarded('clientSites', () => import('../installer/sites/ClientSitesPage')) },
  { path: 'addclient-logo', element: guarded('status', () => import('../installer/logos/LogosPage')) },
  { path: 'add-press', element: guarded('status', () => import('../installer/posts/AddPressPage')) },
  { path: 'add-awards', element: guarded('status', () => import('../installer/posts/AddAwardsPage')) },
  { path: 'add-testimonials', element: guarded('status', () => import('../installer/posts/AddTestimonialsPage')) },
  { path: 'enquiries', element: guarded('status', () => import('../installer/enquiries/EnquiriesPage')) },
  { path: 'enquiries/:id', element: guarded('status', () => import('../installer/enquiries/EnquiryDetailPage')) },
  { path: 'careers', element: guarded('status', () => import('../installer/careers/JobsPage')) },
  { path: 'applications', element: guarded('status', () => import('../installer/careers/ApplicationsPage')) },
  { path: 'applications/:id', element: guarded('status', () => import('../installer/careers/ApplicationDetailPage')) },
  { path: 'certificates', element: guarded('status', () => import('../installer/documents/DocumentsPage')) },
  { path: 'trash', element: guarded('status', () => import('../installer/trash/TrashPage')) },
  { path: 'account', element: page(() => import('../installer/account/AccountPage')) },
  { path: '*', element: <Navigate to="/installer/dashboard" replace /> },
];

export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      {
        id: SITE_ROUTE,
        path: '/',
        loader: publicLayoutLoader,
        shouldRevalidate,
        Component: PublicLayout,
        // Client-rendered first loads (dev server, tests): the 'Loading...' indicator until the data is in.
        HydrateFallback: Loading,
        ErrorBoundary: PageError,
        children: publicRoutes,
      },
      { path: '/installer', element: page(() => import('../installer/login/LoginPage')) },
      { path: '/installer/forgot-password', element: page(() => import('../installer/password/ForgotPasswordPage')) },
      { path: '/installer/reset-password', element: page(() => import('../installer/password/ResetPasswordPage')) },
      {
        path: '/installer/dashboard',
        element: page(() => import('../installer/dashboard/DashboardLayout')),
        children: dashboardRoutes,
      },
    ],
  },
];
