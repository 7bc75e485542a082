/**
 * GET /capability/<key>.pdf: a capability statement, at the site root like /sitemap.xml
 * (see api/sitemap/public-routes.ts for why it is an 'admin'-type router).
 */
export const capabilityRouter = {
  type: 'admin',
  prefix: '',
  routes: [
    { method: 'GET', path: '/capability/:file', handler: 'api::capability.capability.show', config: { auth: false } },
  ],
};
