import type { Core } from '@strapi/strapi';
import { assertPublicUrl } from './utils/public-origin';

export default ({ strapi }: { strapi: Core.Strapi }) => {
  assertPublicUrl(strapi);
  strapi.plugin('installer').service('super-admin').closeRegistration();
};
