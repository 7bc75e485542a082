import { createContext, useContext } from 'react';
import type { CurrentUser } from '@portfolio/contract';

/** The signed-in user, provided by the dashboard layout once getUser has answered. */
export const DashboardUserContext = createContext<CurrentUser | null>(null);

export const useDashboardUser = (): CurrentUser => {
  const user = useContext(DashboardUserContext);
  if (!user) throw new Error('useDashboardUser must be used inside the dashboard layout');
  return user;
};
