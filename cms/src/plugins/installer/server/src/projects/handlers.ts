import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { API_MESSAGES, MESSAGES } from '@portfolio/contract';
import { found, handler } from '../http/handler';
import { FILE_USES, checkFile, requestFile } from '../services/files';
import { badRequest, conflict } from '../utils/http-errors';
import { toClient, toSite } from '../utils/serialize';
import { getService } from '../utils/get-service';
import { publicClientRow } from './drafts';
import { field } from './input';
import { draftKeyOf, planAdd, planSiteUpdate, readName } from './rules';

type AddPlan = Awaited<ReturnType<typeof planAdd>>;

const clients = () => getService('clients');
const sites = () => getService('sites');
const featured = () => getService('featured');

/** The path's or the body's `clientId` (and `siteId`): the spec's delete calls send them either way. */
const idOf = (ctx: Context, name: 'clientId' | 'siteId') => field(ctx.request.body, name) ?? field(ctx.query, name);

/**
 * addClient's write: the add form saving again the draft its Preview saved (that project gets the
 * form's content; its photos are the ones sent now, and without a video sent it has none), or a new
 * client and/or a new project.
 */
const add = async (plan: AddPlan) => {
  const { existing, draftOf, data, photos, video, words } = plan;
  if (draftOf !== undefined) {
    const placement = await featured().placement(plan.featured, draftOf);
    const noVideo = video || !draftOf.video ? {} : { video: null };
    const site = (await sites().update(draftOf, {
      data: { ...data, ...placement, ...noVideo },
      keep: [],
      newPhotos: photos,
      video,
      words,
    }))!;
    return { client: (await clients().findById(existing!.documentId))!, site, siteId: site.documentId };
  }
  const placement = plan.describesSite ? await featured().placement(plan.featured) : {};
  const site = plan.describesSite ? { data: { ...data, ...placement }, photos, video, words } : undefined;
  const { client, siteId } = await clients().addClientOrSite({ existing, name: plan.name, logo: plan.logo, site });
  return { client: client!, site: undefined, siteId };
};

/** The spec's clients.* routes: the public portfolio reads and the staff's client and project saves. */
export default ({ strapi: _strapi }: { strapi: Core.Strapi }) => ({
  getClients: handler({
    // Public and cached: drafts never appear (./drafts.ts), nor a client whose projects are all drafts.
    apply: async () => ({
      clients: (await clients().findAll())
        .flatMap((row) => publicClientRow(row) ?? [])
        .map((row) => toClient(row, { list: true })),
    }),
  }),

  getClient: handler({
    load: async (ctx) =>
      found(publicClientRow(await clients().findByName(String(ctx.params.name ?? ''))), API_MESSAGES.clientNotFound),
    apply: ({ row }) => [toClient(row)],
  }),

  /** `name` names an existing client (any casing) or a new one; one save at a time per name. */
  addClient: handler({
    input: (ctx) => {
      const name = readName(ctx.request.body ?? {});
      if (!name) throw badRequest(MESSAGES.selectClient);
      return name;
    },
    lock: (name) => name,
    validate: ({ ctx, input: name }) => planAdd(ctx, name),
    apply: ({ plan }) => add(plan),
    audit: ({ plan, result: { client, site, siteId } }) =>
      site
        ? {
            action: 'site.update',
            type: 'site',
            id: site.documentId,
            summary: { siteName: site.siteName, client: client.documentId },
          }
        : {
            action: plan.existing ? 'site.create' : 'client.create',
            type: 'client',
            id: client.documentId,
            summary: {
              name: client.name,
              siteName: plan.describesSite ? plan.data.siteName : undefined,
              siteId: plan.describesSite ? siteId : undefined,
            },
          },
    status: ({ site }) => (site ? 200 : 201),
    respond: ({ client, siteId }, { plan }) => ({
      message: API_MESSAGES.clientSiteAdded,
      client: toClient(client, { staff: true }),
      ...(siteId ? draftKeyOf(siteId, plan.draft, plan.userId) : {}),
    }),
  }),

  /** A new name (unique, any casing) and/or a new logo; one save at a time per name. */
  updateClient: handler({
    input: (ctx) => readName(ctx.request.body ?? {}),
    lock: (name) => name ?? '',
    load: async (ctx) =>
      found(await clients().findById(String(ctx.params.clientId ?? '')), API_MESSAGES.clientNotFound),
    validate: async ({ ctx, input: name, row: client }) => {
      if (name !== undefined) {
        if (!name) throw badRequest(MESSAGES.clientNameRequired);
        const other = await clients().findByName(name);
        if (other && other.documentId !== client.documentId) throw conflict(MESSAGES.clientExists);
      }
      const coverPhoto = requestFile(ctx, 'coverPhoto', 'logo');
      return { name, logo: coverPhoto ? await checkFile(coverPhoto, FILE_USES.clientLogo) : undefined };
    },
    apply: async ({ row: client, plan }) => (await clients().updateClient(client, plan))!,
    audit: ({ plan, result: row }) => ({
      action: 'client.update',
      type: 'client',
      id: row.documentId,
      summary: { name: row.name, logoReplaced: !!plan.logo },
    }),
    respond: (row) => ({ message: API_MESSAGES.clientUpdated, client: toClient(row, { staff: true }) }),
  }),

  deleteClient: handler({
    load: async (ctx) => {
      const clientId = idOf(ctx, 'clientId');
      if (!clientId) throw badRequest(API_MESSAGES.missingClient);
      return found(await clients().findById(clientId), API_MESSAGES.clientNotFound);
    },
    apply: ({ ctx, row }) => getService('trash').remove(ctx, 'client', row),
    audit: ({ row, result: trashId }) => ({
      action: 'client.delete',
      type: 'client',
      id: row.documentId,
      summary: { name: row.name, sites: row.sites?.length ?? 0, trashId },
    }),
    respond: (trashId) => ({ message: API_MESSAGES.clientDeleted, trashId }),
  }),

  updateSite: handler({
    validate: ({ ctx }) => planSiteUpdate(ctx),
    apply: async ({ plan: { site, featured: value, data, ...media } }) =>
      (await sites().update(site, {
        data: { ...data, ...(await featured().placement(value, site)) },
        keep: media.keep,
        newPhotos: media.newPhotos,
        video: media.video,
        words: media.words,
      }))!,
    audit: ({ plan, result: row }) => ({
      action: 'site.update',
      type: 'site',
      id: row.documentId,
      summary: { siteName: row.siteName, client: plan.clientId },
    }),
    respond: (row) => ({ message: API_MESSAGES.siteUpdated, site: toSite(row, { staff: true }) }),
  }),

  removeSite: handler({
    load: async (ctx) => {
      const clientId = idOf(ctx, 'clientId');
      const siteId = idOf(ctx, 'siteId');
      if (!clientId?.trim() || !siteId?.trim()) throw badRequest(MESSAGES.missingSiteOrClient);
      return {
        site: found(await sites().findInClient(clientId.trim(), siteId.trim()), API_MESSAGES.siteNotFound),
        clientId,
      };
    },
    apply: ({ ctx, row: { site } }) => getService('trash').remove(ctx, 'site', site),
    audit: ({ row: { site, clientId }, result: trashId }) => ({
      action: 'site.delete',
      type: 'site',
      id: site.documentId,
      summary: { siteName: site.siteName, client: clientId, trashId },
    }),
    respond: (trashId) => ({ message: API_MESSAGES.siteDeleted, trashId }),
  }),
});
