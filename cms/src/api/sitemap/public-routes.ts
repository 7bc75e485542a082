/**
 * /sitemap.xml and /robots.txt at the site root. Routes in an API's routes/ folder always get the
 * content-api /api prefix, so cms/src/index.ts registers this router on Strapi's un-prefixed
 * router instead (type 'admin' has prefix ''), public (auth: false).
 */
export const sitemapRouter = {
  type: 'admin',
  prefix: '',
  routes: [
    { method: 'GET', path: '/sitemap.xml', handler: 'api::sitemap.sitemap.index', config: { auth: false } },
    { method: 'GET', path: '/robots.txt', handler: 'api::sitemap.sitemap.robots', config: { auth: false } },
  ],
};
