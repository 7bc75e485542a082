/**
 * GET /share-image/<hash>.jpg: the 1200x630 share card (og:image) of an uploaded image, at the
 * site root like /sitemap.xml (see api/sitemap/public-routes.ts for why it is an 'admin'-type router).
 */
export const shareImageRouter = {
  type: 'admin',
  prefix: '',
  routes: [
    {
      method: 'GET',
      path: '/share-image/:file',
      handler: 'api::share-image.share-image.show',
      config: { auth: false },
    },
  ],
};
