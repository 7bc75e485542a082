import type { Core } from '@strapi/strapi';
import { assertPublicUrl } from './utils/public-origin';
import { installerConfig } from './config';
import { setImageJobs } from './services/files';

export default ({ strapi }: { strapi: Core.Strapi }) => {
  assertPublicUrl(strapi);
  setImageJobs(installerConfig(strapi).imageJobs);
  strapi.plugin('installer').service('super-admin').closeRegistration();
};
