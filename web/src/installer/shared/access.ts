import { EDIT_COVER_SCREEN_POWERS, allows, can, type ApiRouteName, type CurrentUser } from '@portfolio/contract';

/**
 * Who may see a dashboard link, open a dashboard screen or use a button (spec sections 2 and 6).
 * Every rule asks the contract's one access checker (`can(user, route)`, contract/src/access.ts),
 * which the server's route policy asks too: a screen is offered exactly when its API would answer.
 */
export type AccessRule = (user: CurrentUser) => boolean;

/** The user may call this /api/v1 route (its access in contract/src/api-routes.ts). */
export const mayCall =
  (route: ApiRouteName): AccessRule =>
  (user) =>
    can(user, route);

export const access = {
  anyone: () => true,
  /** Users, Client Logos, Add Press, Add Awards, Add Testimonials: the status (admin) flag. */
  status: (u) => allows({ kind: 'status' }, u),
  addUser: mayCall('user.register'),
  addClient: mayCall('clients.addClient'),
  /** The Edit (clients) screen: any power that acts on a client's cover (its search also serves Add Client). */
  editCover: (u) => allows({ kind: 'anyPower', powers: EDIT_COVER_SCREEN_POWERS }, u),
  clientSites: mayCall('dashboard.getClientSites'),
  /** The fire-door register (any signed-in staff member reads it). */
  doors: mayCall('doors.list'),
  /** Its link: those who record installs and inspections (edit-site-details) or make labels (status). */
  doorsLink: (u) => can(u, 'doors.inspect') || can(u, 'doors.createBatch'),
  /** The Projects and Clients tables. */
  projects: mayCall('tables.projects'),
} satisfies Record<string, AccessRule>;

/** The access rule a screen or its link names. */
export type Rule = keyof typeof access;

export const DASHBOARD_HOME = '/installer/dashboard';
/** The sign-in screen. */
export const LOGIN_PATH = '/installer';
