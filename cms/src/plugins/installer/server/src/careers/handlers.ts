import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { CAREER_MESSAGES as M, firstError, validateJob, type JobValues } from '@portfolio/contract';
import { auditOf, found, handler, objectBody as bodyOf } from '../http/handler';
import { badRequest } from '../utils/http-errors';
import { toJob, type JobRow } from './jobs';
import { getService } from '../utils/get-service';

const objectBody = (ctx: Context) => bodyOf(ctx, M.bodyNotObject);

const valuesOf = (row: JobRow): JobValues => ({
  title: row.title,
  state: row.state,
  city: row.city,
  employmentType: row.employmentType,
  description: row.description as string,
  closingDate: row.closingDate ?? null,
  open: !!row.open,
});

const jobs = () => getService('jobs');
const jobEvent = auditOf('job');
const jobOf = async (ctx: Context) => found(await jobs().find(String(ctx.params.id ?? '')), M.jobNotFound);
const checked = (body: Record<string, unknown>, current?: JobValues) => {
  const { values, errors } = validateJob(body, current);
  const problem = firstError(errors);
  if (problem) throw badRequest(problem);
  return values;
};

/** Job openings: the public list, and status users' create, edit (close) and removal to the Trash. */
export default ({ strapi: _strapi }: { strapi: Core.Strapi }) => ({
  /** Open openings only (not closed, not past their closing date), newest first. */
  list: handler({ apply: async () => ({ jobs: await jobs().listAccepting() }) }),

  listAll: handler({ apply: async () => ({ jobs: await jobs().listAll() }), headers: { 'Cache-Control': 'no-store' } }),

  create: handler({
    input: (ctx) => checked(objectBody(ctx)),
    apply: ({ input: values }) => jobs().create(values),
    audit: ({ result: row }) => jobEvent('create', row.documentId, { title: row.title, open: row.open }),
    status: 201,
    respond: (row) => ({ message: M.jobCreated, job: toJob(row) }),
  }),

  /** Any of the fields; absent ones keep their value. `{ open: false }` closes the opening. */
  update: handler({
    input: objectBody,
    load: jobOf,
    validate: ({ input: body, row }) => checked(body, valuesOf(row)),
    apply: async ({ row, plan: values }) => (await jobs().update(row, values))!,
    audit: ({ row, plan: values, result: updated }) =>
      jobEvent(row.open && !values.open ? 'close' : 'update', row.documentId, {
        title: updated.title,
        open: updated.open,
      }),
    respond: (updated, { row, plan: values }) => ({
      message: row.open && !values.open ? M.jobClosed : M.jobUpdated,
      job: toJob(updated),
    }),
  }),

  remove: handler({
    load: jobOf,
    apply: ({ ctx, row }) => getService('trash').remove(ctx, 'job', row),
    audit: ({ row, result: trashId }) => jobEvent('delete', row.documentId, { title: row.title, trashId }),
    respond: (trashId) => ({ message: M.jobRemoved, trashId }),
  }),
});
