import { App, Button, Result } from 'antd';
import { Suspense, useEffect } from 'react';
import { Navigate, Outlet, useNavigate } from 'react-router-dom';
import { mutate as mutateCache } from 'swr';
import { API, LIMITS } from '@portfolio/contract';
import { ApiError, setUnauthorizedHandler } from '../../api/http';
import { useCurrentUser } from '../../api/reads';
import { Loading } from '../../shared/Loading';
import { isIdleSignOut } from '../shared/errors';
import { InstallerTheme } from '../theme';
import { LOGIN_PATH } from './access';
import { DashboardNav } from './DashboardNav';
import { DashboardUserContext } from './DashboardUser';
import { SESSION_ENDED } from '../shared/useUnsavedChanges';
import { TwoFactorRequired } from '../two-factor/TwoFactorRequired';

/** Where a 401 sends the user: the sign-in screen (which says why) after inactivity, else the home page. */
const afterUnauthorized = (error: unknown) => (isIdleSignOut(error) ? LOGIN_PATH : '/');

/**
 * /installer/dashboard: loads the current user, sends a 401 anywhere to '/' (to the sign-in screen
 * when the session ended after inactivity), renders the nav and the child screen.
 */
const DashboardLayout = () => {
  const navigate = useNavigate();
  const { user, error, mutate } = useCurrentUser();

  useEffect(() => {
    setUnauthorizedHandler((unauthorized) => {
      // The session is gone: forget the cached user so /installer shows the sign-in form again.
      void mutateCache(API.getUser, undefined, { revalidate: false });
      navigate(afterUnauthorized(unauthorized), { replace: true, state: SESSION_ENDED });
    });
    return () => setUnauthorizedHandler(null);
  }, [navigate]);

  if (error instanceof ApiError && error.status === 401) return <Navigate to={afterUnauthorized(error)} replace />;
  if (error && !user)
    return (
      <Result
        status="error"
        title="Could not load your account."
        extra={
          <Button type="primary" onClick={() => mutate()}>
            Retry
          </Button>
        }
      />
    );
  if (!user) return <Loading />;

  return (
    <InstallerTheme>
      <App notification={{ placement: 'topRight', duration: LIMITS.toastMs / 1000 }}>
        {user.twoFactorSetupRequired ? (
          <TwoFactorRequired user={user} />
        ) : (
          <DashboardUserContext.Provider value={user}>
            <DashboardNav />
            <main className="dash-content">
              <Suspense fallback={<Loading />}>
                <Outlet />
              </Suspense>
            </main>
          </DashboardUserContext.Provider>
        )}
      </App>
    </InstallerTheme>
  );
};

export default DashboardLayout;
