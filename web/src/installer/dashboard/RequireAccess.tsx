import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { DASHBOARD_HOME, type AccessRule } from '../shared/access';
import { useDashboardUser } from '../shared/DashboardUser';

/**
 * Route guard for a dashboard child screen. The spec says a user without the power is "sent to the home
 * page"; inside the dashboard that is the dashboard's own home (its index route, the welcome screen), not
 * the public site's '/', so a signed-in user stays signed in and in the dashboard.
 */
export const RequireAccess = ({ allow, children }: { allow: AccessRule; children: ReactNode }) => {
  const user = useDashboardUser();
  return allow(user) ? <>{children}</> : <Navigate to={DASHBOARD_HOME} replace />;
};
