import { EDIT_COVER_SCREEN_POWERS, allows, can, type ApiRouteName, type CurrentUser } from '@portfolio/contract';

/**
 * Who may see a dashboard link, open a dashboard screen or use a button (spec sections 2 and 6).
 * Every rule asks the contract's one access checker (`can(user, route)`, contract/src/access.ts),
 * which the server's route policy asks too: a screen is offered exactly when its API would answer.
 */
export type AccessRule = (user: CurrentUser) => boolean;

/** The user may call this /api/v1 route (its access in contract/src/api-routes.ts). */
export const mayCall = (route: ApiRouteName): AccessRule => (user) => can(user, route);

export const access = {
  anyone: (() => true) as AccessRule,
  /** Users, Client Logos, Add Press, Add Awards, Add Testimonials: the status (admin) flag. */
  status: ((u) => allows({ kind: 'status' }, u)) as AccessRule,
  addUser: mayCall('user.register'),
  addClient: mayCall('clients.addClient'),
  /** The Edit (clients) screen: any power that acts on a client's cover (its search also serves Add Client). */
  editCover: ((u) => allows({ kind: 'anyPower', powers: EDIT_COVER_SCREEN_POWERS }, u)) as AccessRule,
  clientSites: mayCall('dashboard.getClientSites'),
};

export const DASHBOARD_HOME = '/installer/dashboard';
/** The sign-in screen. */
export const LOGIN_PATH = '/installer';

export interface NavLinkItem {
  to: string;
  /** The link's words in the sidebar (and the breadcrumb's last step). */
  label: string;
  allow: AccessRule;
  /** The screen's browser-title word when it differs from the label ("Users · Dashboard · Company"). */
  title?: string;
  /** antd icon name shown beside the label (mapped in DashboardNav; the collapsed sidebar shows only it). */
  icon: NavIcon;
  /** Other paths whose screens belong to this link (a client's sites belong to the clients list). */
  owns?: string[];
}

export type NavIcon = 'home' | 'clients' | 'addClient' | 'logos' | 'press' | 'awards' | 'testimonials' | 'enquiries' | 'users' | 'addUser' | 'trash' | 'account' | 'jobs' | 'applications' | 'certificates' | 'tenders' | 'featured';

export interface NavGroup {
  /** The group's heading in the sidebar and its breadcrumb step ("Portfolio"). */
  label: string;
  links: NavLinkItem[];
}

const at = (path: string) => `${DASHBOARD_HOME}/${path}`;

/**
 * THE navigation config: the sidebar's groups and links, in order (Logout is an action, not a link).
 * A new screen adds one entry to its group (with its access rule); the sidebar, the phone drawer, the
 * breadcrumbs and the browser title all read it. Groups without a visible link are not shown.
 */
export const NAV_GROUPS: NavGroup[] = [
  { label: '', links: [{ to: DASHBOARD_HOME, label: 'Home', allow: access.anyone, icon: 'home' }] },
  {
    label: 'Portfolio',
    links: [
      { to: at('editcover'), label: 'Edit', title: 'Clients', allow: access.editCover, icon: 'clients', owns: [at('client')] },
      { to: at('addclient'), label: 'Add Client', allow: access.addClient, icon: 'addClient' },
      { to: at('addclient-logo'), label: 'Client Logos', allow: access.status, icon: 'logos' },
      { to: at('featured'), label: 'Featured', title: 'Featured projects', allow: access.status, icon: 'featured' },
      { to: at('tenders'), label: 'Tenders', title: 'Tenders: similar works', allow: access.status, icon: 'tenders' },
    ],
  },
  {
    label: 'Content',
    links: [
      { to: at('add-press'), label: 'Add Press', title: 'Press', allow: access.status, icon: 'press' },
      { to: at('add-awards'), label: 'Add Awards', title: 'Awards', allow: access.status, icon: 'awards' },
      { to: at('add-testimonials'), label: 'Add Testimonials', title: 'Testimonials', allow: access.status, icon: 'testimonials' },
      { to: at('careers'), label: 'Careers', title: 'Job openings', allow: access.status, icon: 'jobs' },
      { to: at('certificates'), label: 'Certificates', title: 'Certificates and downloads', allow: access.status, icon: 'certificates' },
    ],
  },
  {
    label: 'Inbox',
    links: [
      // Status users; a user without the flag opens the enquiries they own from the assignment email (#35).
      { to: at('enquiries'), label: 'Enquiries', allow: access.status, icon: 'enquiries' },
      { to: at('applications'), label: 'Applications', title: 'Job applications', allow: access.status, icon: 'applications' },
    ],
  },
  {
    label: 'Admin',
    links: [
      { to: at('users'), label: 'Users', allow: access.status, icon: 'users' },
      { to: at('adduser'), label: 'Add User', allow: access.addUser, icon: 'addUser' },
      { to: at('trash'), label: 'Trash', allow: access.status, icon: 'trash' },
    ],
  },
  { label: '', links: [{ to: at('account'), label: 'My Account', allow: access.anyone, icon: 'account' }] },
];

/** Every link, in sidebar order. */
export const NAV_LINKS: NavLinkItem[] = NAV_GROUPS.flatMap((g) => g.links);

/** The groups with only the links `user` may open; empty groups dropped. */
export const visibleNav = (user: CurrentUser): NavGroup[] =>
  NAV_GROUPS.map((g) => ({ ...g, links: g.links.filter((l) => l.allow(user)) })).filter((g) => g.links.length > 0);

/** The link (and its group) a path belongs to: the longest link path that is the path or a parent of it. */
export const navMatch = (pathname: string): { group: NavGroup; link: NavLinkItem } | undefined => {
  const path = pathname.replace(/\/+$/, '');
  let best: { group: NavGroup; link: NavLinkItem } | undefined;
  for (const group of NAV_GROUPS)
    for (const link of group.links) {
      const under = (base: string) => path === base || path.startsWith(`${base}/`);
      const hit = link.to === DASHBOARD_HOME ? path === DASHBOARD_HOME : [link.to, ...(link.owns ?? [])].some(under);
      if (hit && (!best || link.to.length > best.link.to.length)) best = { group, link };
    }
  return best;
};
