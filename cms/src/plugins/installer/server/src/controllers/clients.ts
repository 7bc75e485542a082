import type { Core } from '@strapi/strapi';

const notYet = (ctx) => {
  ctx.status = 501;
  ctx.body = { message: 'Not implemented yet.' };
};

export default ({ strapi: _strapi }: { strapi: Core.Strapi }) => ({
  getClients: notYet,
  getClient: notYet,
  addClient: notYet,
  updateClient: notYet,
  deleteClient: notYet,
  updateSite: notYet,
  removeSite: notYet,
});
