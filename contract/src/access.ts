import { API_ROUTES, type Access, type ApiRouteName } from './api-routes';
import { hasAnyPower, type Powers } from './powers';

/**
 * The one access checker: "may this user call this route". The server's route policy
 * (cms policies/access.ts) and the dashboard's navigation, screen guards and buttons
 * (web/src/installer/dashboard/access.ts) both ask it, so a screen is shown exactly when the API
 * behind it would answer.
 *
 * The user is what the contract models of a signed-in user (CurrentUser, the session's user): the
 * status (admin) flag and the seven powers. No user (signed out) may call only public routes.
 * Two-factor setup (a session that must set up two-factor first) is the policy's own earlier step:
 * it answers with its own message, so it is not folded in here.
 */
export interface AccessUser {
  status?: boolean | null;
  powers?: Partial<Powers> | null;
}

/** Whether `user` (undefined/null: signed out) meets one access rule of the route table. */
export const allows = (access: Access, user: AccessUser | null | undefined): boolean => {
  if (access.kind === 'public') return true;
  if (!user) return false;
  switch (access.kind) {
    case 'signed-in':
      return true;
    case 'status':
      return user.status === true;
    case 'power':
      return user.powers?.[access.power] === true;
    case 'anyPower':
      return hasAnyPower(user.powers ?? undefined, access.powers);
  }
};

/** May `user` call the route named `route` (contract/src/api-routes.ts)? */
export const can = (user: AccessUser | null | undefined, route: ApiRouteName): boolean =>
  allows(API_ROUTES[route].access, user);

/**
 * The inbox's row and field rules (enquiries and job applications). The server asks them of every
 * record it answers or changes; the dashboard asks the same ones to show or hide what depends on them.
 */
export const INBOX_RULES = {
  /** A status user opens every enquiry; anyone else only the ones they own. */
  openEnquiry: (user: AccessUser | null | undefined, ownsIt: boolean): boolean =>
    user?.status === true || (!!user && ownsIt),
  /** Only status users choose who owns an enquiry or an application. */
  chooseOwner: (user: AccessUser | null | undefined): boolean => user?.status === true,
};

/** Who sees which figures on the Reports screen. */
export const REPORT_RULES = {
  /**
   * A status user's figures are every enquiry's and every page's; anyone else's only the enquiries they own (no page
   * views).
   */
  allFigures: (user: AccessUser | null | undefined): boolean => user?.status === true,
};
