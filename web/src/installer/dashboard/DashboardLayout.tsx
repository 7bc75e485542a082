import { MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { App, Button, Grid, Layout } from 'antd';
import { Suspense, lazy, useEffect, useState } from 'react';
import { Link, Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { mutate as mutateCache } from 'swr';
import { API, LIMITS } from '@portfolio/contract';
import { ApiError, setUnauthorizedHandler } from '../../api/http';
import { useCurrentUser, useSiteInfo } from '../../api/reads';
import { Loading } from '../../shared/Loading';
import { isIdleSignOut } from '../shared/errors';
import { InstallerTheme } from '../shared/theme';
import { DASHBOARD_HOME, LOGIN_PATH } from '../shared/access';
import { AccountBar } from './AccountBar';
import { DashboardNav } from './DashboardNav';
import { PageCrumbs, useScreenTitle } from './PageCrumbs';
import './dashboard.css';
import { DashboardUserContext } from '../shared/DashboardUser';
import { SESSION_ENDED } from '../shared/useUnsavedChanges';
import { UndoNoticeArea } from '../shared/UndoNotice';

/** Screen-size and failure parts load when they are needed, not with every dashboard visit. */
const NavDrawer = lazy(() => import('./NavDrawer'));
const LoadError = lazy(() => import('./LoadError'));

/** Only a status user who must still set up two-factor sees it: its setup (QR code, forms) loads then. */
const TwoFactorRequired = lazy(() =>
  import('../accounts/two-factor/TwoFactorRequired').then((m) => ({ default: m.TwoFactorRequired })),
);

/** Where a 401 sends the user: the sign-in screen (which says why) after inactivity, else the home page. */
const afterUnauthorized = (error: unknown) => (isIdleSignOut(error) ? LOGIN_PATH : '/');

/** The header's height: toasts open just below it, so they never cover the account controls. */
const HEADER_PX = 64;
const COLLAPSED_KEY = 'dashboard.sider.collapsed';

/**
 * The firm's own mark: its logo from Site settings (else its initial) and its name, over the word
 * Dashboard; only "Dashboard" until Site settings have loaded.
 */
const Brand = ({ short = false }: { short?: boolean }) => {
  const { site } = useSiteInfo();
  const name = site?.companyName?.trim();
  return (
    // Collapsed, the mark alone still names the link.
    <Link
      to={DASHBOARD_HOME}
      className="dash-brand"
      aria-label={short ? `${name ? `${name} ` : ''}Dashboard` : undefined}
    >
      <span className={`dash-brand__mark${site?.logo ? ' dash-brand__mark--logo' : ''}`} aria-hidden="true">
        {site?.logo ? <img src={site.logo.url} alt="" width={28} height={28} /> : (name?.charAt(0) ?? 'D')}
      </span>
      {!short && (
        <span className="dash-brand__name">
          {name ? (
            <>
              <span className="dash-brand__company" title={name}>
                {name}
              </span>
              <span className="dash-brand__sub">Dashboard</span>
            </>
          ) : (
            'Dashboard'
          )}
        </span>
      )}
    </Link>
  );
};

/**
 * The signed-in frame: a collapsible sidebar with the grouped nav on desktop, a drawer opened by one
 * menu button on phones, a header with the account controls, breadcrumbs over the screen.
 */
const Frame = () => {
  const screens = Grid.useBreakpoint();
  const wide = screens.lg === true;
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  // The phone drawer's code loads on the first tap of the menu button.
  const [opened, setOpened] = useState(false);
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(COLLAPSED_KEY) === '1');
  useScreenTitle();
  const collapse = () =>
    setCollapsed((c) => {
      localStorage.setItem(COLLAPSED_KEY, c ? '0' : '1');
      return !c;
    });

  return (
    <Layout className="dash">
      {wide && (
        <Layout.Sider
          theme="light"
          width={232}
          collapsedWidth={72}
          collapsed={collapsed}
          trigger={null}
          className="dash-sider"
        >
          <Brand short={collapsed} />
          <DashboardNav collapsed={collapsed} />
        </Layout.Sider>
      )}
      <Layout>
        <Layout.Header className="dash-header" style={{ height: HEADER_PX }}>
          {wide ? (
            <Button
              type="text"
              aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
              icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
              onClick={collapse}
            />
          ) : (
            <>
              <Button
                aria-label="Toggle menu"
                aria-expanded={open}
                icon={<MenuOutlined />}
                onClick={() => {
                  setOpened(true);
                  setOpen((o) => !o);
                }}
              />
              <Brand />
            </>
          )}
          {wide && <AccountBar />}
        </Layout.Header>
        {!wide && opened && (
          <Suspense fallback={null}>
            <NavDrawer key={pathname} open={open} onClose={() => setOpen(false)} />
          </Suspense>
        )}
        <Layout.Content className="dash-content">
          <PageCrumbs />
          <UndoNoticeArea>
            <Suspense fallback={<Loading />}>
              <Outlet />
            </Suspense>
          </UndoNoticeArea>
        </Layout.Content>
      </Layout>
    </Layout>
  );
};

/**
 * /installer/dashboard: loads the current user, sends a 401 anywhere to '/' (to the sign-in screen
 * when the session ended after inactivity), renders the frame and the child screen.
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
      <Suspense fallback={<Loading />}>
        <LoadError onRetry={() => mutate()} />
      </Suspense>
    );
  if (!user) return <Loading />;

  return (
    <InstallerTheme>
      <App notification={{ placement: 'topRight', top: HEADER_PX + 8, duration: LIMITS.toastMs / 1000 }}>
        {user.twoFactorSetupRequired ? (
          <Suspense fallback={<Loading />}>
            <TwoFactorRequired user={user} />
          </Suspense>
        ) : (
          <DashboardUserContext.Provider value={user}>
            <Frame />
          </DashboardUserContext.Provider>
        )}
      </App>
    </InstallerTheme>
  );
};

export default DashboardLayout;
