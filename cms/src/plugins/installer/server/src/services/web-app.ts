import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import fs from 'fs';
import { API_ROUTES, SESSION_COOKIE, allows } from '@portfolio/contract';
import type { ApplicationDesk, EnquiryDesk, PageViewer } from '@portfolio/contract';
import { clientIp } from '../utils/client-ip';
import { requestFiles } from './files';
import { matches } from '../middlewares/response-cache';
import { pagePath } from '../utils/api-path';
import { publicOrigin } from '../utils/public-origin';
import { PAGE_KEY_PREFIX } from './response-cache';
import { getService } from '../utils/get-service';

/**
 * What the app's page rendering (cms/src/middlewares/web-app.ts) needs from the plugin, so that it
 * reaches the plugin through Strapi (`getService('web-app')`), never its files.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * Absolute URLs (canonical, og:url, the enquiry email's link) use the configured public origin, never the request's
   * Host.
   */
  origin: (ctx?: { protocol?: string }): string => publicOrigin(strapi, ctx),

  /** A page path as the site's router matches it (utils/api-path.ts's pagePath). */
  pagePath: (rawPath: string): string => pagePath(rawPath),

  /** The response cache's key of a rendered page, by its URL. */
  pageKey: (url: string): string => `${PAGE_KEY_PREFIX}${url}`,

  /** Whether an If-None-Match header matches an ETag (the response cache's own rule). */
  etagMatches: (header: string, etag: string): boolean => matches(header, etag),

  /**
   * Who asks for a page rendered per request, checked as the API checks it (the signed session, its
   * user, the route's powers): a label's page links staff to the register. Cookies never reach the renderer.
   */
  viewer(ctx: Context): PageViewer {
    return {
      mayInspectDoors: async () => {
        const { user } = await getService('auth').lookup(
          ctx.cookies.get(SESSION_COOKIE, { signed: true }) || undefined,
        );
        return !!user && !user.twoFactorSetupRequired && allows(API_ROUTES['doors.inspect'].access, user);
      },
    };
  },

  /**
   * The /contact route's enquiries: the form token and the enquiries service, bound to this request's client address.
   */
  enquiryDesk(ctx: Context, origin: string): EnquiryDesk {
    const service = getService('enquiries');
    return {
      formToken: async () => getService('form-tokens').issue(),
      visit: async () => getService('visits').current(ctx),
      submit: async (fields) => {
        const { status, message, errors, reference } = await service.submit(fields, {
          ip: clientIp(ctx),
          origin,
          visit: getService('visits').current(ctx),
        });
        return { status, message, errors, reference };
      },
      reportLabel: async (fields) => {
        const { status, message, errors, reference } = await service.submit(
          fields,
          { ip: clientIp(ctx), origin, visit: getService('visits').current(ctx) },
          'counterfeit-label',
        );
        return { status, message, errors, reference };
      },
    };
  },

  /**
   * A job page's applications: the applications service itself, bound to this request's client
   * address. The CV reaches the route action as a Blob (the page post's multipart body, see actionBody).
   */
  applicationDesk(ctx: Context, origin: string): ApplicationDesk {
    const service = getService('applications');
    return {
      formToken: async () => getService('form-tokens').issue(),
      visit: async () => getService('visits').current(ctx),
      submit: async (jobId, fields, cvs) => {
        const files = cvs.map((cv) => ({
          name: (cv as File).name ?? null,
          size: cv.size,
          read: async () => Buffer.from(await cv.arrayBuffer()),
        }));
        const { status, message, errors } = await service.submit(jobId, fields, files, {
          ip: clientIp(ctx),
          origin,
          visit: getService('visits').current(ctx),
        });
        return { status, message, errors };
      },
    };
  },

  /**
   * A page post's body for the route action: urlencoded fields, or multipart with its files (a job application's CV).
   */
  async actionBody(ctx: Context): Promise<{ body: string | FormData; type?: string }> {
    const body = ctx.request.body;
    const fields: Record<string, string> = body && typeof body === 'object' ? (body as Record<string, string>) : {};
    if (!ctx.is('multipart'))
      return { body: new URLSearchParams(fields).toString(), type: 'application/x-www-form-urlencoded' };
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) for (const v of [value].flat()) form.append(name, String(v));
    for (const name of Object.keys(ctx.request.files ?? {})) {
      for (const file of requestFiles(ctx, name)) {
        form.append(
          name,
          new File([await fs.promises.readFile(file.filepath)], file.originalFilename ?? '', {
            type: file.mimetype ?? '',
          }),
        );
      }
    }
    return { body: form };
  },
});
