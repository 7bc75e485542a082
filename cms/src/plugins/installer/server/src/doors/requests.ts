import type { Context } from 'koa';
import {
  DEFECT_SEVERITIES,
  DOOR_CHECKLIST,
  DOOR_CHECK_RESULTS,
  DOOR_FIELDS,
  DOOR_MESSAGES as M,
  isIsoDate,
  normalDoorLabelId,
  type DefectSeverity,
  type DoorCheckKey,
  type DoorCheckResult,
} from '@portfolio/contract';
import { found, single, staffOf } from '../http/handler';
import { checkFiles, FILE_USES, requestFiles } from '../services/files';
import { badRequest } from '../utils/http-errors';
import { getService } from '../utils/get-service';
import type { NewInspection } from './service';
import type { DoorDefectRow, DoorSetRow } from './rows';

/** Reading a register request: its fields, the door of its path, an inspection checked into a plan. */
const doors = () => getService('doors');

export type Body = Record<string, unknown>;

/** The request's fields: a JSON object, or a multipart form's fields. */
export const bodyOf = (ctx: Context): Body => {
  const body = ctx.request.body ?? {};
  if (typeof body !== 'object' || Array.isArray(body)) throw badRequest(M.bodyNotObject);
  return body as Body;
};
export const text = (body: Body, name: string) => {
  const value = single(body[name]);
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
};

/** The door of the path: 404 for an unknown or malformed label id. */
export const doorOf = async (ctx: Context) => {
  const labelId = normalDoorLabelId(String(ctx.params.labelId ?? ''));
  return found(labelId ? await doors().find(labelId) : null, M.notFound);
};
/** The door of the path, which must not be withdrawn. */
export const activeDoorOf = async (ctx: Context) => {
  const door = await doorOf(ctx);
  if (door.state === 'withdrawn') throw badRequest(M.withdrawnDoor);
  return door;
};

export const notFuture = (date: string, today: string) => date <= today;

export const staffName = (ctx: Context) => {
  const user = staffOf(ctx);
  return { id: Number(user?.id ?? 0), name: String(user?.email ?? '') };
};

/** The inspection's JSON: the multipart field `inspection`, or the whole JSON body. */
export const inspectionBody = (ctx: Context): Body => {
  const body = bodyOf(ctx);
  if (!ctx.is('multipart')) return body;
  try {
    const parsed: unknown = JSON.parse(String(single(body[DOOR_FIELDS.inspection]) ?? ''));
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Body;
  } catch {
    // answered below
  }
  throw badRequest(M.inspectionInvalid);
};

export const onePhoto = async (ctx: Context, field: string) => {
  const files = requestFiles(ctx, field);
  if (!files.length) return undefined;
  if (files.length > 1) throw badRequest(`Send one photo per ${field}.`);
  return (await checkFiles(files, FILE_USES.photo))[0];
};

/** Checks an inspection against the door: every item answered, a defect for every failed one, sign-offs with photos. */
export const plan = async (ctx: Context, body: Body, door: DoorSetRow): Promise<NewInspection> => {
  if (door.state !== 'installed') throw badRequest(M.notInstalled);
  const inspectedOn = text(body, 'inspectedOn');
  if (
    !isIsoDate(inspectedOn) ||
    !notFuture(inspectedOn, await doors().today()) ||
    inspectedOn < (door.installedOn ?? '')
  )
    throw badRequest(M.inspectedOnInvalid);
  const sent = Array.isArray(body.items) ? (body.items as unknown[]) : [];
  const answers = new Map<string, Body>();
  for (const item of sent)
    if (item && typeof item === 'object' && typeof (item as Body).key === 'string')
      answers.set((item as Body).key as string, item as Body);
  const defectsSent = (body.defects && typeof body.defects === 'object' ? body.defects : {}) as Record<string, unknown>;
  const items: NewInspection['items'] = [];
  const defects: NewInspection['defects'] = [];
  for (const { key, label } of DOOR_CHECKLIST) {
    const answer = answers.get(key);
    const result = answer?.result;
    if (!(DOOR_CHECK_RESULTS as readonly unknown[]).includes(result)) throw badRequest(M.itemMissing(label));
    const note = typeof answer?.note === 'string' ? answer.note.trim().slice(0, 1000) : '';
    items.push({
      key,
      result: result as DoorCheckResult,
      note,
      photo: await onePhoto(ctx, DOOR_FIELDS.itemPhoto(key)),
    });
    if (result !== 'fail') continue;
    const defect = defectsSent[key];
    if (!defect || typeof defect !== 'object') throw badRequest(M.defectMissing(label));
    const { severity, remedial, dueOn } = defect as Body;
    if (!(DEFECT_SEVERITIES as readonly unknown[]).includes(severity)) throw badRequest(M.defectSeverityInvalid);
    if (typeof remedial !== 'string' || !remedial.trim() || remedial.length > 1000)
      throw badRequest(M.defectRemedialRequired);
    if (!isIsoDate(dueOn) || dueOn < inspectedOn) throw badRequest(M.defectDueInvalid);
    defects.push({ item: key as DoorCheckKey, severity: severity as DefectSeverity, remedial: remedial.trim(), dueOn });
  }
  const open = new Map<number, DoorDefectRow>((await doors().openDefectsOf(door)).map((d) => [d.id, d]));
  const signOffs: NewInspection['signOffs'] = [];
  const wanted = Array.isArray(body.signOffs) ? (body.signOffs as unknown[]) : [];
  for (const id of new Set(wanted.map(Number))) {
    const defect = open.get(id);
    if (!defect) throw badRequest(M.signOffUnknown);
    const photo = await onePhoto(ctx, DOOR_FIELDS.signOffPhoto(id));
    if (!photo) throw badRequest(M.signOffPhotoRequired);
    signOffs.push({ defect, photo });
  }
  return { inspectedOn, items, defects, signOffs, inspector: staffName(ctx) };
};
