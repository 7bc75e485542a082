import type { Core } from '@strapi/strapi';
export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  host: env('HOST', '0.0.0.0'),
  port: env.int('PORT', 1337),
  url: env('PUBLIC_URL', ''),
  proxy: { koa: env.bool('TRUST_PROXY', false) },
  app: { keys: env.array('APP_KEYS') },
  // Uploads live in <PUBLIC_DIR>/uploads; tests point this at a temporary folder.
  dirs: { public: env('PUBLIC_DIR', './public') },
  // Scheduled tasks (the installer's hourly Trash purge).
  cron: { enabled: true },
  logger: { updates: { enabled: false }, startup: { enabled: false } },
});
