import type { Core } from '@strapi/strapi';

const notYet = (ctx) => {
  ctx.status = 501;
  ctx.body = { message: 'Not implemented yet.' };
};

export default ({ strapi: _strapi }: { strapi: Core.Strapi }) => ({
  list: notYet,
  upload: notYet,
  remove: notYet,
});
