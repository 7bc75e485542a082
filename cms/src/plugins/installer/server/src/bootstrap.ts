import type { Core } from '@strapi/strapi';
import { scheduleJobs } from './cron';

export default async ({ strapi }: { strapi: Core.Strapi }) => {
  strapi.plugin('installer').service('files').storePhotoFormatsAsWebp();
  strapi.plugin('installer').service('files').refuseAnimatedUploads();
  strapi.plugin('installer').service('files').skipImageWorkWhenDeferred();
  await strapi.plugin('installer').service('format-jobs').start();
  strapi.plugin('installer').service('auth').watchUserChanges();
  strapi.plugin('installer').service('two-factor').watchUserDeletes();
  warnWithoutTwoFactorKey(strapi);
  strapi.plugin('installer').service('response-cache').watchContentChanges();
  await strapi.plugin('installer').service('response-cache').ensureRow();
  await dropRetiredTables(strapi);
  await strapi.plugin('installer').service('setup').ensureInstallerAdmin();
  await strapi.plugin('installer').service('super-admin').ensureSuperAdmin();
  await strapi.plugin('installer').service('files').ensureFolders();
  await strapi.plugin('installer').service('slugs').migrate();
  await strapi.plugin('installer').service('posts').backfillDates();
  await strapi.plugin('installer').service('enquiries').migrate();
  await strapi.plugin('installer').service('seed').seedDemoContent();
  scheduleJobs(strapi);
};

/**
 * Tables of content types that are gone. installer_login_failures held the sign-in counters before
 * the one rate limiter (services/rate-limits.ts, installer_rate_counters) took them over: transient
 * counters, so an existing database simply loses them.
 */
const RETIRED_TABLES = ['installer_login_failures'];
const dropRetiredTables = async (strapi: Core.Strapi) => {
  for (const table of RETIRED_TABLES) await strapi.db.connection.schema.dropTableIfExists(table);
};

/** Without TWO_FACTOR_KEY nobody can set up two-factor sign-in, and users who have it cannot finish signing in. */
const warnWithoutTwoFactorKey = (strapi: Core.Strapi) => {
  if (!strapi.plugin('installer').service('two-factor').configured())
    strapi.log.error('TWO_FACTOR_KEY is missing or not 32 bytes of base64: two-factor sign-in is unavailable (npm start generates one into cms/.env).');
};
