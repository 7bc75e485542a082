import type { Core } from '@strapi/strapi';

export default (_: { strapi: Core.Strapi }) => {};
