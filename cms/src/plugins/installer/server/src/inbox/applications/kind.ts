import type { Context } from 'koa';
import {
  CAREER_MESSAGES as M,
  CAREER_LIMITS,
  applicationStatusOf,
  isLeadChannel,
  type ApplicationFilters,
  type ApplicationStatus,
} from '@portfolio/contract';
import { single } from '../../http/handler';
import { badRequest } from '../../utils/http-errors';
import { getService } from '../../utils/get-service';
import type { UserRow } from '../../accounts/users';
import { inboxOf, changesOwner } from '../kind';
import type { ApplicationRow } from '../rows';
import { toApplication } from '../serialize';
import { applicationRetentionMs } from './service';

/** Job applications, as the inbox's shared handlers see them (the routes are for status users only). */
export const applicationInbox = inboxOf<ApplicationRow>({
  name: 'application',
  rows: () => getService('applications'),
  messages: { ...M, notFound: M.applicationNotFound },
  noteMax: CAREER_LIMITS.noteMax,
  // No applicant's name or text in the audit log: it outlives the application (personal data).
  auditOf: (row) => ({ job: row.jobTitle }),
  noteSummary: (text) => ({ length: text.length }),
  serialize: (row) => toApplication(row, applicationRetentionMs(strapi)),
});

/** The list's filters from the query string: status, opening, owner, source channel; anything else is a 400. */
export const filtersOf = (query: Record<string, unknown>): ApplicationFilters => {
  const status = single(query.status);
  const job = single(query.job);
  const owner = single(query.owner);
  const channel = single(query.channel);
  if (channel !== undefined && channel !== '' && !isLeadChannel(channel)) throw badRequest(M.channelInvalid);
  if (status !== undefined && status !== '' && !applicationStatusOf(status)) throw badRequest(M.statusInvalid);
  if (job !== undefined && (typeof job !== 'string' || job.length > 64)) throw badRequest(M.jobFilterInvalid);
  if (owner !== undefined && (typeof owner !== 'string' || owner.length > 64 || !/^[A-Za-z0-9_-]*$/.test(owner)))
    throw badRequest(M.ownerFilterInvalid);
  return {
    status: applicationStatusOf(status),
    job: job || undefined,
    owner: owner || undefined,
    channel: isLeadChannel(channel) ? channel : undefined,
  };
};

/** What a change writes: the status (when it changes) and the owner's row id (when it changes). */
export interface ApplicationPlan {
  changes: { applicationStatus?: ApplicationStatus; owner?: number | null };
  owner: UserRow | null | undefined;
}

/**
 * Checks { status?, owner? } (contract ApplicationChange; an old status name counts as its new one):
 * a status the pipeline has, an owner who is an admin not blocked. A refusal is a 400, nothing written.
 */
export const planChange = async (
  _ctx: Context,
  body: Record<string, unknown>,
  row: ApplicationRow,
): Promise<ApplicationPlan> => {
  if (body.status === undefined && body.owner === undefined) throw badRequest(M.nothingToChange);
  const status = body.status === undefined ? undefined : applicationStatusOf(body.status);
  if (body.status !== undefined && !status) throw badRequest(M.statusInvalid);
  let owner: UserRow | null | undefined = undefined;
  if (body.owner === null) owner = null;
  else if (body.owner !== undefined) {
    owner = await getService('applications').ownerCandidate(body.owner);
    if (!owner) throw badRequest(M.ownerInvalid);
  }
  const changes: ApplicationPlan['changes'] = {};
  if (status !== undefined && status !== row.applicationStatus) changes.applicationStatus = status;
  if (changesOwner(row, owner)) changes.owner = owner?.id ?? null;
  return { changes, owner };
};
