import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { MESSAGES } from '@portfolio/contract';
import { getService } from '../utils/get-service';

/** The Trash screen (status users) and Undo (the remover too): see trash/service. */
export default ({ strapi: _strapi }: { strapi: Core.Strapi }) => {
  const trash = () => getService('trash');
  const id = (ctx: Context) => String(ctx.params.id ?? '');

  return {
    list: async (ctx: Context) => {
      ctx.body = await trash().list();
    },

    restore: async (ctx: Context) => {
      const { kind, restoredId } = await trash().restore(ctx, id(ctx));
      ctx.body = { message: MESSAGES.restored, kind, restoredId };
    },

    remove: async (ctx: Context) => {
      await trash().destroy(ctx, id(ctx));
      ctx.body = { message: MESSAGES.deletedForEver };
    },
  };
};
