import type { Core } from '@strapi/strapi';

export default ({ strapi }: { strapi: Core.Strapi }) => {
  strapi.plugin('installer').service('super-admin').closeRegistration();
};
