import { CLIENT_SITES_SCREEN_POWERS, EDIT_COVER_SCREEN_POWERS, hasAnyPower, type CurrentUser } from '@portfolio/contract';

/** Who may see a dashboard link or open a dashboard screen (spec sections 2 and 6). */
export type AccessRule = (user: CurrentUser) => boolean;

export const access = {
  anyone: (() => true) as AccessRule,
  /** Users, Client Logos, Add Press, Add Awards, Add Testimonials: the status (admin) flag. */
  status: ((u) => u.status === true) as AccessRule,
  addUser: ((u) => u.powers?.['add-user'] === true) as AccessRule,
  addClient: ((u) => u.powers?.['add-client'] === true) as AccessRule,
  editCover: ((u) => hasAnyPower(u.powers, EDIT_COVER_SCREEN_POWERS)) as AccessRule,
  clientSites: ((u) => hasAnyPower(u.powers, CLIENT_SITES_SCREEN_POWERS)) as AccessRule,
};

export const DASHBOARD_HOME = '/installer/dashboard';
/** The sign-in screen. */
export const LOGIN_PATH = '/installer';

export interface NavLinkItem {
  to: string;
  label: string;
  allow: AccessRule;
}

/** The navigation bar's links, in order; Logout is an action, not a link. */
export const NAV_LINKS: NavLinkItem[] = [
  { to: DASHBOARD_HOME, label: 'Home', allow: access.anyone },
  { to: `${DASHBOARD_HOME}/users`, label: 'Users', allow: access.status },
  { to: `${DASHBOARD_HOME}/adduser`, label: 'Add User', allow: access.addUser },
  { to: `${DASHBOARD_HOME}/addclient`, label: 'Add Client', allow: access.addClient },
  { to: `${DASHBOARD_HOME}/editcover`, label: 'Edit', allow: access.editCover },
  { to: `${DASHBOARD_HOME}/addclient-logo`, label: 'Client Logos', allow: access.status },
  { to: `${DASHBOARD_HOME}/add-press`, label: 'Add Press', allow: access.status },
  { to: `${DASHBOARD_HOME}/add-awards`, label: 'Add Awards', allow: access.status },
  { to: `${DASHBOARD_HOME}/add-testimonials`, label: 'Add Testimonials', allow: access.status },
  { to: `${DASHBOARD_HOME}/enquiries`, label: 'Enquiries', allow: access.status },
  { to: `${DASHBOARD_HOME}/careers`, label: 'Careers', allow: access.status },
  { to: `${DASHBOARD_HOME}/applications`, label: 'Applications', allow: access.status },
  { to: `${DASHBOARD_HOME}/trash`, label: 'Trash', allow: access.status },
  { to: `${DASHBOARD_HOME}/account`, label: 'My Account', allow: access.anyone },
];
