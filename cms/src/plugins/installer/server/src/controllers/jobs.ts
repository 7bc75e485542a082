import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { CAREER_MESSAGES as M, firstError, validateJob, type JobValues } from '@portfolio/contract';
import { badRequest, notFound } from '../utils/http-errors';
import { toJob, type JobRow } from '../services/jobs';
import { getService } from '../utils/get-service';

const objectBody = (ctx: Context): Record<string, unknown> => {
  const body = ctx.request.body ?? {};
  if (typeof body !== 'object' || Array.isArray(body)) throw badRequest(M.bodyNotObject);
  return body;
};

const valuesOf = (row: JobRow): JobValues => ({
  title: row.title,
  state: row.state,
  city: row.city,
  employmentType: row.employmentType,
  description: row.description as string,
  closingDate: row.closingDate ?? null,
  open: !!row.open,
});

/** Job openings: the public list, and status users' create, edit (close) and removal to the Trash. */
export default ({ strapi: _strapi }: { strapi: Core.Strapi }) => {
  const service = getService;
  const jobs = () => service('jobs');
  const audit = (ctx: Context, action: string, id: string, summary: unknown) => service('audit').record(ctx, action, 'job', id, summary);
  const found = async (ctx: Context) => {
    const row = await jobs().find(String(ctx.params.id ?? ''));
    if (!row) throw notFound(M.jobNotFound);
    return row;
  };
  const checked = (body: Record<string, unknown>, current?: JobValues) => {
    const { values, errors } = validateJob(body, current);
    const problem = firstError(errors);
    if (problem) throw badRequest(problem);
    return values;
  };

  return {
    /** Open openings only (not closed, not past their closing date), newest first. */
    async list(ctx: Context) {
      ctx.body = { jobs: await jobs().listAccepting() };
    },

    async listAll(ctx: Context) {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { jobs: await jobs().listAll() };
    },

    async create(ctx: Context) {
      const values = checked(objectBody(ctx));
      const row = await jobs().create(values);
      await audit(ctx, 'job.create', row.documentId, { title: row.title, open: row.open });
      ctx.status = 201;
      ctx.body = { message: M.jobCreated, job: toJob(row) };
    },

    /** Any of the fields; absent ones keep their value. `{ open: false }` closes the opening. */
    async update(ctx: Context) {
      const body = objectBody(ctx);
      const row = await found(ctx);
      const values = checked(body, valuesOf(row));
      const updated = (await jobs().update(row, values))!;
      const closing = row.open && !values.open;
      await audit(ctx, closing ? 'job.close' : 'job.update', row.documentId, { title: updated.title, open: updated.open });
      ctx.body = { message: closing ? M.jobClosed : M.jobUpdated, job: toJob(updated) };
    },

    async remove(ctx: Context) {
      const row = await found(ctx);
      const trashId = await service('trash').remove(ctx, 'job', row);
      await audit(ctx, 'job.delete', row.documentId, { title: row.title, trashId });
      ctx.body = { message: M.jobRemoved, trashId };
    },
  };
};
