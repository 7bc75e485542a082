import { CLIENT_SITES_SCREEN_POWERS, EDIT_COVER_SCREEN_POWERS, type Power } from './powers';

/**
 * Every /api/v1 route in one table: method, path below /api/v1, the access it needs and
 * whether its answers are cached. The cms mounts it (its routes/access.ts adds the handlers), and
 * every path the web, the tests and the other contract modules call is built from it by `apiPath`.
 *
 * Access:
 *   public     anyone
 *   signed-in  a valid session cookie; `duringTwoFactorSetup` routes are also open to a session that
 *              must set up two-factor first (a status user while the site requires it): every
 *              other route answers that session 403
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

export interface ApiRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path below /api/v1, with `:params`. */
  path: string;
  access: Access;
  /** Public reads served from the response cache (ETag/304, invalidated when content changes). */
  cached?: true;
  /** The query parameters a cached route reads: part of its cache key (every other parameter is ignored). */
  cachedQuery?: readonly string[];
  /**
   * Cached for anonymous callers only: its answer depends on who asks, so a request with a session
   * cookie is answered by the route itself (signed-in staff get more than visitors).
   */
  anonymousCache?: true;
}

/** The prefix every API path starts with. */
export const API_PREFIX = '/api/v1';

const publicAccess: Access = { kind: 'public' };
const signedIn: Access = { kind: 'signed-in' };
const signedInDuringSetup: Access = { kind: 'signed-in', duringTwoFactorSetup: true };
const status: Access = { kind: 'status' };
const power = (p: Power): Access => ({ kind: 'power', power: p });
const anyPower = (...powers: Power[]): Access => ({ kind: 'anyPower', powers });

const CACHED = { cached: true } as const;
type CacheOptions = { cached?: true; cachedQuery?: readonly string[]; anonymousCache?: true };
const route = (method: ApiRoute['method'], path: string, access: Access, cache: CacheOptions = {}): ApiRoute => ({
  method,
  path,
  access,
  ...(cache.cached || cache.cachedQuery ? { cached: true as const } : {}),
  ...(cache.cachedQuery ? { cachedQuery: cache.cachedQuery } : {}),
  ...(cache.anonymousCache ? { anonymousCache: true as const } : {}),
});

/**
 * Named `controller.action` as the cms handles them (the three post kinds share the posts
 * controller). Order matters: a literal path comes before a `:param` one it would match.
 */
export const API_ROUTES = {
  'user.getUser': route('GET', '/user/getUser', signedInDuringSetup),
  'user.login': route('POST', '/user/login', publicAccess),
  // Two-factor sign-in. The code step reads only the pending cookie the password step set.
  'two-factor.login': route('POST', '/user/login/2fa', publicAccess),
  'two-factor.status': route('GET', '/user/2fa', signedInDuringSetup),
  'two-factor.setup': route('POST', '/user/2fa/setup', signedInDuringSetup),
  'two-factor.enable': route('POST', '/user/2fa/enable', signedInDuringSetup),
  'two-factor.disable': route('POST', '/user/2fa/disable', signedIn),
  'two-factor.recoveryCodes': route('POST', '/user/2fa/recovery-codes', signedIn),
  'two-factor.policy': route('PUT', '/user/2fa/policy', status),
  'two-factor.reset': route('POST', '/user/2fa/reset/:id', status),
  'user.register': route('POST', '/user/register', power('add-user')),
  'user.logout': route('POST', '/user/logout', publicAccess),
  'user.logoutEverywhere': route('POST', '/user/logoutEverywhere', signedInDuringSetup),
  'user.getAllUsers': route('GET', '/user/getAllUsers', status),
  'user.deleteUser': route('DELETE', '/user/deleteUser/:id', status),
  'user.updatePowers': route('PUT', '/user/updatePowers/:id', status),
  'user.updateStatus': route('PUT', '/user/updateStatus/:id', status),
  'user.updateEmail': route('PUT', '/user/updateEmail/:id', status),
  'account.changePassword': route('POST', '/user/changePassword', signedIn),
  // Limited per email and per IP (RESET_MAX_PER_*); the same answer whether the email exists or not.
  'account.forgotPassword': route('POST', '/user/forgotPassword', publicAccess),
  'account.resetPassword': route('POST', '/user/resetPassword', publicAccess),
  'account.sendPasswordReset': route('POST', '/user/sendPasswordReset/:id', status),

  'dashboard.overview': route('GET', '/dashboard/overview', signedIn),
  // The menu's count badges: new and unanswered enquiries the viewer sees, new applications for status users.
  'dashboard.badges': route('GET', '/dashboard/badges', signedIn),
  // Insights: where leads come from, what wins, which pages work. Every signed-in user; a non-status
  // user's figures are their own enquiries' (contract REPORT_RULES).
  'reports.insights': route('GET', '/reports', signedIn),
  // Tests only: sets the server's clock and runs jobs at it. Answers 404 unless TEST_CLOCK=true
  // (refused in production); even then only status users.
  'testing.clock': route('PUT', '/testing/clock', status),
  // The Edit (editcover) screen and the Add Client picker page through clients on the server.
  'dashboard.searchClients': route(
    'GET',
    '/clients/searchClients',
    anyPower('add-client', ...EDIT_COVER_SCREEN_POWERS),
  ),
  // The Projects and Clients tables: every project (client) staff may see, filtered, sorted and paged on the server.
  'tables.projects': route('GET', '/dashboard/projects', anyPower('add-client', ...EDIT_COVER_SCREEN_POWERS)),
  // One project for its editor page (/installer/dashboard/projects/:id): the project as staff see it and its client.
  'tables.project': route('GET', '/dashboard/projects/:id', anyPower(...CLIENT_SITES_SCREEN_POWERS)),
  'tables.clients': route('GET', '/dashboard/clients', anyPower('add-client', ...EDIT_COVER_SCREEN_POWERS)),
  'dashboard.getClientSites': route('GET', '/clients/getClientSites/:name', anyPower(...CLIENT_SITES_SCREEN_POWERS)),

  'clients.getClients': route('GET', '/clients/getClients', publicAccess, CACHED),
  'clients.getClient': route('GET', '/clients/getClient/:name', publicAccess, CACHED),
  'clients.addClient': route('POST', '/clients/addClient', power('add-client')),
  'clients.updateClient': route('PATCH', '/clients/updateClient/:clientId', power('edit-cover-details')),
  'clients.deleteClient': route('DELETE', '/clients/deleteClient', power('remove-client')),
  // Text fields need edit-site-details, photos and video edit-site-photos: the controller checks per field.
  'clients.updateSite': route('PATCH', '/clients/updateSite', anyPower('edit-site-details', 'edit-site-photos')),
  'clients.removeSite': route('DELETE', '/clients/removeSite', power('remove-project')),
  // Curation: the featured projects in their order (the Featured screen), and a new order.
  'featured.list': route('GET', '/clients/featured', status),
  'featured.order': route('PUT', '/clients/featured', status),
  // Drafts: a short-lived Preview link of a project (its draft on the public page), for the staff who add or edit
  // projects.
  'drafts.preview': route('POST', '/clients/previewSite', anyPower('add-client', ...CLIENT_SITES_SCREEN_POWERS)),

  // Visitors get the logos the home page's wall shows; signed-in staff (the Logos screen) the whole library.
  'logos.list': route('GET', '/logos', publicAccess, { cached: true, anonymousCache: true }),
  'logos.upload': route('POST', '/logos/upload', status),
  // The logo wall's order: every stored logo's file name once, in the new order (logo-order.ts).
  'logos.order': route('PUT', '/logos/order', status),
  'logos.remove': route('DELETE', '/logos/:fileName', status),

  // The contact form: the only anonymous write (bodies capped by middlewares/public-form, limits per IP and email).
  'enquiries.formToken': route('GET', '/enquiries/form-token', publicAccess),
  'enquiries.create': route('POST', '/enquiries', publicAccess),
  // A suspected counterfeit fire-door label's report: an enquiry of its own kind, the same rules and limits.
  'enquiries.reportLabel': route('POST', '/enquiries/label-reports', publicAccess),
  // The sales desk: status users see every enquiry; any other signed-in user only those they
  // own (the controller narrows: the list holds them, another's answers 403). Only status users
  // export and choose owners.
  'enquiries.list': route('GET', '/enquiries', signedIn),
  'enquiries.exportCsv': route('GET', '/enquiries/export', status),
  'enquiries.findOne': route('GET', '/enquiries/:id', signedIn),
  'enquiries.update': route('PATCH', '/enquiries/:id', signedIn),
  'enquiries.addNote': route('POST', '/enquiries/:id/notes', signedIn),
  'enquiries.reply': route('POST', '/enquiries/:id/replies', signedIn),

  // Careers: openings (public list of the open ones), and applications with a private CV. The
  // application POST is the only anonymous upload (multipart, capped by middlewares/public-form).
  'jobs.list': route('GET', '/jobs', publicAccess, CACHED),
  'jobs.listAll': route('GET', '/jobs/all', status),
  'jobs.create': route('POST', '/jobs', status),
  'jobs.update': route('PUT', '/jobs/:id', status),
  'jobs.remove': route('DELETE', '/jobs/:id', status),
  'applications.create': route('POST', '/jobs/:id/applications', publicAccess),
  'applications.list': route('GET', '/applications', status),
  'applications.exportCsv': route('GET', '/applications/export', status),
  'applications.findOne': route('GET', '/applications/:id', status),
  'applications.update': route('PATCH', '/applications/:id', status),
  'applications.remove': route('DELETE', '/applications/:id', status),
  'applications.addNote': route('POST', '/applications/:id/notes', status),
  'applications.cv': route('GET', '/applications/:id/cv', status),

  // Certificates and downloads: status users manage the library; anyone downloads a file.
  'documents.list': route('GET', '/documents', status),
  'documents.create': route('POST', '/documents', status),
  'documents.findOne': route('GET', '/documents/:id', status),
  'documents.update': route('PUT', '/documents/:id', status),
  'documents.remove': route('DELETE', '/documents/:id', status),
  'documents.download': route('GET', '/documents/:id/download', publicAccess),

  // Tenders: similar works and the pre-qualification pack, from the portfolio (status users);
  // a project's private documents (completion certificate, work order), never public.
  'tenders.similarWorks': route('GET', '/tenders/similar-works', status),
  'tenders.pack': route('GET', '/tenders/pack', status),
  'site-documents.list': route('GET', '/clients/sites/:siteId/documents', status),
  'site-documents.create': route('POST', '/clients/sites/:siteId/documents', status),
  'site-documents.download': route('GET', '/clients/sites/:siteId/documents/:id', status),
  'site-documents.remove': route('DELETE', '/clients/sites/:siteId/documents/:id', status),

  'press.list': route('GET', '/press', publicAccess, CACHED),
  'press.create': route('POST', '/press', status),
  'press.update': route('PUT', '/press/:id', status),
  'press.remove': route('DELETE', '/press/:id', status),
  'awards.list': route('GET', '/awards', publicAccess, CACHED),
  'awards.create': route('POST', '/awards', status),
  'awards.update': route('PUT', '/awards/:id', status),
  'awards.remove': route('DELETE', '/awards/:id', status),
  'testimonials.list': route('GET', '/testimonials', publicAccess, CACHED),
  'testimonials.create': route('POST', '/testimonials', status),
  'testimonials.update': route('PUT', '/testimonials/:id', status),
  'testimonials.remove': route('DELETE', '/testimonials/:id', status),

  // The Trash: status users list, restore and delete for ever; Undo is a restore, which the user who
  // removed the item may also do (the controller checks: status, or the remover).
  'trash.list': route('GET', '/trash', status),
  'trash.restore': route('POST', '/trash/:id/restore', signedIn),
  'trash.remove': route('DELETE', '/trash/:id', status),

  // The fire-door register (contract doors.ts): any signed-in staff member reads it; the staff who edit a
  // project's details record installs and inspections; status users (admins) create and withdraw labels.
  'doors.list': route('GET', '/doors', signedIn),
  'doors.createBatch': route('POST', '/doors/batches', status),
  // The label sheet PDF of a production batch (?batch=), for printing (admins); a project's door schedule
  // (?format=pdf|csv) for its facility manager, downloaded by staff.
  'doors.labels': route('GET', '/doors/labels', status),
  // The projects a door can be installed in (the Record install picker).
  'doors.sites': route('GET', '/doors/sites', power('edit-site-details')),
  'doors.schedule': route('GET', '/doors/schedule/:siteId', signedIn),
  'doors.findOne': route('GET', '/doors/:labelId', signedIn),
  'doors.install': route('POST', '/doors/:labelId/install', power('edit-site-details')),
  'doors.inspect': route('POST', '/doors/:labelId/inspections', power('edit-site-details')),
  'doors.withdraw': route('POST', '/doors/:labelId/withdraw', status),
  // What a label's QR code opens (/verify/{labelId}): never the client's name unless the project allows
  // it, no private document, photo or person's name. Not cached: a door's status changes with time.
  'doors.verify': route('GET', '/public/doors/:labelId', publicAccess),

  // The public site's per-page reads (contract PUBLIC_API), fetched by its pages after the first render.
  'public.site': route('GET', '/public/site', publicAccess, CACHED),
  'public.home': route('GET', '/public/home', publicAccess, CACHED),
  'public.page': route('GET', '/public/pages/:slug', publicAccess, CACHED),
  'public.projects': route('GET', '/public/projects', publicAccess, CACHED),
  'public.projectFilter': route('GET', '/public/projects/filter', publicAccess, {
    cachedQuery: ['state', 'industry', 'status', 'service', 'year', 'page'],
  }),
  'public.projectList': route('GET', '/public/projects/:scope/:id', publicAccess, { cachedQuery: ['page'] }),
  'public.clients': route('GET', '/public/clients', publicAccess, { cachedQuery: ['page', 'q'] }),
  // A client or a project by URL slug (former slugs and names too: the answer carries the current slug).
  'public.clientPage': route('GET', '/public/clients/:id', publicAccess, CACHED),
  'public.project': route('GET', '/public/project/:client/:site', publicAccess, CACHED),
  'public.stateDetails': route('GET', '/public/states/:state', publicAccess, CACHED),
  'public.press': route('GET', '/public/press', publicAccess, CACHED),
  'public.careers': route('GET', '/public/careers', publicAccess, CACHED),
  'public.job': route('GET', '/public/careers/:slug', publicAccess, CACHED),
  'public.certifications': route('GET', '/public/certifications', publicAccess, CACHED),
  // The fire-door range (door types with their backed ratings: contract door-types.ts).
  'public.doorTypes': route('GET', '/public/door-types', publicAccess, CACHED),
} as const satisfies Record<string, ApiRoute>;
export type ApiRouteName = keyof typeof API_ROUTES;

/** The full path of a route with its `:params` filled in (encoded): `apiPath('user.deleteUser', { id })`. */
export const apiPath = (name: ApiRouteName, params: Record<string, string> = {}): string =>
  API_PREFIX +
  API_ROUTES[name].path.replace(/:([A-Za-z]+)/g, (_, key: string) => {
    if (params[key] === undefined) throw new Error(`apiPath(${name}): missing :${key}`);
    return encodeURIComponent(params[key]);
  });
