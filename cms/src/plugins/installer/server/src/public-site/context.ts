import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { CLIENT_UID, SITE_UID } from '../projects/clients';
import { PUBLISHED_COUNT, published, shownClients } from '../projects/drafts';
import { CARD_POPULATE } from '../pages/blocks';
import { RECENCY, projectOf, type ClientSummaryRow, type ProjectRow } from '../utils/public-shapes';
import { siteGroups } from '../utils/portfolio-counts';

export const PAGE_UID = 'api::page.page';

/** A client row with its id, as the cards and the logo wall read it. */
export type ClientCardRow = ClientSummaryRow & { id: number };

/** What a client card shows: its logo and its published projects' count. */
export const CLIENT_CARD = { logo: true, sites: PUBLISHED_COUNT };

/**
 * The queries every public read starts from: published projects as cards (drafts are never shown nor
 * counted: projects/drafts.ts), counts of projects and of the clients shown, and the portfolio's groups.
 */
export const readContext = (strapi: Core.Strapi) => {
  const sites = () => strapi.db.query(SITE_UID);
  const clients = () => strapi.db.query(CLIENT_UID);
  const pages = () => strapi.db.query(PAGE_UID);
  const projects = async (where: object, limit: number, offset = 0, orderBy: object[] = RECENCY) =>
    (
      (await sites().findMany({
        where: published(where),
        orderBy,
        limit,
        offset,
        populate: CARD_POPULATE,
      })) as ProjectRow[]
    ).map(projectOf);
  const countSites = (where: object) => sites().count({ where: published(where) });
  /** Clients shown publicly (not those whose projects are all drafts), counted. */
  const countClients = async (where: object = {}) => clients().count({ where: await shownClients(strapi, where) });
  const groups = (where?: (q: Knex.QueryBuilder) => void) => siteGroups(strapi, where);
  return { strapi, sites, clients, pages, projects, countSites, countClients, groups };
};

export type ReadContext = ReturnType<typeof readContext>;
