import { apiPath } from './api-routes';
import type { PostKind } from './validate';

/** The paths the web fetch layer and the tests call, built from the route table (api-routes.ts). */
export const API = {
  getUser: apiPath('user.getUser'),
  login: apiPath('user.login'),
  register: apiPath('user.register'),
  logout: apiPath('user.logout'),
  logoutEverywhere: apiPath('user.logoutEverywhere'),
  getAllUsers: apiPath('user.getAllUsers'),
  deleteUser: (id: string) => apiPath('user.deleteUser', { id }),
  updatePowers: (id: string) => apiPath('user.updatePowers', { id }),
  updateStatus: (id: string) => apiPath('user.updateStatus', { id }),
  updateEmail: (id: string) => apiPath('user.updateEmail', { id }),
  changePassword: apiPath('account.changePassword'),
  forgotPassword: apiPath('account.forgotPassword'),
  resetPassword: apiPath('account.resetPassword'),
  sendPasswordReset: (id: string) => apiPath('account.sendPasswordReset', { id }),
  overview: apiPath('dashboard.overview'),
  searchClients: apiPath('dashboard.searchClients'),
  /** GET ?q=&sort=&order=&page=&pageSize= and the project filter's fields (project-table.ts). */
  projectTable: apiPath('tables.projects'),
  clientTable: apiPath('tables.clients'),
  /** GET: one project and its client, for the editor page. */
  project: (id: string) => apiPath('tables.project', { id }),
  getClientSites: (name: string) => apiPath('dashboard.getClientSites', { name }),
  getClients: apiPath('clients.getClients'),
  getClient: (name: string) => apiPath('clients.getClient', { name }),
  addClient: apiPath('clients.addClient'),
  updateClient: (clientId: string) => apiPath('clients.updateClient', { clientId }),
  deleteClient: apiPath('clients.deleteClient'),
  updateSite: apiPath('clients.updateSite'),
  removeSite: apiPath('clients.removeSite'),
  /** GET: the featured projects in order; PUT `{ siteIds }`: a new order (status users). */
  featured: apiPath('featured.order'),
  /** POST `{ clientId, siteId }`: `{ url }`, the project's Preview link (drafts.ts). */
  previewSite: apiPath('drafts.preview'),
  logos: apiPath('logos.list'),
  uploadLogo: apiPath('logos.upload'),
  /** PUT `{ fileNames }`: the logos' new order (status users; logo-order.ts). */
  logoOrder: apiPath('logos.order'),
  deleteLogo: (fileName: string) => apiPath('logos.remove', { fileName }),
  posts: (kind: PostKind) => apiPath(`${kind}.list`),
  post: (kind: PostKind, id: string) => apiPath(`${kind}.update`, { id }),
  trash: apiPath('trash.list'),
  trashItem: (id: string) => apiPath('trash.remove', { id }),
  restoreTrash: (id: string) => apiPath('trash.restore', { id }),
  /** POST: the public contact form (the only anonymous write); GET: the staff inbox. */
  enquiries: apiPath('enquiries.list'),
  dashboardBadges: apiPath('dashboard.badges'),
  /** GET ?from=YYYY-MM-DD&to=YYYY-MM-DD: the Reports screen's figures. */
  reports: apiPath('reports.insights'),
  testClock: apiPath('testing.clock'),
  enquiryFormToken: apiPath('enquiries.formToken'),
  /** POST: a suspected counterfeit label's report (JSON, the same form token as the contact form). */
  enquiryLabelReports: apiPath('enquiries.reportLabel'),
  enquiriesExport: apiPath('enquiries.exportCsv'),
  enquiry: (id: string) => apiPath('enquiries.findOne', { id }),
  enquiryNotes: (id: string) => apiPath('enquiries.addNote', { id }),
  enquiryReplies: (id: string) => apiPath('enquiries.reply', { id }),
} as const;

/** The dashboard's own screens (web routes), for links the API hands out. */
export const DASHBOARD_PATH = '/installer/dashboard';

/** The sign-in page; `?next=` names the dashboard screen it goes to after signing in. */
export const SIGN_IN_PATH = '/installer';
export const NEXT_PARAM = 'next';

/** Only dashboard paths may be a sign-in's `next`: a same-site path under this prefix. */
const NEXT_PREFIX = `${SIGN_IN_PATH}/`;
const SAME_SITE = 'http://same-site.invalid';

/**
 * `next` as the sign-in page may follow it: a path on this site under /installer/, or null. Refused:
 * anything not starting with `/installer/` (`//evil.example`, `https://…`, `/\evil`), backslashes
 * and control characters (browsers read `\` as `/`), and a path that leaves /installer/ once
 * resolved (`/installer/../evil`). Answers the resolved path, query and fragment.
 */
export const safeNextPath = (next: unknown): string | null => {
  if (typeof next !== 'string' || next.length > 2000 || !next.startsWith(NEXT_PREFIX)) return null;
  if (/[\\\u0000-\u001f\u007f]/.test(next)) return null;
  let url: URL;
  try {
    url = new URL(next, SAME_SITE);
  } catch {
    return null;
  }
  if (url.origin !== SAME_SITE || !url.pathname.startsWith(NEXT_PREFIX)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
};

/**
 * The path of a staff email's link to a dashboard screen: the sign-in page with the screen as `next`
 * (`/installer?next=/installer/dashboard/enquiries/…`), which signs in and goes there, or goes
 * straight there when already signed in. The server puts its public origin in front.
 */
export const staffLinkPath = (dashboardPath: string): string => {
  const target = safeNextPath(dashboardPath);
  if (!target) throw new Error(`Not a dashboard path: ${dashboardPath}`);
  return `${SIGN_IN_PATH}?${NEXT_PARAM}=${encodeURIComponent(target).replace(/%2F/g, '/')}`;
};

/** The dashboard screen that opens a password reset link: `${RESET_PASSWORD_PATH}?token=...`. */
export const RESET_PASSWORD_PATH = '/installer/reset-password';

/** The session cookie the server sets on login. */
export const SESSION_COOKIE = 'installer_session';
