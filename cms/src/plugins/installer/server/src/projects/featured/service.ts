import type { Core } from '@strapi/strapi';
import { FEATURED_MESSAGES, HOME_FEATURED_MAX, displayNameOf, type ProjectSummary } from '@portfolio/contract';
import { homeCardCount, homeHeroOf, type HomePreview } from '@portfolio/contract';
import { SITE_UID } from '../clients';
import { CARD_POPULATE } from '../../pages/blocks';
import { published } from '../drafts';
import { RECENCY, projectOf, type ProjectRow } from '../../utils/public-shapes';
import { badRequest } from '../../utils/http-errors';

/** Staff's order of the featured projects (ties, e.g. two featured at once, by creation). */
export const FEATURED_ORDER = [{ featuredOrder: 'asc' }, { id: 'asc' }];

/**
 * Curation: which projects are featured and in what order. A project featured in
 * addClient or updateSite joins the end of the order; one no longer featured leaves it.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const sites = () => strapi.db.query(SITE_UID);
  const cardsOf = async (where: object, limit: number, orderBy: object[]): Promise<ProjectSummary[]> => {
    if (limit <= 0) return [];
    const rows = await sites().findMany({ where: published(where), orderBy, limit, populate: CARD_POPULATE });
    return (rows as ProjectRow[]).map(projectOf);
  };

  return {
    /**
     * The home page's project cards (or a featured projects block's `limit` of them): the published
     * featured projects in staff's order, then the newest others, so the count is always filled
     * when enough projects are published (homeCardCount).
     */
    async cards(limit?: number): Promise<{ projects: ProjectSummary[]; featuredCount: number }> {
      const featured = await cardsOf({ featured: true }, limit ?? HOME_FEATURED_MAX, FEATURED_ORDER);
      const count = limit ?? homeCardCount(featured.length);
      const notFeatured = { $or: [{ featured: false }, { featured: { $null: true } }] };
      const newest = await cardsOf(notFeatured, count - featured.length, RECENCY);
      return { projects: [...featured, ...newest], featuredCount: featured.length };
    },

    /** What the home page shows (the Featured screen's preview): its cards and where its hero comes from. */
    async homePreview(): Promise<HomePreview> {
      const [{ projects, featuredCount }, page] = await Promise.all([
        this.cards(),
        strapi.db
          .query('api::page.page')
          .findOne({ where: { slug: 'home', publishedAt: { $notNull: true } }, populate: { hero: true } }),
      ]);
      const hero = homeHeroOf(projects, featuredCount, !!page?.hero);
      const heroSite = hero.project?.site._id ?? null;
      return { projects, featured: featuredCount, hero: { source: hero.source, siteId: heroSite } };
    },

    /** The featured projects in order, as cards (the Featured screen, the home page). */
    async list(limit?: number): Promise<ProjectSummary[]> {
      const rows = await sites().findMany({
        where: { featured: true },
        orderBy: FEATURED_ORDER,
        populate: CARD_POPULATE,
        ...(limit ? { limit } : {}),
      });
      return (rows as ProjectRow[]).map(projectOf);
    },

    /**
     * The columns to store for a `featured` value sent (undefined: not sent) on a site that is or is not featured yet.
     */
    async placement(
      featured: boolean | undefined,
      current?: { featured?: boolean | null },
    ): Promise<{ featured?: boolean; featuredOrder?: number | null }> {
      if (featured === undefined) return {};
      if (!featured) return { featured: false, featuredOrder: null };
      if (current?.featured === true) return { featured: true };
      const [last] = await sites().findMany({
        where: { featured: true, featuredOrder: { $notNull: true } },
        orderBy: { featuredOrder: 'desc' },
        limit: 1,
        select: ['featuredOrder'],
      });
      return { featured: true, featuredOrder: (last?.featuredOrder ?? -1) + 1 };
    },

    /**
     * A new order: `siteIds` must be every featured project once (documentIds). Checked before
     * anything is written; the positions are then written in one transaction.
     */
    async setOrder(siteIds: string[]) {
      const rows: {
        id: number;
        documentId: string;
        siteName: string;
        displayName?: string | null;
        featured?: boolean | null;
      }[] = await sites().findMany({
        where: { documentId: { $in: siteIds } },
        select: ['id', 'documentId', 'siteName', 'displayName', 'featured'],
      });
      const byId = new Map(rows.map((r) => [r.documentId, r]));
      const unknown = siteIds.find((id) => !byId.has(id));
      if (unknown) throw badRequest(FEATURED_MESSAGES.orderUnknown);
      const notFeatured = siteIds.map((id) => byId.get(id)!).find((r) => r.featured !== true);
      if (notFeatured) throw badRequest(FEATURED_MESSAGES.orderNotFeatured(displayNameOf(notFeatured)));
      const featuredCount = await sites().count({ where: { featured: true } });
      if (featuredCount !== siteIds.length)
        throw badRequest(FEATURED_MESSAGES.orderIncomplete(featuredCount, siteIds.length));
      await strapi.db.transaction(async () => {
        for (const [i, id] of siteIds.entries())
          await sites().update({ where: { id: byId.get(id)!.id }, data: { featuredOrder: i } });
      });
      return this.list();
    },
  };
};
