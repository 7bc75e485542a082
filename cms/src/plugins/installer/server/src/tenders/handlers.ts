import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { isIndustry, isService, parseSimilarWorksQuery } from '@portfolio/contract';
import { attachment } from '../utils/content-disposition';
import { badRequest } from '../utils/http-errors';
import { getService } from '../utils/get-service';

/** Tenders: the similar-works answer and the pre-qualification pack, for status users. */
export default ({ strapi: _strapi }: { strapi: Core.Strapi }) => {
  const tenders = () => getService('tenders');
  const queryOf = (ctx: Context) => {
    const parsed = parseSimilarWorksQuery(ctx.query ?? {}, { isIndustry, isService });
    if (!parsed.ok) throw badRequest(parsed.message);
    const { ok: _ok, ...query } = parsed;
    return query;
  };

  return {
    async similarWorks(ctx: Context) {
      const query = queryOf(ctx);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await tenders().similarWorks(query);
    },

    async pack(ctx: Context) {
      const query = queryOf(ctx);
      const { zip, fileName } = await tenders().pack(query);
      ctx.set('Content-Disposition', attachment(fileName));
      ctx.set('Cache-Control', 'private, no-store');
      ctx.type = 'application/zip';
      ctx.body = zip;
    },
  };
};
