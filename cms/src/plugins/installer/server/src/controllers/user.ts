import type { Core } from '@strapi/strapi';

const notYet = (ctx) => {
  ctx.status = 501;
  ctx.body = { message: 'Not implemented yet.' };
};

export default ({ strapi: _strapi }: { strapi: Core.Strapi }) => ({
  getUser: notYet,
  login: notYet,
  register: notYet,
  logout: notYet,
  getAllUsers: notYet,
  deleteUser: notYet,
  updatePowers: notYet,
});
