import type { Core } from '@strapi/strapi';
import { REPORT_RULES, reportRangeOf } from '@portfolio/contract';
import { handler, staffOf } from '../http/handler';
import { badRequest } from '../utils/http-errors';
import { getService } from '../utils/get-service';

/** The Reports screen's route (contract api-routes.ts `reports.insights`). */
export default ({ strapi: _strapi }: { strapi: Core.Strapi }) => ({
  /** GET ?from&to (company days, both included): every figure of the Reports screen; a bad range is a 400. */
  insights: handler({
    input: (ctx) => {
      const range = reportRangeOf({ from: ctx.query.from, to: ctx.query.to });
      if ('error' in range) throw badRequest(range.error);
      const user = staffOf(ctx)!;
      return { range, viewer: { id: user.id, all: REPORT_RULES.allFigures(user) } };
    },
    apply: ({ input: { range, viewer } }) => getService('reports').insights(range, viewer),
    headers: { 'Cache-Control': 'no-store' },
  }),
});
