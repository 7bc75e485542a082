import type { Core } from '@strapi/strapi';
export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  auth: { secret: env('ADMIN_JWT_SECRET') },
  apiToken: { salt: env('API_TOKEN_SALT') },
  transfer: { token: { salt: env('TRANSFER_TOKEN_SALT') } },
  secrets: { encryptionKey: env('ENCRYPTION_KEY') },
  serveAdminPanel: env.bool('SERVE_ADMIN', true),
  flags: { nps: false, promoteEE: false },
  // `strapi develop` restarts on file changes; test files are not part of the server.
  watchIgnoreFiles: ['**/tests/**', '**/vitest.config.*'],
});
