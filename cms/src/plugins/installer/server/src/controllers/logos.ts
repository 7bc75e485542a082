import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { LIMITS, MESSAGES, normalizeLogoName, API_MESSAGES, LOGO_ORDER_MESSAGES, readLogoOrder } from '@portfolio/contract';
import type { LogoWallItem } from '@portfolio/contract';
import { FILE_USES, checkFile, requestFile } from '../services/files';
import { badRequest, notFound } from '../utils/http-errors';
import { hasFile, isPlainFileName, type LogoRow } from '../services/logos';
import { field, type RequestBody } from '../projects/input';
import { getService } from '../utils/get-service';
import type { SessionState } from '../middlewares/session';

const LOGO_NOT_FOUND = API_MESSAGES.logoNotFound;
const BAD_LOGO_NAME = API_MESSAGES.logoNameInvalid;

/**
 * The logo's name from the `name` field (the dashboard always sends it). The uploaded file's own
 * name is never used: the parser has already cut any directories from it, hiding traversal attempts.
 */
const logoName = (body: RequestBody) => {
  const name = normalizeLogoName(field(body, 'name') ?? '');
  if (!name) throw badRequest(MESSAGES.required('Logo name'));
  if (name.length > LIMITS.textMax) throw badRequest(MESSAGES.tooLong('Logo name', LIMITS.textMax));
  if (!isPlainFileName(name)) throw badRequest(BAD_LOGO_NAME);
  return name;
};

/** The stored logos' file URLs in order (a logo whose file is gone is left out). */
const fileUrls = (rows: LogoRow[]) => rows.filter(hasFile).map((logo) => logo.file.url);

export default ({ strapi: _strapi }: { strapi: Core.Strapi }) => {
  const logos = () => getService('logos');
  const audit = (ctx: Context, action: string, id: string, summary?: unknown) =>
    getService('audit')?.record(ctx, action, 'logo', id, summary);

  return {
    /**
     * Signed-in staff (the Logos screen) get the whole library; anyone else only what the home
     * page's logo wall shows (a logo of a client hidden from visitors stays hidden here too).
     */
    list: async (ctx: Context) => {
      const staff = !!(ctx.state as SessionState).installer?.user;
      if (staff) ctx.body = fileUrls(await logos().findAll());
      else {
        // Not part of the contract's PublicReads (the web's page loaders read it with the home page).
        const wall = getService('public-reads').logoWall as () => Promise<LogoWallItem[]>;
        ctx.body = (await wall()).map((logo) => logo.path);
      }
    },

    upload: async (ctx: Context) => {
      const file = requestFile(ctx, 'logo', 'logo');
      if (!file) throw badRequest(MESSAGES.invalidLogo);
      const name = logoName(ctx.request.body);
      const checked = await checkFile(file, FILE_USES.libraryLogo);
      const logo = await logos().add(name, checked);
      await audit(ctx, 'logo.create', logo.documentId, { name, path: logo.file.url });
      ctx.status = 201;
      ctx.body = { success: true, path: logo.file.url };
    },

    /** The logo wall's order (issue 33): every stored logo's file name once; any other list is refused and changes nothing. */
    order: async (ctx: Context) => {
      const read = readLogoOrder(ctx.request.body);
      if ('error' in read) throw badRequest(read.error);
      const rows = await logos().setOrder(read.fileNames);
      await audit(ctx, 'logo.order', rows[0]?.documentId ?? '', { fileNames: read.fileNames });
      ctx.body = { message: LOGO_ORDER_MESSAGES.orderSaved, logos: fileUrls(rows) };
    },

    remove: async (ctx: Context) => {
      const logo = await logos().findByFileName(String(ctx.params.fileName ?? ''));
      if (!logo) throw notFound(LOGO_NOT_FOUND);
      const trashId = await getService('trash').remove(ctx, 'logo', logo);
      await audit(ctx, 'logo.delete', logo.documentId, { name: logo.name, path: logo.file?.url, trashId });
      ctx.body = { success: true, trashId };
    },
  };
};
