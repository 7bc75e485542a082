import type { Core } from '@strapi/strapi';
export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  auth: { secret: env('ADMIN_JWT_SECRET') },
  apiToken: { salt: env('API_TOKEN_SALT') },
  transfer: { token: { salt: env('TRANSFER_TOKEN_SALT') } },
  secrets: { encryptionKey: env('ENCRYPTION_KEY') },
  serveAdminPanel: env.bool('SERVE_ADMIN', true),
  flags: { nps: false, promoteEE: false },
  // Strapi's own limit on /admin sign-ins: 5 per 5 minutes per email and address. The browser suite
  // signs its one super-admin in from several files within minutes, so its server raises the count.
  rateLimit: { enabled: true, max: env.int('ADMIN_LOGIN_LIMIT', 5) },
  // The Content Manager's Preview button: a page opens as the site renders it, its draft shown via a
  // short-lived signed link (installer service page-preview); pages are served by this same origin.
  preview: {
    enabled: true,
    config: {
      allowedOrigins: [env('PUBLIC_URL', "'self'")],
      handler: (uid: string, params: { documentId?: string; locale?: string | null; status?: string | null }) =>
        (globalThis as any).strapi.plugin('installer').service('page-preview').url(uid, params),
    },
  },
  // `strapi develop` restarts on file changes; test files are not part of the server.
  watchIgnoreFiles: ['**/tests/**', '**/vitest.config.*'],
});
