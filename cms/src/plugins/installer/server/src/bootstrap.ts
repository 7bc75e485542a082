import type { Core } from '@strapi/strapi';

export default async ({ strapi }: { strapi: Core.Strapi }) => {
  strapi.plugin('installer').service('auth').watchUserChanges();
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
