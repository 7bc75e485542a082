import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { LIMITS, MESSAGES, API_MESSAGES } from '@portfolio/contract';
import type { SessionState } from '../middlewares/session';
import { badRequest, notFound } from '../utils/http-errors';
import type { PageQuery } from '../services/dashboard';
import { getService } from '../utils/get-service';

const whole = (raw: unknown, fallback: number, min: number, max: number, message: string) => {
  if (raw === undefined || raw === '') return fallback;
  const n = typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(n) || n < min || n > max) throw badRequest(message);
  return n;
};

/** `q`, `page` (from 1) and `pageSize` (1 to 100, default 24) of a dashboard search. */
const pageQuery = (query: Record<string, unknown>): PageQuery => {
  if (query.q !== undefined && typeof query.q !== 'string') throw badRequest(MESSAGES.searchTooLong);
  const q = ((query.q as string | undefined) ?? '').trim();
  if (q.length > LIMITS.textMax) throw badRequest(MESSAGES.searchTooLong);
  return {
    q,
    page: whole(query.page, 1, 1, 1e9, MESSAGES.pageInvalid),
    pageSize: whole(query.pageSize, LIMITS.dashboardPageSize, 1, LIMITS.dashboardPageMax, MESSAGES.pageSizeInvalid),
  };
};

/** The dashboard home and the dashboard's paginated searches for large portfolios. */
export default ({ strapi: _strapi }: { strapi: Core.Strapi }) => {
  const dashboard = () => getService('dashboard');

  return {
    async overview(ctx: Context) {
      const user = (ctx.state as SessionState).installer!.user!;
      const viewer = { id: user.id, status: user.status === true };
      const [overview, salesDesk] = await Promise.all([
        dashboard().overview(viewer.status),
        getService('sales-desk').overview(viewer),
      ]);
      ctx.body = { ...overview, salesDesk };
    },

    /** The menu's count badges. */
    async badges(ctx: Context) {
      const user = (ctx.state as SessionState).installer!.user!;
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await getService('sales-desk').badges({ id: user.id, status: user.status === true });
    },

    async searchClients(ctx: Context) {
      ctx.body = await dashboard().searchClients(pageQuery(ctx.query ?? {}));
    },

    async getClientSites(ctx: Context) {
      const result = await dashboard().clientSites(String(ctx.params.name ?? ''), pageQuery(ctx.query ?? {}));
      if (!result) throw notFound(API_MESSAGES.clientNotFound);
      ctx.body = result;
    },
  };
};
