import type { Context } from 'koa';
import {
  ENQUIRY_LIMITS,
  ENQUIRY_MESSAGES as M,
  INBOX_RULES,
  SALES_DESK_MESSAGES,
  isDateOnly,
  isEnquiryKind,
  isEnquiryService,
  isEnquiryStatus,
  isLeadChannel,
  isLostReason,
  isProjectType,
  rupeesOf,
  type EnquiryFilters,
} from '@portfolio/contract';
import { single, staffOf } from '../../http/handler';
import { badRequest, forbidden } from '../../utils/http-errors';
import { getService } from '../../utils/get-service';
import type { UserRow } from '../../accounts/users';
import { inboxOf } from '../kind';
import type { EnquiryRow } from '../rows';
import { toEnquiry } from '../serialize';
import type { EnquiryChanges, Viewer } from './service';

/** Enquiries, as the inbox's shared handlers see them. */
export const enquiryInbox = inboxOf<EnquiryRow>({
  name: 'enquiry',
  rows: () => getService('enquiries'),
  messages: M,
  noteMax: ENQUIRY_LIMITS.noteMax,
  mayOpen: (ctx, row) => INBOX_RULES.openEnquiry(staffOf(ctx), row.owner?.id === staffOf(ctx)?.id),
  auditOf: (row) => ({ name: row.name }),
  // The log keeps the start of a note or reply (staff's own words), to say what was done.
  noteSummary: (text) => ({ text: text.slice(0, 200) }),
  serialize: toEnquiry,
});

/** Who is asking: every enquiry for a status user, else their own. */
export const viewerOf = (ctx: Context): Viewer => {
  const user = staffOf(ctx)!;
  return { id: user.id, status: user.status === true };
};

/** The inbox filters from the query string; anything unknown is a 400, not an empty list. */
export const filtersOf = (query: Record<string, unknown>): EnquiryFilters => {
  const kind = single(query.kind);
  const status = single(query.status);
  const projectType = single(query.projectType);
  const service = single(query.service);
  const channel = single(query.channel);
  const q = single(query.q);
  const owner = single(query.owner);
  const followUp = single(query.followUp);
  if (owner !== undefined && (typeof owner !== 'string' || owner.length > 64 || !/^[A-Za-z0-9_-]*$/.test(owner)))
    throw badRequest(SALES_DESK_MESSAGES.ownerFilterInvalid);
  if (followUp !== undefined && followUp !== '' && followUp !== 'due')
    throw badRequest(SALES_DESK_MESSAGES.followUpFilterInvalid);
  if (status !== undefined && status !== '' && !isEnquiryStatus(status)) throw badRequest(M.statusInvalid);
  if (kind !== undefined && kind !== '' && !isEnquiryKind(kind)) throw badRequest(M.kindInvalid);
  if (projectType !== undefined && projectType !== '' && !isProjectType(projectType))
    throw badRequest(M.projectTypeInvalid);
  if (service !== undefined && service !== '' && !isEnquiryService(service)) throw badRequest(M.serviceInvalid);
  if (channel !== undefined && channel !== '' && !isLeadChannel(channel)) throw badRequest(M.channelInvalid);
  if (q !== undefined && (typeof q !== 'string' || q.length > ENQUIRY_LIMITS.searchMax))
    throw badRequest(M.searchTooLong);
  return {
    kind: kind || undefined,
    status: status || undefined,
    projectType: projectType || undefined,
    service: service || undefined,
    channel: channel || undefined,
    q: (q as string | undefined)?.trim() || undefined,
    owner: (owner as string | undefined) || undefined,
    followUp: followUp === 'due' ? 'due' : undefined,
  } as EnquiryFilters;
};

/** What a change asks for: the column values, and the new owner (undefined: not sent; null: nobody). */
export interface EnquiryPlan {
  changes: EnquiryChanges;
  owner: UserRow | null | undefined;
}

/**
 * Checks { status?, lostReason?, wonValue?, read?, owner?, followUpOn? } (contract EnquiryChange)
 * against the enquiry: Lost needs a reason and only Lost keeps one; only Won keeps a contract value
 * (optional: staff may not know it yet); only status users choose the owner, a user who exists. Answers what to write;
 * a refusal is a 400 or 403 and nothing is written.
 */
export const planChange = async (
  ctx: Context,
  body: Record<string, unknown>,
  row: EnquiryRow,
): Promise<EnquiryPlan> => {
  const { status, lostReason, wonValue, read, owner, followUpOn } = body;
  if ([status, lostReason, wonValue, read, owner, followUpOn].every((v) => v === undefined))
    throw badRequest(M.nothingToChange);
  if (status !== undefined && !isEnquiryStatus(status)) throw badRequest(M.statusInvalid);
  if (lostReason !== undefined && !isLostReason(lostReason)) throw badRequest(M.lostReasonInvalid);
  const nextStatus = status ?? row.enquiryStatus;
  if (nextStatus === 'lost' && !(lostReason ?? row.lostReason)) throw badRequest(M.lostReasonRequired);
  if (lostReason !== undefined && nextStatus !== 'lost') throw badRequest(M.lostReasonInvalid);
  const rupees = wonValue === undefined ? undefined : rupeesOf(wonValue);
  if (wonValue !== undefined && rupees === undefined) throw badRequest(M.wonValueInvalid);
  if (rupees != null && nextStatus !== 'won') throw badRequest(M.wonValueOnlyWon);
  if (read !== undefined && typeof read !== 'boolean') throw badRequest(M.readInvalid);
  if (followUpOn !== undefined && followUpOn !== null && followUpOn !== '' && !isDateOnly(followUpOn))
    throw badRequest(M.followUpInvalid);
  let newOwner: UserRow | null | undefined = undefined;
  if (owner !== undefined) {
    if (!INBOX_RULES.chooseOwner(staffOf(ctx))) throw forbidden(M.ownerOnlyStatus);
    if (owner === null) newOwner = null;
    else {
      newOwner = typeof owner === 'string' ? await getService('users').findByDocumentId(owner) : null;
      if (!newOwner) throw badRequest(M.ownerInvalid);
    }
  }
  const changes: EnquiryChanges = {};
  if (status !== undefined) changes.enquiryStatus = status;
  if (lostReason !== undefined) changes.lostReason = lostReason;
  if (rupees !== undefined) changes.wonValue = rupees;
  if (read !== undefined) changes.readAt = read ? (row.readAt ? new Date(row.readAt) : new Date()) : null;
  if (followUpOn !== undefined) changes.followUpOn = (followUpOn as string | null) || null;
  if (newOwner !== undefined) changes.owner = newOwner?.id ?? null;
  return { changes, owner: newOwner };
};
