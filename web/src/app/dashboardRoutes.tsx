import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';

/* Dashboard screens are lazily loaded React components (client-rendered). */
const page = (load: () => Promise<{ default: React.ComponentType }>) => {
  const Page = lazy(load);
  return <Page />;
};

type Rule = 'anyone' | 'status' | 'addUser' | 'addClient' | 'editCover' | 'clientSites';

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

const dashboardScreens = (): RouteObject[] => [
  { index: true, element: page(() => import('../installer/dashboard/DashboardHome')) },
  { path: 'users', element: guarded('status', () => import('../installer/users/UsersPage')) },
  { path: 'adduser', element: guarded('addUser', () => import('../installer/adduser/AddUserPage')) },
  { path: 'addclient', element: guarded('addClient', () => import('../installer/addclient/AddClientPage')) },
  { path: 'editcover', element: guarded('editCover', () => import('../installer/clients/EditCoverPage')) },
  { path: 'client/:id', element: guarded('clientSites', () => import('../installer/sites/ClientSitesPage')) },
  { path: 'featured', element: guarded('status', () => import('../installer/featured/FeaturedPage')) },
  { path: 'addclient-logo', element: guarded('status', () => import('../installer/logos/LogosPage')) },
  { path: 'add-press', element: guarded('status', () => import('../installer/posts/AddPressPage')) },
  { path: 'add-awards', element: guarded('status', () => import('../installer/posts/AddAwardsPage')) },
  { path: 'add-testimonials', element: guarded('status', () => import('../installer/posts/AddTestimonialsPage')) },
  { path: 'enquiries', element: guarded('anyone', () => import('../installer/enquiries/EnquiriesPage')) },
  { path: 'enquiries/:id', element: guarded('anyone', () => import('../installer/enquiries/EnquiryDetailPage')) },
  { path: 'careers', element: guarded('status', () => import('../installer/careers/JobsPage')) },
  { path: 'applications', element: guarded('status', () => import('../installer/careers/ApplicationsPage')) },
  { path: 'applications/:id', element: guarded('status', () => import('../installer/careers/ApplicationDetailPage')) },
  { path: 'certificates', element: guarded('status', () => import('../installer/documents/DocumentsPage')) },
  { path: 'tenders', element: guarded('status', () => import('../installer/tenders/TendersPage')) },
  { path: 'trash', element: guarded('status', () => import('../installer/trash/TrashPage')) },
  { path: 'account', element: page(() => import('../installer/account/AccountPage')) },
  { path: '*', element: <Navigate to="/installer/dashboard" replace /> },
];

/**
 * The dashboard's routes (client-rendered). A function, so that the public site's build, which
 * never calls it, leaves every dashboard chunk out (app/routes.tsx).
 */
export const dashboardRoutes = (): RouteObject[] => [
  { path: '/installer', element: page(() => import('../installer/login/LoginPage')) },
  { path: '/installer/forgot-password', element: page(() => import('../installer/password/ForgotPasswordPage')) },
  { path: '/installer/reset-password', element: page(() => import('../installer/password/ResetPasswordPage')) },
  {
    path: '/installer/dashboard',
    element: page(() => import('../installer/dashboard/DashboardLayout')),
    children: dashboardScreens(),
  },
];
