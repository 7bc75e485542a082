import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import {
  API_MESSAGES,
  displayNameOf,
  parseClientTableQuery,
  parseProjectTableQuery,
  type ClientTableQuery,
  type ProjectEditorResponse,
  type ProjectTableQuery,
} from '@portfolio/contract';
import { found, handler } from '../http/handler';
import { badRequest, notFound } from '../utils/http-errors';
import { toSite } from '../utils/serialize';
import { getService } from '../utils/get-service';

/** The query as the contract reads it; its first problem is the 400's message. */
const read =
  <T>(parse: (query: Record<string, unknown>) => { query: T; errors: string[] }) =>
  (ctx: Context): T => {
    const { query, errors } = parse((ctx.query ?? {}) as Record<string, unknown>);
    if (errors.length) throw badRequest(errors[0]);
    return query;
  };

/** The dashboard's Projects and Clients tables (./table.ts), and one project for its editor page. */
export default ({ strapi: _strapi }: { strapi: Core.Strapi }) => ({
  projects: handler<ProjectTableQuery>({
    input: read(parseProjectTableQuery),
    apply: ({ input }) => getService('project-table').projects(input),
    headers: { 'Cache-Control': 'no-store' },
  }),
  project: handler({
    load: async (ctx) =>
      found(await getService('sites').findById(String(ctx.params.id ?? '')), API_MESSAGES.siteNotFound),
    apply: async ({ row }) => {
      const client = row.client?.documentId ? await getService('clients').findById(row.client.documentId) : null;
      if (!client) throw notFound(API_MESSAGES.siteNotFound);
      const answer: ProjectEditorResponse = {
        client: {
          _id: client.documentId,
          name: client.name,
          displayName: displayNameOf(client),
          slug: client.slug ?? '',
        },
        site: toSite(row, { staff: true }),
      };
      return answer;
    },
    headers: { 'Cache-Control': 'no-store' },
  }),
  clients: handler<ClientTableQuery>({
    input: read(parseClientTableQuery),
    apply: ({ input }) => getService('project-table').clients(input),
    headers: { 'Cache-Control': 'no-store' },
  }),
});
