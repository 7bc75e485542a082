import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { AppShell } from './AppShell';
import { PublicLayout } from '../public/layout/PublicLayout';

/* Every page is its own lazily loaded chunk; public routes never load antd or dashboard code. */
const page = (load: () => Promise<{ default: React.ComponentType }>) => {
  const Page = lazy(load);
  return <Page />;
};

export const publicRoutes: RouteObject[] = [
  { index: true, element: page(() => import('../public/pages/HomePage')) },
  { path: 'about-us', element: page(() => import('../public/pages/AboutPage')) },
  { path: 'designandbuild', element: page(() => import('../public/pages/DesignAndBuildPage')) },
  { path: 'manufacturing', element: page(() => import('../public/pages/ManufacturingPage')) },
  { path: 'firedoors', element: page(() => import('../public/pages/FireDoorsPage')) },
  { path: 'press-awards-testimonials', element: page(() => import('../public/pages/PressAwardsPage')) },
  { path: 'career', element: page(() => import('../public/pages/CareerPage')) },
  { path: 'contact', element: page(() => import('../public/contact/ContactPage')) },
  { path: 'projects', element: page(() => import('../public/projects/ProjectsOverviewPage')) },
  { path: 'projects/clients', element: page(() => import('../public/projects/ClientsPage')) },
  { path: 'projects/client/:id', element: page(() => import('../public/projects/ClientProjectsPage')) },
  { path: 'projects/client/details/:id', element: page(() => import('../public/projects/ClientDetailsPage')) },
  { path: 'projects/state/:id', element: page(() => import('../public/projects/StateProjectsPage')) },
  { path: 'projects/state/details/:id', element: page(() => import('../public/projects/StateDetailsPage')) },
  { path: 'projects/ongoing/:id', element: page(() => import('../public/projects/OngoingProjectsPage')) },
  { path: 'projects/:id', element: page(() => import('../public/projects/CategoryProjectsPage')) },
  { path: 'test', element: page(() => import('../public/pages/TestPage')) },
  { path: '*', element: page(() => import('../public/pages/NotFoundPage')) },
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
  { path: '*', element: <Navigate to="/installer/dashboard" replace /> },
];

export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      { path: '/', element: <PublicLayout />, children: publicRoutes },
      { path: '/installer', element: page(() => import('../installer/login/LoginPage')) },
      {
        path: '/installer/dashboard',
        element: page(() => import('../installer/dashboard/DashboardLayout')),
        children: dashboardRoutes,
      },
    ],
  },
];
