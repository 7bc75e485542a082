import type { Core } from '@strapi/strapi';
import { scheduleJobs } from './cron';
import { getService } from './utils/get-service';
import { wrapUploadPlugin } from './services/upload-plugin';

export default async ({ strapi }: { strapi: Core.Strapi }) => {
  // Before anything stores a file: every stored name is journalled (the orphan sweep deletes only those).
  await getService('upload-journal').start();
  wrapUploadPlugin(strapi);
  await getService('format-jobs').start();
  await getService('page-views').ensureTable();
  getService('auth').watchUserChanges();
  getService('two-factor').watchUserDeletes();
  warnWithoutTwoFactorKey(strapi);
  getService('response-cache').watchContentChanges();
  await getService('response-cache').ensureRow();
  await dropRetiredTables(strapi);
  await getService('setup').ensureInstallerAdmin();
  await getService('super-admin').ensureSuperAdmin();
  await getService('files').ensureFolders();
  await getService('slugs').migrate();
  await getService('posts').backfillDates();
  await getService('enquiries').migrate();
  await getService('applications').migrate();
  await getService('seed').seedDemoContent();
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
  if (!getService('two-factor').configured())
    strapi.log.error(
      'TWO_FACTOR_KEY is missing or not 32 bytes of base64: two-factor sign-in is unavailable (npm start generates one into cms/.env).',
    );
};
