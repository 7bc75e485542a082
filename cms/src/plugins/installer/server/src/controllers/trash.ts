import type { Core } from '@strapi/strapi';
import { MESSAGES } from '@portfolio/contract';

/** The Trash screen (status users) and Undo (the remover too): see services/trash. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const trash = () => strapi.plugin('installer').service('trash');
  const id = (ctx: any) => String(ctx.params.id ?? '');

  return {
    list: async (ctx: any) => {
      ctx.body = await trash().list();
    },

    restore: async (ctx: any) => {
      const { kind, restoredId } = await trash().restore(ctx, id(ctx));
      ctx.body = { message: MESSAGES.restored, kind, restoredId };
    },

    remove: async (ctx: any) => {
      await trash().destroy(ctx, id(ctx));
      ctx.body = { message: MESSAGES.deletedForEver };
    },
  };
};
