import { lazy } from 'react';
import { Navigate, matchRoutes, type RouteObject } from 'react-router';
import { SCREENS, type DashboardScreen } from '../installer/dashboard/screens';
import type { Rule } from '../installer/shared/access';

/* Dashboard screens are lazily loaded React components (client-rendered). */
const page = (load: () => Promise<{ default: React.ComponentType }>) => {
  const Page = lazy(load);
  return <Page />;
};

/*
 * Dashboard screens behind their guards (spec sections 2 and 6); the rules live in
 * installer/dashboard/access. The guard is loaded with the screen, so no dashboard code reaches
 * the public site's entry chunk.
 */
const guarded = (rule: Rule, load: () => Promise<{ default: React.ComponentType }>) => {
  const Screen = lazy(async () => {
    const [{ RequireAccess }, { access }, { default: Page }] = await Promise.all([
      import('../installer/dashboard/RequireAccess'),
      import('../installer/shared/access'),
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

/* Every screen of the list (installer/dashboard/screens.ts) behind its guard; any other address goes to the dashboard's home. */
const dashboardScreens = (): RouteObject[] => [
  ...SCREENS.map(
    ({ path, rule, load }): RouteObject =>
      path ? { path, element: guarded(rule, load) } : { index: true, element: guarded(rule, load) },
  ),
  { path: '*', element: <Navigate to="/installer/dashboard" replace /> },
];

/**
 * The dashboard's routes (client-rendered). A function, so that the public site's build, which
 * never calls it, leaves every dashboard chunk out (app/routes.tsx).
 */
export const dashboardRoutes = (): RouteObject[] => [
  { path: '/installer', element: page(() => import('../installer/accounts/login/LoginPage')) },
  {
    path: '/installer/forgot-password',
    element: page(() => import('../installer/accounts/password/ForgotPasswordPage')),
  },
  {
    path: '/installer/reset-password',
    element: page(() => import('../installer/accounts/password/ResetPasswordPage')),
  },
  {
    path: '/installer/dashboard',
    element: page(() => import('../installer/dashboard/DashboardLayout')),
    children: dashboardScreens(),
  },
];

/**
 * Starts loading the screen at `pathname` (its module and its guard's) beside the layout's. Rendered
 * as nested lazy elements, the screen would be asked for only once the layout had loaded and
 * rendered: a document opened on a screen (a bookmark, a reload, Preview's return) waited for the
 * two one after the other. The screens' own lazy loads then find the modules already there.
 */
export const preloadScreen = (pathname: string) => {
  const screens: RouteObject[] = [
    {
      path: '/installer/dashboard',
      children: SCREENS.map(
        ({ path, load }): RouteObject => ({ ...(path ? { path } : { index: true }), handle: load }),
      ),
    },
  ];
  const [, match] = matchRoutes(screens, pathname) ?? [];
  if (!match) return;
  void Promise.all([
    import('../installer/dashboard/DashboardLayout'),
    import('../installer/dashboard/RequireAccess'),
    import('../installer/shared/access'),
    (match.route.handle as DashboardScreen['load'])(),
  ]).catch(() => undefined);
};
