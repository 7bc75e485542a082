import { App, Button, Result } from 'antd';
import { Suspense, useEffect } from 'react';
import { Navigate, Outlet, useNavigate } from 'react-router-dom';
import { mutate as mutateCache } from 'swr';
import { API, LIMITS } from '@portfolio/contract';
import { ApiError, setUnauthorizedHandler } from '../../api/http';
import { useCurrentUser } from '../../api/reads';
import { Loading } from '../../shared/Loading';
import { DashboardNav } from './DashboardNav';
import { DashboardUserContext } from './DashboardUser';
import { InstallerTheme } from '../theme';
import { SESSION_ENDED } from '../shared/useUnsavedChanges';

/** /installer/dashboard: loads the current user, sends a 401 anywhere to '/', renders the nav and the child screen. */
const DashboardLayout = () => {
  const navigate = useNavigate();
  const { user, error, mutate } = useCurrentUser();

  useEffect(() => {
    setUnauthorizedHandler(() => {
      // The session is gone: forget the cached user so /installer shows the sign-in form again.
      void mutateCache(API.getUser, undefined, { revalidate: false });
      navigate('/', { replace: true, state: SESSION_ENDED });
    });
    return () => setUnauthorizedHandler(null);
  }, [navigate]);

  if (error instanceof ApiError && error.status === 401) return <Navigate to="/" replace />;
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
        <DashboardUserContext.Provider value={user}>
          <DashboardNav />
          <main className="dash-content">
            <Suspense fallback={<Loading />}>
              <Outlet />
            </Suspense>
          </main>
        </DashboardUserContext.Provider>
      </App>
    </InstallerTheme>
  );
};

export default DashboardLayout;
