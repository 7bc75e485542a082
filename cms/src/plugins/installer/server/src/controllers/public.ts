import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import {
  API_MESSAGES,
  PROJECT_FILTER_MESSAGES,
  isCompanyPageSlug,
  isPreviewOnlyPageSlug,
  pageParam,
  parseProjectFilter,
  type ProjectScope,
} from '@portfolio/contract';
import { badRequest, notFound } from '../utils/http-errors';
import { getService } from '../utils/get-service';

const NOT_FOUND = API_MESSAGES.notFound;
const SCOPES: ProjectScope[] = ['state', 'industry', 'ongoing'];

/**
 * /api/v1/public/*: the public site's per-page reads (public-site/), answered to the
 * browser after the first server-rendered page. `?page=` beyond the last page answers 404.
 */
export default ({ strapi: _strapi }: { strapi: Core.Strapi }) => {
  const reads = () => getService('public-reads');
  const page = (ctx: Context) => pageParam(ctx.query.page === undefined ? undefined : String(ctx.query.page));
  const inRange = <T extends { page: number; pageCount: number }>(data: T) => {
    if (data.page > data.pageCount) throw notFound(NOT_FOUND);
    return data;
  };

  return {
    site: async (ctx: Context) => {
      ctx.body = await reads().site();
    },
    /**
     * A company page the site reads (contract COMPANY_PAGE_SLUGS, exactly so spelled), else 404; the
     * home, projects and press texts only for a Preview link (PREVIEW_ONLY_PAGE_SLUGS).
     */
    page: async (ctx: Context) => {
      const slug = String(ctx.params.slug);
      const preview = typeof ctx.query?.preview === 'string' ? ctx.query.preview : null;
      if (!isCompanyPageSlug(slug) && !(preview && isPreviewOnlyPageSlug(slug))) throw notFound(NOT_FOUND);
      ctx.body = await reads().page(slug, { preview });
      // A preview (the response cache leaves it alone) is never stored by a browser or proxy.
      if (preview) ctx.set('Cache-Control', 'no-store');
    },
    home: async (ctx: Context) => {
      ctx.body = await reads().home();
    },
    projects: async (ctx: Context) => {
      ctx.body = await reads().projects();
    },
    clients: async (ctx: Context) => {
      ctx.body = inRange(
        await reads().clients({ page: page(ctx), q: typeof ctx.query?.q === 'string' ? ctx.query.q : '' }),
      );
    },
    projectList: async (ctx: Context) => {
      const scope = String(ctx.params.scope) as ProjectScope;
      const data = SCOPES.includes(scope)
        ? await reads().projectList({ scope, id: String(ctx.params.id), page: page(ctx) })
        : null;
      if (!data) throw notFound(NOT_FOUND);
      ctx.body = inRange(data);
    },
    /** The /projects filter: a value that names nothing answers 400 with what is wrong, a page past the last 404. */
    projectFilter: async (ctx: Context) => {
      const { filter, errors } = parseProjectFilter(ctx.query ?? {});
      if (errors.length) throw badRequest(errors.join(' '));
      const data = (await reads().projectFilter({ filter, page: page(ctx) }))!;
      if (data.page > data.pageCount) throw notFound(PROJECT_FILTER_MESSAGES.pastLastPage);
      ctx.body = data;
    },
    stateDetails: async (ctx: Context) => {
      const data = await reads().stateDetails(String(ctx.params.state));
      if (!data) throw notFound(NOT_FOUND);
      ctx.body = data;
    },
    clientPage: async (ctx: Context) => {
      const data = await reads().clientPage(String(ctx.params.id));
      if (!data) throw notFound(NOT_FOUND);
      ctx.body = data;
    },
    project: async (ctx: Context) => {
      const preview = typeof ctx.query?.preview === 'string' ? ctx.query.preview : null;
      const data = await reads().project(String(ctx.params.client), String(ctx.params.site), { preview });
      if (!data) throw notFound(NOT_FOUND);
      ctx.body = data;
      // A project's Preview link (a draft: projects/preview.ts) is never stored by a browser or proxy.
      if (preview) ctx.set('Cache-Control', 'no-store');
    },
    press: async (ctx: Context) => {
      ctx.body = await reads().press();
    },
    careers: async (ctx: Context) => {
      ctx.body = await reads().careers();
    },
    certifications: async (ctx: Context) => {
      ctx.body = await reads().certifications();
    },
    doorTypes: async (ctx: Context) => {
      ctx.body = await reads().doorTypes();
    },
    job: async (ctx: Context) => {
      const job = await reads().job(String(ctx.params.slug));
      if (!job) throw notFound(NOT_FOUND);
      ctx.body = job;
    },
  };
};
