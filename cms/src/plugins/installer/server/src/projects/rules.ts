import type { Context } from 'koa';
import {
  API_MESSAGES,
  DRAFT_MESSAGES,
  LIMITS,
  MESSAGES,
  SITE_FIELDS,
  SITE_LABELS,
  checkCompletion,
  firstError,
  hasSite,
  maySendSiteField,
  refusedSiteField,
  validateNewSite,
  validateSiteUpdate,
} from '@portfolio/contract';
import { staffOf } from '../http/handler';
import { FILE_USES, checkFile, checkFiles, requestFile, requestFiles } from '../services/files';
import { badRequest, conflict, forbidden, notFound } from '../utils/http-errors';
import { getService } from '../utils/get-service';
import { readDraft } from './drafts';
import {
  type RequestBody,
  field,
  parseOngoing,
  parseSiteEnd,
  readCaseStudy,
  readFeatured,
  readKeyFacts,
  readServices,
  readSiteInput,
  statusData,
  toSiteData,
} from './input';
import { photoCountAfter, readKeepPhotos, readPhotoWords } from './photo-words';

/**
 * What a save of a client or a project may send, checked in the order the spec's messages come:
 * each plan reads the request, refuses with the contract's message (nothing is stored), checks the
 * files (type, content, size), and answers what to write. The handlers (./handlers.ts) write it.
 */

const cannotChange = API_MESSAGES.cannotChange;

/** The client's name as sent, trimmed (undefined when not sent); longer than a text field holds is a 400. */
export const readName = (body: RequestBody): string | undefined => {
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

/**
 * addClient's `draftOf` (with the `draftKey` an earlier save answered): the draft the add form
 * saved for this user, in the client named. Refused unless it is still a draft.
 */
const readDraftOf = async (body: RequestBody, userId: unknown, client: { documentId: string } | null) => {
  const siteId = field(body, 'draftOf');
  if (siteId === undefined) return undefined;
  const valid = getService('project-preview').verifyDraftKey(field(body, 'draftKey'), siteId.trim(), userId);
  if (!valid) throw forbidden(DRAFT_MESSAGES.draftKeyInvalid);
  const site = client ? await getService('sites').findInClient(client.documentId, siteId.trim()) : null;
  if (!site) throw notFound(API_MESSAGES.siteNotFound);
  if (site.draft !== true) throw conflict(DRAFT_MESSAGES.draftPublished);
  return site;
};

/** The key to go on saving a draft from the add form (none for a published project). */
export const draftKeyOf = (siteId: string, draft: boolean | undefined, userId: unknown) =>
  draft ? { draftKey: getService('project-preview').draftKey(siteId, userId) } : {};

/**
 * addClient, once the name is known: `name` names an existing client (any casing) or a new one. A new
 * client needs a logo; sending a logo for a name that already exists is the "new client" form
 * hitting a duplicate (409). Featuring needs what it needs in updateSite (contract SITE_FIELDS).
 */
export const planAdd = async (ctx: Context, name: string) => {
  const body = ctx.request.body ?? {};
  const input = readSiteInput(body);
  const coverPhoto = requestFile(ctx, 'coverPhoto', 'logo');
  const photos = requestFiles(ctx, 'photos');
  const video = requestFile(ctx, 'video', 'video');

  const existing = await getService('clients').findByName(name);
  if (existing && coverPhoto) throw conflict(MESSAGES.clientExists);
  if (!existing && !coverPhoto) throw badRequest(MESSAGES.logoRequired);

  const userId = staffOf(ctx)?.id;
  const draftOf = await readDraftOf(body, userId, existing);
  const describesSite = hasSite(input) || photos.length > 0 || !!video || !!draftOf;
  if (existing && !describesSite) throw badRequest(MESSAGES.required(SITE_LABELS.siteName));
  if (describesSite) {
    const problem = hasSite(input)
      ? firstError(validateNewSite(input, photos.length))
      : MESSAGES.required(SITE_LABELS.siteName);
    if (problem) throw badRequest(problem);
  }
  const ongoing = parseOngoing(field(body, 'site_ongoing')) ?? false;
  const end = parseSiteEnd(field(body, 'site_end'), Number(input.site_start));
  const incomplete = describesSite ? checkCompletion(ongoing, end) : undefined;
  if (incomplete) throw badRequest(incomplete);
  const extras = { ...readServices(body), ...readCaseStudy(body), ...readKeyFacts(body) };
  const featured = readFeatured(body);
  // false is the default, no change: only true needs the power.
  if (featured && !maySendSiteField(staffOf(ctx)?.powers, 'featured'))
    throw forbidden(cannotChange(SITE_FIELDS.featured.label));
  const draft = { draft: false, ...readDraft(body) };
  const words = readPhotoWords(body, describesSite ? photos.length : 0);

  const logo = coverPhoto ? await checkFile(coverPhoto, FILE_USES.clientLogo) : undefined;
  const checkedPhotos = await checkFiles(photos, FILE_USES.photo);
  const checkedVideo = video ? await checkFile(video, FILE_USES.video) : undefined;
  const data = { ...toSiteData(input), ...statusData(ongoing, end, false), ...extras, ...draft };
  return {
    name,
    existing,
    draftOf,
    describesSite,
    featured,
    data,
    draft: draft.draft,
    userId,
    logo,
    photos: checkedPhotos,
    video: checkedVideo,
    words,
  };
};

/**
 * updateSite: each field needs its power (contract SITE_FIELDS: the details edit-site-details; the
 * photos, their words and the video edit-site-photos), then the project must exist, then its fields
 * and files pass. A change of status or date leaves a Completed project with its completion date.
 */
export const planSiteUpdate = async (ctx: Context) => {
  const body = ctx.request.body ?? {};
  const clientId = field(body, 'clientId');
  const siteId = field(body, 'siteId');
  if (!clientId?.trim() || !siteId?.trim()) throw badRequest(MESSAGES.missingSiteOrClient);

  const newPhotos = requestFiles(ctx, 'photos');
  const video = requestFile(ctx, 'video', 'video');
  const sent = (name: string) =>
    field(body, name) !== undefined || (name === 'photos' && newPhotos.length > 0) || (name === 'video' && !!video);
  const refused = refusedSiteField(staffOf(ctx)?.powers ?? {}, sent);
  if (refused) throw forbidden(cannotChange(refused));

  const site = await getService('sites').findInClient(clientId.trim(), siteId.trim());
  if (!site) throw notFound(API_MESSAGES.siteNotFound);

  const input = readSiteInput(body);
  const problem = firstError(validateSiteUpdate(input));
  if (problem) throw badRequest(problem);
  const ongoing = parseOngoing(field(body, 'site_ongoing'));
  const startYear = input.site_start !== undefined ? Number(input.site_start) : site.site_start;
  const end = parseSiteEnd(field(body, 'site_end'), startYear);
  const status = statusData(ongoing, end, site.site_ongoing === true);
  const changesDates = ongoing !== undefined || end !== undefined;
  const incomplete = changesDates
    ? checkCompletion(
        status.site_ongoing ?? site.site_ongoing === true,
        status.site_end !== undefined ? status.site_end : site.site_end,
      )
    : undefined;
  if (incomplete) throw badRequest(incomplete);

  const extras = { ...readServices(body), ...readCaseStudy(body), ...readKeyFacts(body) };
  const featured = readFeatured(body);
  const draft = readDraft(body);
  const keep = readKeepPhotos(field(body, 'keepPhotos'), site.photos ?? [], newPhotos.length);
  const photoCount = photoCountAfter(keep, site.photos ?? [], newPhotos.length);
  checkPhotoCount(photoCount);
  const words = readPhotoWords(body, photoCount);
  const checkedPhotos = await checkFiles(newPhotos, FILE_USES.photo);
  const checkedVideo = video ? await checkFile(video, FILE_USES.video) : undefined;
  const data = { ...toSiteData(input), ...status, ...extras, ...draft };
  return { clientId, site, featured, data, keep, newPhotos: checkedPhotos, video: checkedVideo, words };
};
