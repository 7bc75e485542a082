import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import {
  parseClientTableQuery,
  parseProjectTableQuery,
  type ClientTableQuery,
  type ProjectTableQuery,
} from '@portfolio/contract';
import { handler } from '../http/handler';
import { badRequest } from '../utils/http-errors';
import { getService } from '../utils/get-service';

/** The query as the contract reads it; its first problem is the 400's message. */
const read =
  <T>(parse: (query: Record<string, unknown>) => { query: T; errors: string[] }) =>
  (ctx: Context): T => {
    const { query, errors } = parse((ctx.query ?? {}) as Record<string, unknown>);
    if (errors.length) throw badRequest(errors[0]);
    return query;
  };

/** The dashboard's Projects and Clients tables (./table.ts). */
export default ({ strapi: _strapi }: { strapi: Core.Strapi }) => ({
  projects: handler<ProjectTableQuery>({
    input: read(parseProjectTableQuery),
    apply: ({ input }) => getService('project-table').projects(input),
    headers: { 'Cache-Control': 'no-store' },
  }),
  clients: handler<ClientTableQuery>({
    input: read(parseClientTableQuery),
    apply: ({ input }) => getService('project-table').clients(input),
    headers: { 'Cache-Control': 'no-store' },
  }),
});
