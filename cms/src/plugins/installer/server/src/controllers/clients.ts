import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { DRAFT_MESSAGES, LIMITS, MESSAGES, SITE_LABELS, checkCompletion, firstError, hasSite, refusedSiteField, validateNewSite, validateSiteUpdate, API_MESSAGES } from '@portfolio/contract';
import { SITE_FIELDS, maySendSiteField } from '@portfolio/contract';
import { FILE_USES, checkFile, checkFiles, requestFile, requestFiles } from '../services/files';
import { badRequest, conflict, forbidden, notFound } from '../utils/http-errors';
import { toClient, toSite } from '../utils/serialize';
import { withNameLock } from '../utils/name-lock';
import { publicClientRow, readDraft } from '../utils/drafts';
import { photoCountAfter, readKeepPhotos, readPhotoWords } from '../utils/photo-words';
import { type RequestBody, field, parseOngoing, parseSiteEnd, readCaseStudy, readFeatured, readKeyFacts, readServices, readSiteInput, statusData, toSiteData } from '../utils/site-input';
import { getService } from '../utils/get-service';

const CLIENT_NOT_FOUND = API_MESSAGES.clientNotFound;
const SITE_NOT_FOUND = API_MESSAGES.siteNotFound;

const cannotChange = API_MESSAGES.cannotChange;

const readName = (body: RequestBody): string | undefined => {
  const name = field(body, 'name');
  if (name === undefined) return undefined;
  const trimmed = name.trim();
  if (trimmed.length > LIMITS.textMax) throw badRequest(MESSAGES.tooLong('Client name', LIMITS.textMax));
  return trimmed;
};

const checkPhotoCount = (count: number) => {
  if (count < 1) throw badRequest(MESSAGES.photoRequired);
  if (count > LIMITS.maxPhotos) throw badRequest(MESSAGES.tooManyPhotos);
};

export default ({ strapi: _strapi }: { strapi: Core.Strapi }) => {
  const clients = () => getService('clients');
  const sites = () => getService('sites');
  const trash = () => getService('trash');
  const featured = () => getService('featured');
  const audit = (ctx: Context, action: string, type: string, id: string, summary?: unknown) =>
    getService('audit')?.record(ctx, action, type, id, summary);

  /** addClient once the name is known; runs under the name lock. */
  const addClientNamed = async (ctx: Context, name: string) => {
    const body = ctx.request.body ?? {};
    const input = readSiteInput(body);
    const coverPhoto = requestFile(ctx, 'coverPhoto', 'logo');
    const photos = requestFiles(ctx, 'photos');
    const video = requestFile(ctx, 'video', 'video');

    const existing = await clients().findByName(name);
    if (existing && coverPhoto) throw conflict(MESSAGES.clientExists);
    if (!existing && !coverPhoto) throw badRequest(MESSAGES.logoRequired);

    const draftOf = await readDraftOf(body, ctx.state.installer?.user?.id, existing);
    const describesSite = hasSite(input) || photos.length > 0 || !!video || !!draftOf;
    if (existing && !describesSite) throw badRequest(MESSAGES.required(SITE_LABELS.siteName));
    if (describesSite) {
      const problem = hasSite(input) ? firstError(validateNewSite(input, photos.length)) : MESSAGES.required(SITE_LABELS.siteName);
      if (problem) throw badRequest(problem);
    }
    const ongoing = parseOngoing(field(body, 'site_ongoing')) ?? false;
    const end = parseSiteEnd(field(body, 'site_end'), Number(input.site_start));
    const incomplete = describesSite ? checkCompletion(ongoing, end) : undefined;
    if (incomplete) throw badRequest(incomplete);
    const extras = { ...readServices(body), ...readCaseStudy(body), ...readKeyFacts(body) };
    const featuredValue = readFeatured(body);
    // Featuring needs what it needs in updateSite (contract SITE_FIELDS); false is the default, no change.
    const mayFeature = maySendSiteField(ctx.state.installer?.user?.powers, 'featured');
    if (featuredValue && !mayFeature) throw forbidden(cannotChange(SITE_FIELDS.featured.label));
    const draft = { draft: false, ...readDraft(body) };
    const words = readPhotoWords(body, describesSite ? photos.length : 0);

    const logo = coverPhoto ? await checkFile(coverPhoto, FILE_USES.clientLogo) : undefined;
    const checkedPhotos = await checkFiles(photos, FILE_USES.photo);
    const checkedVideo = video ? await checkFile(video, FILE_USES.video) : undefined;

    const data = { ...toSiteData(input), ...statusData(ongoing, end, false), ...extras, ...draft };
    const userId = ctx.state.installer?.user?.id;
    if (draftOf !== undefined) {
      // The add form saving again the draft its Preview saved: that project gets the form's content.
      // Its photos are the ones sent now (the form sends them all); without a video sent it has none.
      const placement = await featured().placement(featuredValue, draftOf);
      const noVideo = checkedVideo || !draftOf.video ? {} : { video: null };
      const media = { keep: [], newPhotos: checkedPhotos, video: checkedVideo, words };
      const row = (await sites().update(draftOf, { data: { ...data, ...placement, ...noVideo }, ...media }))!;
      await audit(ctx, 'site.update', 'site', row.documentId, { siteName: row.siteName, client: existing!.documentId });
      const client = toClient((await clients().findById(existing!.documentId))!, { staff: true });
      ctx.body = { message: API_MESSAGES.clientSiteAdded, client, ...draftKeyOf(row.documentId, draft.draft, userId) };
      return;
    }
    const placement = describesSite ? await featured().placement(featuredValue) : {};
    const media = { photos: checkedPhotos, video: checkedVideo, words };
    const site = describesSite ? { data: { ...data, ...placement }, ...media } : undefined;
    const { client: added, siteId } = await clients().addClientOrSite({ existing, name, logo, site });
    const row = added!;
    await audit(ctx, existing ? 'site.create' : 'client.create', 'client', row.documentId, { name: row.name, siteName: site?.data.siteName });
    ctx.status = 201;
    const key = siteId ? draftKeyOf(siteId, draft.draft, userId) : {};
    ctx.body = { message: API_MESSAGES.clientSiteAdded, client: toClient(row, { staff: true }), ...key };
  };

  /**
   * addClient's `draftOf` (with the `draftKey` an earlier save answered): the draft the add form
   * saved for this user, in the client named. Refused unless it is still a draft.
   */
  const readDraftOf = async (body: RequestBody, userId: unknown, client: { documentId: string } | null) => {
    const siteId = field(body, 'draftOf');
    if (siteId === undefined) return undefined;
    const valid = getService('project-preview').verifyDraftKey(field(body, 'draftKey'), siteId.trim(), userId);
    if (!valid) throw forbidden(DRAFT_MESSAGES.draftKeyInvalid);
    const site = client ? await sites().findInClient(client.documentId, siteId.trim()) : null;
    if (!site) throw notFound(SITE_NOT_FOUND);
    if (site.draft !== true) throw conflict(DRAFT_MESSAGES.draftPublished);
    return site;
  };
  /** The key to go on saving a draft from the add form (none for a published project). */
  const draftKeyOf = (siteId: string, draft: boolean | undefined, userId: unknown) =>
    draft ? { draftKey: getService('project-preview').draftKey(siteId, userId) } : {};

  /** updateClient once the new name (if any) is known; runs under the name lock. */
  const updateClientNamed = async (ctx: Context, name: string | undefined) => {
    const client = await clients().findById(String(ctx.params.clientId ?? ''));
    if (!client) throw notFound(CLIENT_NOT_FOUND);
    if (name !== undefined) {
      if (!name) throw badRequest(MESSAGES.clientNameRequired);
      const other = await clients().findByName(name);
      if (other && other.documentId !== client.documentId) throw conflict(MESSAGES.clientExists);
    }
    const coverPhoto = requestFile(ctx, 'coverPhoto', 'logo');
    const logo = coverPhoto ? await checkFile(coverPhoto, FILE_USES.clientLogo) : undefined;

    const row = (await clients().updateClient(client, { name, logo }))!;
    await audit(ctx, 'client.update', 'client', row.documentId, { name: row.name, logoReplaced: !!logo });
    ctx.body = { message: API_MESSAGES.clientUpdated, client: toClient(row, { staff: true }) };
  };

  return {
    getClients: async (ctx: Context) => {
      const rows = await clients().findAll();
      // Public and cached: drafts never appear (drafts.ts), nor a client whose projects are all drafts.
      ctx.body = { clients: rows.flatMap((row) => publicClientRow(row) ?? []).map((row) => toClient(row, { list: true })) };
    },

    getClient: async (ctx: Context) => {
      const row = publicClientRow(await clients().findByName(String(ctx.params.name ?? '')));
      if (!row) throw notFound(CLIENT_NOT_FOUND);
      ctx.body = [toClient(row)];
    },

    /**
     * `name` names an existing client (any casing) or a new one. A new client needs a logo; sending a
     * logo for a name that already exists is the "new client" form hitting a duplicate (409).
     */
    addClient: async (ctx: Context) => {
      const name = readName(ctx.request.body ?? {});
      if (!name) throw badRequest(MESSAGES.selectClient);
      await withNameLock(name, () => addClientNamed(ctx, name));
    },

    updateClient: async (ctx: Context) => {
      const name = readName(ctx.request.body ?? {});
      await withNameLock(name ?? '', () => updateClientNamed(ctx, name));
    },

    deleteClient: async (ctx: Context) => {
      const clientId = field(ctx.request.body, 'clientId') ?? field(ctx.query, 'clientId');
      if (!clientId) throw badRequest(API_MESSAGES.missingClient);
      const client = await clients().findById(clientId);
      if (!client) throw notFound(CLIENT_NOT_FOUND);
      const trashId = await trash().remove(ctx, 'client', client);
      await audit(ctx, 'client.delete', 'client', client.documentId, { name: client.name, sites: client.sites?.length ?? 0, trashId });
      ctx.body = { message: API_MESSAGES.clientDeleted, trashId };
    },

    /** Each field needs its power (contract SITE_FIELDS): the details edit-site-details, the photos, their words and the video edit-site-photos. */
    updateSite: async (ctx: Context) => {
      const body = ctx.request.body ?? {};
      const clientId = field(body, 'clientId');
      const siteId = field(body, 'siteId');
      if (!clientId?.trim() || !siteId?.trim()) throw badRequest(MESSAGES.missingSiteOrClient);

      const powers = ctx.state.installer?.user?.powers ?? {};
      const newPhotos = requestFiles(ctx, 'photos');
      const video = requestFile(ctx, 'video', 'video');
      const sent = (name: string) => field(body, name) !== undefined || (name === 'photos' && newPhotos.length > 0) || (name === 'video' && !!video);
      const refused = refusedSiteField(powers, sent);
      if (refused) throw forbidden(cannotChange(refused));

      const site = await sites().findInClient(clientId.trim(), siteId.trim());
      if (!site) throw notFound(SITE_NOT_FOUND);

      const input = readSiteInput(body);
      const problem = firstError(validateSiteUpdate(input));
      if (problem) throw badRequest(problem);
      const ongoing = parseOngoing(field(body, 'site_ongoing'));
      const startYear = input.site_start !== undefined ? Number(input.site_start) : site.site_start;
      const end = parseSiteEnd(field(body, 'site_end'), startYear);
      const status = statusData(ongoing, end, site.site_ongoing === true);
      // A change of status or date leaves a Completed site with its completion date.
      const incomplete = ongoing !== undefined || end !== undefined ? checkCompletion(status.site_ongoing ?? site.site_ongoing === true, status.site_end !== undefined ? status.site_end : site.site_end) : undefined;
      if (incomplete) throw badRequest(incomplete);

      const extras = { ...readServices(body), ...readCaseStudy(body), ...readKeyFacts(body) };
      const featuredValue = readFeatured(body);
      const draft = readDraft(body);
      const keep = readKeepPhotos(field(body, 'keepPhotos'), site.photos ?? [], newPhotos.length);
      const photoCount = photoCountAfter(keep, site.photos ?? [], newPhotos.length);
      checkPhotoCount(photoCount);
      const words = readPhotoWords(body, photoCount);
      const checkedPhotos = await checkFiles(newPhotos, FILE_USES.photo);
      const checkedVideo = video ? await checkFile(video, FILE_USES.video) : undefined;

      const placement = await featured().placement(featuredValue, site);
      const row = (await sites().update(site, { data: { ...toSiteData(input), ...status, ...extras, ...draft, ...placement }, keep, newPhotos: checkedPhotos, video: checkedVideo, words }))!;
      await audit(ctx, 'site.update', 'site', row.documentId, { siteName: row.siteName, client: clientId });
      ctx.body = { message: API_MESSAGES.siteUpdated, site: toSite(row, { staff: true }) };
    },

    removeSite: async (ctx: Context) => {
      const clientId = field(ctx.request.body, 'clientId') ?? field(ctx.query, 'clientId');
      const siteId = field(ctx.request.body, 'siteId') ?? field(ctx.query, 'siteId');
      if (!clientId?.trim() || !siteId?.trim()) throw badRequest(MESSAGES.missingSiteOrClient);
      const site = await sites().findInClient(clientId.trim(), siteId.trim());
      if (!site) throw notFound(SITE_NOT_FOUND);
      const trashId = await trash().remove(ctx, 'site', site);
      await audit(ctx, 'site.delete', 'site', site.documentId, { siteName: site.siteName, client: clientId, trashId });
      ctx.body = { message: API_MESSAGES.siteDeleted, trashId };
    },
  };
};
