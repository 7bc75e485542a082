import bootstrap from './bootstrap';
import config from './config';
import contentTypes from './content-types';
import controllers from './controllers';
import middlewares from './middlewares';
import policies from './policies';
import register from './register';
import routes from './routes';
import services from './services';
import type { Core } from '@strapi/strapi';
import { getService } from './utils/get-service';

/** Stops the background format jobs and writes the page views held in memory before the database closes. */
const destroy = async ({ strapi: _strapi }: { strapi: Core.Strapi }) => {
  await getService('format-jobs').stop();
  await getService('page-views').stop();
};

export default {
  register,
  bootstrap,
  destroy,
  config,
  contentTypes,
  controllers,
  routes,
  services,
  policies,
  middlewares,
};
