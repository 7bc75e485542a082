import { MenuOutlined } from '@ant-design/icons';
import { Button, Drawer, Grid } from 'antd';
import { useState } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router-dom';
import { MESSAGES } from '@portfolio/contract';
import { logout, logoutEverywhere } from '../../api/users';
import { DASHBOARD_HOME, LOGIN_PATH, NAV_LINKS } from './access';
import { useDashboardUser } from './DashboardUser';
import './dashboard.css';

/** The dashboard's navigation bar; on small screens it collapses into a toggle menu (spec section 2). */
export const DashboardNav = () => {
  const user = useDashboardUser();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const screens = Grid.useBreakpoint();
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState<'here' | 'everywhere'>();
  const wide = screens.lg === true;
  const links = NAV_LINKS.filter((l) => l.allow(user));

  const onLogout = async () => {
    setLeaving('here');
    try {
      await logout();
    } catch (error) {
      console.error(error);
    }
    navigate('/');
  };

  // Every session of the user ends, on every device; the sign-in screen confirms it.
  const onLogoutEverywhere = async () => {
    setLeaving('everywhere');
    try {
      await logoutEverywhere();
      navigate(LOGIN_PATH, { state: { notice: MESSAGES.signedOutEverywhere } });
    } catch (error) {
      // A 401 (already signed out) is handled by the dashboard; anything else leaves the user here.
      console.error(error);
      setLeaving(undefined);
    }
  };

  const items = (vertical: boolean) => (
    <ul className={vertical ? 'dash-nav__list dash-nav__list--vertical' : 'dash-nav__list'}>
      {links.map((l) => (
        <li key={l.to}>
          <NavLink
            to={l.to}
            end={l.to === DASHBOARD_HOME}
            className={({ isActive }) => (isActive ? 'dash-nav__link dash-nav__link--active' : 'dash-nav__link')}
            onClick={() => setOpen(false)}
          >
            {l.label}
          </NavLink>
        </li>
      ))}
      <li>
        <Button type="primary" danger ghost onClick={onLogout} loading={leaving === 'here'} disabled={leaving === 'everywhere'}>
          Logout
        </Button>
      </li>
      <li>
        <Button ghost onClick={onLogoutEverywhere} loading={leaving === 'everywhere'} disabled={leaving === 'here'}>
          Sign out everywhere
        </Button>
      </li>
    </ul>
  );

  return (
    <header className="dash-nav">
      <span className="dash-nav__brand">Dashboard</span>
      {wide ? (
        <nav aria-label="Dashboard">{items(false)}</nav>
      ) : (
        <>
          <Button aria-label="Toggle menu" aria-expanded={open} icon={<MenuOutlined />} onClick={() => setOpen((o) => !o)} />
          <Drawer title="Menu" placement="right" open={open} onClose={() => setOpen(false)} size={260} key={pathname}>
            <nav aria-label="Dashboard">{items(true)}</nav>
          </Drawer>
        </>
      )}
    </header>
  );
};
