import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { joinTableOf } from '../utils/db-metadata';
import { DRAFT_MESSAGES, parseDraft } from '@portfolio/contract';
import { SITE_UID } from '../utils/content-uids';
import { badRequest } from '../utils/http-errors';
import { field, type RequestBody } from './input';

/**
 * Drafts (contract drafts.ts): what visitors may see. Every public read of sites goes
 * through these, so a draft project is left out of lists, counts, filters, the sitemap and every
 * anonymous answer. Rows stored before drafts existed hold NULL: published.
 */

/**
 * `draft` as sent to addClient / updateSite: `{ draft }` when sent (blank is false), `{}` when not;
 * anything but true/false is a 400 before anything is stored.
 */
export const readDraft = (body: RequestBody): { draft?: boolean } => {
  const value = field(body, 'draft');
  if (value === undefined) return {};
  const draft = parseDraft(value);
  if (draft === null) throw badRequest(DRAFT_MESSAGES.draftInvalid);
  return { draft };
};

/** A db.query where clause: the site is published. */
export const PUBLISHED = { $or: [{ draft: false }, { draft: { $null: true } }] };

/** `where` narrowed to published sites. */
export const published = (where: object = {}): object =>
  Object.keys(where).length ? { $and: [where, PUBLISHED] } : PUBLISHED;

/** A knex modifier narrowing a query over the `sites` table to published sites. */
export const publishedRows = (q: Knex.QueryBuilder) =>
  q.where((b) => b.where('sites.draft', false).orWhereNull('sites.draft'));

/** A client's `sites` populated as a count of its published sites only (what a client card shows). */
export const PUBLISHED_COUNT = { count: true, where: PUBLISHED };

/** Whether a site row is a draft. */
export const isDraft = (row: { draft?: boolean | null } | null | undefined) => row?.draft === true;

/** The join table linking sites to their client. */
const clientLink = (strapi: Core.Strapi) => joinTableOf(strapi, SITE_UID, 'client');

/** The ids of clients whose projects are all drafts: not shown publicly (a client without projects still is). */
export const hiddenClientIds = async (strapi: Core.Strapi): Promise<number[]> => {
  const link = clientLink(strapi);
  const client = `${link.name}.${link.inverseJoinColumn.name}`;
  const rows = await strapi.db
    .connection(link.name)
    .join('sites', 'sites.id', `${link.name}.${link.joinColumn.name}`)
    .select(`${client} as client`)
    .groupBy(client)
    .havingRaw('sum(case when sites.draft = ? then 1 else 0 end) = count(*)', [true]);
  return rows.map((r: { client: number | string }) => Number(r.client));
};

/** `where` over clients narrowed to those shown publicly. */
export const shownClients = async (strapi: Core.Strapi, where: object = {}): Promise<object> => {
  const hidden = await hiddenClientIds(strapi);
  if (!hidden.length) return where;
  const notHidden = { id: { $notIn: hidden } };
  return Object.keys(where).length ? { $and: [where, notHidden] } : notHidden;
};

/**
 * A client row (with its populated sites) as visitors may see it: its draft sites removed; null when
 * it had projects and all are drafts.
 */
export const publicClientRow = <T extends object>(row: T | null | undefined): T | null => {
  if (!row) return null;
  const all: { draft?: boolean | null }[] = (row as { sites?: { draft?: boolean | null }[] }).sites ?? [];
  const shown = all.filter((s) => !isDraft(s));
  if (all.length && !shown.length) return null;
  return shown.length === all.length ? row : { ...row, sites: shown };
};
