import type { Core } from '@strapi/strapi';

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
  strapi.plugin('installer').service('mailer').start();
  strapi.plugin('installer').service('orphan-sweep').start();
  scheduleTrashPurge(strapi);
  scheduleCareers(strapi);
};

/**
 * Careers housekeeping, once at start (catching up after downtime) and then hourly
 * (APPLICATION_PURGE_CRON): applications older than APPLICATION_RETENTION_DAYS are deleted with
 * their CVs, and openings past their closing date are closed. Both are safe on several instances.
 */
const scheduleCareers = (strapi: Core.Strapi) => {
  const run = async () => {
    const installer = strapi.plugin('installer');
    await installer.service('applications').purge().catch((error: Error) => strapi.log.error(`Application purge failed: ${error.message}`));
    await installer.service('jobs').closeExpired().catch((error: Error) => strapi.log.error(`Closing expired job openings failed: ${error.message}`));
  };
  strapi.cron.add({ installerCareers: { task: run, options: { rule: process.env.APPLICATION_PURGE_CRON || '30 * * * *' } } });
  void run();
};

/** Purges Trash items older than the retention period: once at start (catching up after downtime), then hourly. */
const scheduleTrashPurge = (strapi: Core.Strapi) => {
  const purge = () =>
    strapi
      .plugin('installer')
      .service('trash')
      .purge()
      .catch((error: Error) => strapi.log.error(`Trash purge failed: ${error.message}`));
  strapi.cron.add({ installerTrashPurge: { task: purge, options: { rule: process.env.TRASH_PURGE_CRON || '0 * * * *' } } });
  void purge();
};

/** Without TWO_FACTOR_KEY nobody can set up two-factor sign-in, and users who have it cannot finish signing in. */
const warnWithoutTwoFactorKey = (strapi: Core.Strapi) => {
  if (!strapi.plugin('installer').service('two-factor').configured())
    strapi.log.error('TWO_FACTOR_KEY is missing or not 32 bytes of base64: two-factor sign-in is unavailable (npm start generates one into cms/.env).');
};
