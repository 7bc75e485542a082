import type { Core } from '@strapi/strapi';

/** Stops the plugin's periodic jobs so the process can exit. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  strapi.plugin('installer').service('mailer').stop();
  strapi.plugin('installer').service('orphan-sweep').stop();
};
