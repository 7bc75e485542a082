import { CLIENT_SITES_SCREEN_POWERS, EDIT_COVER_SCREEN_POWERS, type Power } from '@portfolio/contract';

/**
 * Who may call what: every /api/v1 route and the access it needs, in one table.
 *   public     anyone
 *   signed-in  a valid session cookie; `duringTwoFactorSetup` routes are also open to a session that
 *              must set up two-factor first (a status user while the site requires it): every
 *              other route answers that session 403 (policies/access)
 *   status     a signed-in user whose status (admin) flag is true
 *   power      a signed-in user holding that power
 *   anyPower   a signed-in user holding at least one of these (the controller narrows further)
 */
export type Access =
  | { kind: 'public' }
  | { kind: 'signed-in'; duringTwoFactorSetup?: true }
  | { kind: 'status' }
  | { kind: 'power'; power: Power }
  | { kind: 'anyPower'; powers: Power[] };

const publicAccess: Access = { kind: 'public' };
const signedIn: Access = { kind: 'signed-in' };
const signedInDuringSetup: Access = { kind: 'signed-in', duringTwoFactorSetup: true };
const status: Access = { kind: 'status' };
const power = (p: Power): Access => ({ kind: 'power', power: p });
const anyPower = (...powers: Power[]): Access => ({ kind: 'anyPower', powers });

export interface RouteSpec {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path below /api/v1. */
  path: string;
  /** controller.action */
  handler: string;
  access: Access;
  /** Public reads served from the response cache (middlewares/response-cache: ETag/304, invalidated when content changes). */
  cached?: true;
  /** The query parameters a cached route reads: part of its cache key (every other parameter is ignored). */
  cachedQuery?: readonly string[];
}

const postRoutes = (kind: 'press' | 'awards' | 'testimonials'): RouteSpec[] => [
  { method: 'GET', path: `/${kind}`, handler: `posts.list`, access: publicAccess, cached: true },
  { method: 'POST', path: `/${kind}`, handler: `posts.create`, access: status },
  { method: 'PUT', path: `/${kind}/:id`, handler: `posts.update`, access: status },
  { method: 'DELETE', path: `/${kind}/:id`, handler: `posts.remove`, access: status },
];

export const ROUTE_TABLE: RouteSpec[] = [
  { method: 'GET', path: '/user/getUser', handler: 'user.getUser', access: signedInDuringSetup },
  { method: 'POST', path: '/user/login', handler: 'user.login', access: publicAccess },
  // Two-factor sign-in (#27). The code step reads only the pending cookie the password step set.
  { method: 'POST', path: '/user/login/2fa', handler: 'two-factor.login', access: publicAccess },
  { method: 'GET', path: '/user/2fa', handler: 'two-factor.status', access: signedInDuringSetup },
  { method: 'POST', path: '/user/2fa/setup', handler: 'two-factor.setup', access: signedInDuringSetup },
  { method: 'POST', path: '/user/2fa/enable', handler: 'two-factor.enable', access: signedInDuringSetup },
  { method: 'POST', path: '/user/2fa/disable', handler: 'two-factor.disable', access: signedIn },
  { method: 'POST', path: '/user/2fa/recovery-codes', handler: 'two-factor.recoveryCodes', access: signedIn },
  { method: 'PUT', path: '/user/2fa/policy', handler: 'two-factor.policy', access: status },
  { method: 'POST', path: '/user/2fa/reset/:id', handler: 'two-factor.reset', access: status },
  { method: 'POST', path: '/user/register', handler: 'user.register', access: power('add-user') },
  { method: 'POST', path: '/user/logout', handler: 'user.logout', access: publicAccess },
  { method: 'POST', path: '/user/logoutEverywhere', handler: 'user.logoutEverywhere', access: signedInDuringSetup },
  { method: 'GET', path: '/user/getAllUsers', handler: 'user.getAllUsers', access: status },
  { method: 'DELETE', path: '/user/deleteUser/:id', handler: 'user.deleteUser', access: status },
  { method: 'PUT', path: '/user/updatePowers/:id', handler: 'user.updatePowers', access: status },
  { method: 'PUT', path: '/user/updateStatus/:id', handler: 'user.updateStatus', access: status },
  { method: 'PUT', path: '/user/updateEmail/:id', handler: 'user.updateEmail', access: status },
  { method: 'POST', path: '/user/changePassword', handler: 'account.changePassword', access: signedIn },
  // Limited per email and per IP (RESET_MAX_PER_*); the same answer whether the email exists or not.
  { method: 'POST', path: '/user/forgotPassword', handler: 'account.forgotPassword', access: publicAccess },
  { method: 'POST', path: '/user/resetPassword', handler: 'account.resetPassword', access: publicAccess },
  { method: 'POST', path: '/user/sendPasswordReset/:id', handler: 'account.sendPasswordReset', access: status },

  { method: 'GET', path: '/dashboard/overview', handler: 'dashboard.overview', access: signedIn },
  // The Edit (editcover) screen and the Add Client picker page through clients on the server.
  { method: 'GET', path: '/clients/searchClients', handler: 'dashboard.searchClients', access: anyPower('add-client', ...EDIT_COVER_SCREEN_POWERS) },
  { method: 'GET', path: '/clients/getClientSites/:name', handler: 'dashboard.getClientSites', access: anyPower(...CLIENT_SITES_SCREEN_POWERS) },

  { method: 'GET', path: '/clients/getClients', handler: 'clients.getClients', access: publicAccess, cached: true },
  { method: 'GET', path: '/clients/getClient/:name', handler: 'clients.getClient', access: publicAccess, cached: true },
  { method: 'POST', path: '/clients/addClient', handler: 'clients.addClient', access: power('add-client') },
  { method: 'PATCH', path: '/clients/updateClient/:clientId', handler: 'clients.updateClient', access: power('edit-cover-details') },
  { method: 'DELETE', path: '/clients/deleteClient', handler: 'clients.deleteClient', access: power('remove-client') },
  // Text fields need edit-site-details, photos and video edit-site-photos: the controller checks per field.
  { method: 'PATCH', path: '/clients/updateSite', handler: 'clients.updateSite', access: anyPower('edit-site-details', 'edit-site-photos') },
  { method: 'DELETE', path: '/clients/removeSite', handler: 'clients.removeSite', access: power('remove-project') },

  { method: 'GET', path: '/logos', handler: 'logos.list', access: publicAccess, cached: true },
  { method: 'POST', path: '/logos/upload', handler: 'logos.upload', access: status },
  { method: 'DELETE', path: '/logos/:fileName', handler: 'logos.remove', access: status },

  // The contact form: the only anonymous write (bodies capped by middlewares/public-form, limits per IP and email).
  { method: 'GET', path: '/enquiries/form-token', handler: 'enquiries.formToken', access: publicAccess },
  { method: 'POST', path: '/enquiries', handler: 'enquiries.create', access: publicAccess },
  { method: 'GET', path: '/enquiries', handler: 'enquiries.list', access: status },
  { method: 'GET', path: '/enquiries/export', handler: 'enquiries.exportCsv', access: status },
  { method: 'GET', path: '/enquiries/:id', handler: 'enquiries.findOne', access: status },
  { method: 'PATCH', path: '/enquiries/:id', handler: 'enquiries.update', access: status },
  { method: 'POST', path: '/enquiries/:id/notes', handler: 'enquiries.addNote', access: status },

  // Careers (#26): openings (public list of the open ones), and applications with a private CV. The
  // application POST is the only anonymous upload (multipart, capped by middlewares/public-form).
  { method: 'GET', path: '/jobs', handler: 'jobs.list', access: publicAccess, cached: true },
  { method: 'GET', path: '/jobs/all', handler: 'jobs.listAll', access: status },
  { method: 'POST', path: '/jobs', handler: 'jobs.create', access: status },
  { method: 'PUT', path: '/jobs/:id', handler: 'jobs.update', access: status },
  { method: 'DELETE', path: '/jobs/:id', handler: 'jobs.remove', access: status },
  { method: 'POST', path: '/jobs/:id/applications', handler: 'applications.create', access: publicAccess },
  { method: 'GET', path: '/applications', handler: 'applications.list', access: status },
  { method: 'GET', path: '/applications/:id', handler: 'applications.findOne', access: status },
  { method: 'PATCH', path: '/applications/:id', handler: 'applications.update', access: status },
  { method: 'DELETE', path: '/applications/:id', handler: 'applications.remove', access: status },
  { method: 'POST', path: '/applications/:id/notes', handler: 'applications.addNote', access: status },
  { method: 'GET', path: '/applications/:id/cv', handler: 'applications.cv', access: status },

  ...postRoutes('press'),
  ...postRoutes('awards'),
  ...postRoutes('testimonials'),

  // The Trash: status users list, restore and delete for ever; Undo is a restore, which the user who
  // removed the item may also do (the controller checks: status, or the remover).
  { method: 'GET', path: '/trash', handler: 'trash.list', access: status },
  { method: 'POST', path: '/trash/:id/restore', handler: 'trash.restore', access: signedIn },
  { method: 'DELETE', path: '/trash/:id', handler: 'trash.remove', access: status },

  // The public site's per-page reads (contract PUBLIC_API), fetched by its pages after the first render.
  { method: 'GET', path: '/public/site', handler: 'public.site', access: publicAccess, cached: true },
  { method: 'GET', path: '/public/home', handler: 'public.home', access: publicAccess, cached: true },
  { method: 'GET', path: '/public/pages/:slug', handler: 'public.page', access: publicAccess, cached: true },
  { method: 'GET', path: '/public/projects', handler: 'public.projects', access: publicAccess, cached: true },
  { method: 'GET', path: '/public/projects/filter', handler: 'public.projectFilter', access: publicAccess, cached: true, cachedQuery: ['state', 'industry', 'status', 'service', 'year', 'page'] },
  { method: 'GET', path: '/public/projects/:scope/:id', handler: 'public.projectList', access: publicAccess, cached: true, cachedQuery: ['page'] },
  { method: 'GET', path: '/public/clients', handler: 'public.clients', access: publicAccess, cached: true, cachedQuery: ['page', 'q'] },
  // A client or a project by URL slug (former slugs and names too: the answer carries the current slug).
  { method: 'GET', path: '/public/clients/:id', handler: 'public.clientPage', access: publicAccess, cached: true },
  { method: 'GET', path: '/public/project/:client/:site', handler: 'public.project', access: publicAccess, cached: true },
  { method: 'GET', path: '/public/states/:state', handler: 'public.stateDetails', access: publicAccess, cached: true },
  { method: 'GET', path: '/public/press', handler: 'public.press', access: publicAccess, cached: true },
  { method: 'GET', path: '/public/careers', handler: 'public.careers', access: publicAccess, cached: true },
  { method: 'GET', path: '/public/careers/:slug', handler: 'public.job', access: publicAccess, cached: true },
];
