import type { Core } from '@strapi/strapi';
import { assertPublicUrl } from './utils/public-origin';
import { installerConfig } from './config';
import { setImageJobs } from './services/image-jobs';
import { getService } from './utils/get-service';

export default ({ strapi }: { strapi: Core.Strapi }) => {
  assertPublicUrl(strapi);
  setImageJobs(installerConfig(strapi).imageJobs);
  getService('super-admin').closeRegistration();
};
