import type { Core } from '@strapi/strapi';
import {
  LIMITS,
  MESSAGES,
  normalizeLogoName,
  API_MESSAGES,
  LOGO_ORDER_MESSAGES,
  readLogoOrder,
} from '@portfolio/contract';
import type { LogoWallItem } from '@portfolio/contract';
import { FILE_USES, checkFile, requestFile } from '../../services/files';
import { auditOf, found, handler } from '../../http/handler';
import { badRequest } from '../../utils/http-errors';
import { hasFile, isPlainFileName, type LogoRow } from './service';
import { field, type RequestBody } from '../../projects/input';
import { getService } from '../../utils/get-service';
import type { SessionState } from '../../middlewares/session';

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

const logos = () => getService('logos');
const logoEvent = auditOf('logo');

export default ({ strapi: _strapi }: { strapi: Core.Strapi }) => ({
  /**
   * Signed-in staff (the Logos screen) get the whole library; anyone else only what the home
   * page's logo wall shows (a logo of a client hidden from visitors stays hidden here too).
   */
  list: handler({
    apply: async ({ ctx }) => {
      if ((ctx.state as SessionState).installer?.user) return fileUrls(await logos().findAll());
      // Not part of the contract's PublicReads (the web's page loaders read it with the home page).
      const wall = getService('public-reads').logoWall as () => Promise<LogoWallItem[]>;
      return (await wall()).map((logo) => logo.path);
    },
  }),

  upload: handler({
    validate: async ({ ctx }) => {
      const file = requestFile(ctx, 'logo', 'logo');
      if (!file) throw badRequest(MESSAGES.invalidLogo);
      const name = logoName(ctx.request.body);
      return { name, file: await checkFile(file, FILE_USES.libraryLogo) };
    },
    apply: ({ plan: { name, file } }) => logos().add(name, file),
    audit: ({ plan: { name }, result: logo }) => logoEvent('create', logo.documentId, { name, path: logo.file.url }),
    status: 201,
    respond: (logo) => ({ success: true, path: logo.file.url }),
  }),

  /** The logo wall's order: every stored logo's file name once; any other list is refused and changes nothing. */
  order: handler({
    input: (ctx) => {
      const read = readLogoOrder(ctx.request.body);
      if ('error' in read) throw badRequest(read.error);
      return read.fileNames;
    },
    apply: ({ input: fileNames }) => logos().setOrder(fileNames),
    audit: ({ input: fileNames, result: rows }) => logoEvent('order', rows[0]?.documentId ?? '', { fileNames }),
    respond: (rows) => ({ message: LOGO_ORDER_MESSAGES.orderSaved, logos: fileUrls(rows) }),
  }),

  remove: handler({
    load: async (ctx) => found(await logos().findByFileName(String(ctx.params.fileName ?? '')), LOGO_NOT_FOUND),
    apply: ({ ctx, row: logo }) => getService('trash').remove(ctx, 'logo', logo),
    audit: ({ row: logo, result: trashId }) =>
      logoEvent('delete', logo.documentId, { name: logo.name, path: logo.file?.url, trashId }),
    respond: (trashId) => ({ success: true, trashId }),
  }),
});
