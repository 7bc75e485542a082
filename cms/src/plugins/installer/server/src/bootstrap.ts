import type { Core } from '@strapi/strapi';
import { scheduleJobs } from './cron';

export default async ({ strapi }: { strapi: Core.Strapi }) => {
  strapi.plugin('installer').service('auth').watchUserChanges();
  strapi.plugin('installer').service('two-factor').watchUserDeletes();
  warnWithoutTwoFactorKey(strapi);
  strapi.plugin('installer').service('response-cache').watchContentChanges();
  await strapi.plugin('installer').service('response-cache').ensureRow();
  await strapi.plugin('installer').service('setup').ensureInstallerAdmin();
  await strapi.plugin('installer').service('super-admin').ensureSuperAdmin();
  await strapi.plugin('installer').service('files').ensureFolders();
  await strapi.plugin('installer').service('slugs').migrate();
  await strapi.plugin('installer').service('seed').seedDemoContent();
  scheduleJobs(strapi);
};

/** Without TWO_FACTOR_KEY nobody can set up two-factor sign-in, and users who have it cannot finish signing in. */
const warnWithoutTwoFactorKey = (strapi: Core.Strapi) => {
  if (!strapi.plugin('installer').service('two-factor').configured())
    strapi.log.error('TWO_FACTOR_KEY is missing or not 32 bytes of base64: two-factor sign-in is unavailable (npm start generates one into cms/.env).');
};
