import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import {
  DOOR_BATCH_MAX,
  DOOR_DUE_FILTERS,
  DOOR_RATING_EVIDENCE,
  DOOR_FIELDS,
  DOOR_MESSAGES as M,
  DOOR_STATES,
  displayNameOf,
  isIsoDate,
  publicUrl,
  type DoorDueFilter,
  type DoorState,
} from '@portfolio/contract';
import { auditOf, found, handler, single } from '../http/handler';
import { checkFiles, FILE_USES, requestFiles } from '../services/files';
import { badRequest, notFound } from '../utils/http-errors';
import { getService } from '../utils/get-service';
import { labelSheet, scheduleCsv, schedulePdf } from './documents';
import { renderPdf } from '../pdf/render';
import { attachment } from '../utils/content-disposition';
import { publicOrigin } from '../utils/public-origin';
import { publishedSettings } from '../utils/site-settings';
import { activeDoorOf, bodyOf, doorOf, inspectionBody, notFuture, plan, text } from './requests';

const doors = () => getService('doors');
const companyName = async () => (await publishedSettings(strapi, { select: ['companyName'] }))?.companyName ?? '';
const doorEvent = auditOf('door');

/**
 * The fire-door register's routes (the route table says who: any staff member reads it, the
 * project-details editors record installs and inspections, status users create and withdraw labels).
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  list: handler({
    input: (ctx) => {
      const query = ctx.query as Record<string, unknown>;
      const q = String(single(query.q) ?? '')
        .trim()
        .toUpperCase()
        .replace(/\s+/g, '')
        .slice(0, 20);
      const state = String(single(query.state) ?? '');
      const due = String(single(query.due) ?? '');
      const page = Number.parseInt(String(single(query.page) ?? '1'), 10);
      return {
        q: q || undefined,
        siteId: String(single(query.site) ?? '') || undefined,
        state: (DOOR_STATES as readonly string[]).includes(state) ? (state as DoorState) : undefined,
        defects: single(query.defects) === 'open',
        due: (DOOR_DUE_FILTERS as readonly string[]).includes(due) ? (due as DoorDueFilter) : undefined,
        page: Number.isInteger(page) && page > 0 ? page : 1,
      };
    },
    apply: ({ input }) => doors().list(input),
    headers: { 'Cache-Control': 'no-store' },
  }),

  /** The public answer for a label (404 for an unknown or malformed id). */
  verify: handler({
    load: doorOf,
    apply: ({ row }) => doors().verify(row),
    headers: { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' },
  }),

  /** GET ?batch=: the batch's label sheet (A4 label stock), each QR code opening the label's verify page. */
  async labels(ctx: Context) {
    const batch = String(single((ctx.query as Record<string, unknown>).batch) ?? '').trim();
    const labels = batch ? await doors().labelsOfBatch(batch) : [];
    if (!labels.length) throw notFound(M.batchUnknown);
    const origin = publicOrigin(strapi, ctx).replace(/\/+$/, '');
    const company = await companyName();
    const pdf = await renderPdf(
      await labelSheet({
        company,
        labels: labels.map((l) => ({
          labelId: l.labelId,
          minutes: Number(l.minutes),
          url: origin + publicUrl.verify(l.labelId),
        })),
      }),
    );
    ctx.set('Content-Disposition', attachment(`Fire-door labels ${batch}.pdf`));
    ctx.set('Cache-Control', 'private, no-store');
    ctx.type = 'application/pdf';
    ctx.body = pdf;
  },

  /** GET ?format=pdf|csv (pdf by default): every door of the project with its inspections and status. */
  async schedule(ctx: Context) {
    const format = String(single((ctx.query as Record<string, unknown>).format) ?? 'pdf');
    if (format !== 'pdf' && format !== 'csv') throw badRequest(M.scheduleFormatInvalid);
    const site = found(await getService('sites').findById(String(ctx.params.siteId ?? '')), M.siteNotFound);
    const list = await doors().doorsOfSite(site.documentId);
    const project = [site.client ? displayNameOf(site.client) : '', displayNameOf(site)].filter(Boolean).join(', ');
    ctx.set('Cache-Control', 'private, no-store');
    ctx.set('Content-Disposition', attachment(`Door schedule ${project}.${format}`));
    if (format === 'csv') {
      ctx.type = 'text/csv; charset=utf-8';
      ctx.body = '\ufeff' + scheduleCsv(list);
      return;
    }
    ctx.type = 'application/pdf';
    ctx.body = await renderPdf(
      await schedulePdf({ company: await companyName(), project, doors: list, madeOn: await doors().today() }),
    );
  },

  sites: handler({
    apply: async () => ({ sites: await doors().siteOptions() }),
    headers: { 'Cache-Control': 'no-store' },
  }),

  findOne: handler({
    load: doorOf,
    apply: ({ row }) => doors().details(row),
    headers: { 'Cache-Control': 'no-store' },
  }),

  /**
   * JSON: doorType (its _id), minutes (one of its ratings), standard, testReport (a document's _id), batch,
   * manufacturedOn, count.
   */
  createBatch: handler({
    input: bodyOf,
    validate: async ({ input: body }) => {
      const doorTypeId = text(body, 'doorType');
      if (!doorTypeId) throw badRequest(M.doorTypeRequired);
      const type = await getService('door-types').find(doorTypeId);
      if (!type) throw badRequest(M.doorTypeNotFound);
      const minutes = Number(single(body.minutes));
      if (!type.ratings.some((r) => r.minutes === minutes)) throw badRequest(M.minutesInvalid);
      const standard = text(body, 'standard');
      if (!standard || standard.length > 200) throw badRequest(M.standardRequired);
      const testReportId = text(body, 'testReport') || null;
      if (testReportId) {
        const report = await getService('documents').find(testReportId);
        if (!report || !DOOR_RATING_EVIDENCE.includes(report.category)) throw badRequest(M.testReportNotFound);
      }
      const batch = text(body, 'batch');
      if (!batch || batch.length > 100) throw badRequest(M.batchRequired);
      const manufacturedOn = text(body, 'manufacturedOn');
      if (!isIsoDate(manufacturedOn) || !notFuture(manufacturedOn, await doors().today()))
        throw badRequest(M.manufacturedOnInvalid);
      const count = Number(single(body.count));
      if (!Number.isInteger(count) || count < 1 || count > DOOR_BATCH_MAX) throw badRequest(M.countInvalid);
      return { doorTypeId, minutes, standard, testReportId, batch, manufacturedOn, count };
    },
    apply: ({ plan }) => doors().createBatch(plan),
    audit: ({ plan, result: labels }) =>
      doorEvent('batch', null, { batch: plan.batch, count: labels.length, first: labels[0], last: labels.at(-1) }),
    status: 201,
    respond: (labels) => ({ message: M.batchCreated(labels.length), labels }),
  }),

  /** Multipart (or JSON without photos): site (a project's _id), location, installedOn, installer, photos. */
  install: handler({
    input: bodyOf,
    lock: () => 'door-install',
    load: activeDoorOf,
    validate: async ({ ctx, input: body, row: door }) => {
      if (door.state !== 'in-stock') throw badRequest(M.notInStock);
      const siteId = text(body, 'site');
      if (!siteId) throw badRequest(M.siteRequired);
      if (!(await getService('sites').findById(siteId))) throw badRequest(M.siteNotFound);
      const location = text(body, 'location');
      if (!location || location.length > 200) throw badRequest(M.locationRequired);
      const installedOn = text(body, 'installedOn');
      if (
        !isIsoDate(installedOn) ||
        !notFuture(installedOn, await doors().today()) ||
        installedOn < door.manufacturedOn
      )
        throw badRequest(M.installedOnInvalid);
      const installer = text(body, 'installer');
      if (!installer || installer.length > 120) throw badRequest(M.installerRequired);
      const photos = await checkFiles(requestFiles(ctx, DOOR_FIELDS.installPhotos), FILE_USES.photo);
      return { siteId, location, installedOn, installer, photos };
    },
    apply: ({ row: door, plan }) => doors().install(door, plan),
    audit: ({ row: door, plan }) =>
      doorEvent('install', door.labelId, { site: plan.siteId, location: plan.location, installedOn: plan.installedOn }),
    respond: async (_, { row: door }) => ({
      message: M.installed,
      door: await doors().details((await doors().find(door.labelId))!),
    }),
  }),

  /**
   * Multipart: `inspection` (JSON: inspectedOn, items [{ key, result, note }], defects { [item key]:
   * { severity, remedial, dueOn } } for every failed item, signOffs [defect id]) with photos
   * `photo_<item key>` and, for each sign-off, `signOff_<defect id>` (required). A JSON body is the
   * inspection itself (no photos, so no sign-off).
   */
  inspect: handler({
    input: inspectionBody,
    lock: () => 'door-inspect',
    load: activeDoorOf,
    validate: async ({ ctx, input: body, row: door }) => plan(ctx, body, door),
    apply: ({ row: door, plan }) => doors().inspect(door, plan),
    audit: ({ row: door, plan, result }) =>
      doorEvent('inspect', door.labelId, {
        inspectedOn: plan.inspectedOn,
        result: result.result,
        raised: result.raised,
        signedOff: plan.signOffs.map((s) => s.defect.id),
      }),
    status: 201,
    respond: async (result, { row: door }) => ({
      message: result.raised ? M.inspectedWithDefects(result.raised) : M.inspected,
      door: await doors().details((await doors().find(door.labelId))!),
    }),
  }),

  /** JSON: reason. */
  withdraw: handler({
    input: bodyOf,
    load: doorOf,
    validate: ({ input: body, row: door }) => {
      if (door.state === 'withdrawn') throw badRequest(M.alreadyWithdrawn);
      const reason = text(body, 'reason');
      if (!reason || reason.length > 500) throw badRequest(M.reasonRequired);
      return reason;
    },
    apply: ({ row: door, plan: reason }) => doors().withdraw(door, reason),
    audit: ({ row: door, plan: reason }) => doorEvent('withdraw', door.labelId, { reason }),
    respond: async (_, { row: door }) => ({
      message: M.withdrawn,
      door: await doors().details((await doors().find(door.labelId))!),
    }),
  }),
});
