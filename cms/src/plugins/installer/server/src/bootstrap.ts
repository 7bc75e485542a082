import type { Core } from '@strapi/strapi';

export default async ({ strapi }: { strapi: Core.Strapi }) => {
  strapi.plugin('installer').service('auth').watchUserChanges();
  strapi.plugin('installer').service('response-cache').watchContentChanges();
  await strapi.plugin('installer').service('response-cache').ensureRow();
  await strapi.plugin('installer').service('setup').ensureInstallerAdmin();
  await strapi.plugin('installer').service('super-admin').ensureSuperAdmin();
  await strapi.plugin('installer').service('files').ensureFolders();
  await strapi.plugin('installer').service('seed').seedDemoContent();
  strapi.plugin('installer').service('mailer').start();
  strapi.plugin('installer').service('orphan-sweep').start();
};
