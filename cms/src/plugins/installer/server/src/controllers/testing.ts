import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { SALES_DESK_MESSAGES as M, TEST_CLOCK_JOBS, type TestClockResponse } from '@portfolio/contract';
import { badRequest, notFound } from '../utils/http-errors';
import { getService } from '../utils/get-service';

/**
 * PUT /api/v1/testing/clock { now, run? }: tests set the server's "now" (services/clock)
 * and run jobs at it (TEST_CLOCK_JOBS: the digest, the orphan sweep, the enquiry retention purge)
 * as the scheduler would, instead of sleeping until a cron rule fires. A 404
 * unless the server was started with TEST_CLOCK=true, which production ignores.
 */
export default ({ strapi: _strapi }: { strapi: Core.Strapi }) => ({
  async clock(ctx: Context) {
    const clock = getService('clock');
    if (!clock.settable()) throw notFound(M.clockOff);
    const body = ctx.request.body ?? {};
    const at = body.now === null ? null : typeof body.now === 'string' ? new Date(body.now) : undefined;
    if (at === undefined || (at && Number.isNaN(at.getTime()))) throw badRequest(M.clockInvalid);
    const run = body.run ?? [];
    const known = (job: unknown) => (TEST_CLOCK_JOBS as readonly unknown[]).includes(job);
    if (!Array.isArray(run) || !run.every(known)) throw badRequest(M.jobInvalid);
    clock.set(at);
    const answer: TestClockResponse = { now: clock.now().toISOString() };
    if (run.includes('digest')) answer.digest = await getService('sales-desk').digest();
    if (run.includes('orphan-sweep')) answer['orphan-sweep'] = await getService('orphan-sweep').sweep();
    if (run.includes('enquiry-retention'))
      answer['enquiry-retention'] = { deleted: await getService('enquiry-retention').purge() };
    ctx.body = answer;
  },
});
