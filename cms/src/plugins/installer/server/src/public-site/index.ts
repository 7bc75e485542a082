import type { Core } from '@strapi/strapi';
import {
  INDUSTRIES,
  HOME_TESTIMONIALS,
  PUBLIC_PAGE_SIZE,
  countBy,
  facetCounts,
  pageOf,
  portfolioStats,
  sectorCounts,
  type DocumentItem,
  type ProjectFilterData,
  type ProjectPageData,
  type PublicReads,
} from '@portfolio/contract';
import { toJob } from '../careers/jobs';
import { CLIENT_POPULATE } from '../projects/clients';
import { isDraft, publicClientRow, shownClients } from '../projects/drafts';
import { clientSummary } from '../utils/public-shapes';
import { toClient, toPost, toSite, type PostRow } from '../utils/serialize';
import { facetRows, filterWhere, listWhere } from '../utils/portfolio-counts';
import { publishedSettings } from '../utils/site-settings';
import { getService } from '../utils/get-service';
import { CLIENT_CARD, readContext } from './context';
import { companyPage, pageRead } from './company-page';
import { logoWall } from './logo-wall';
import { siteInfo } from './site-info';
import { stateDetails } from './state-details';

/** A service page's card on the home page. */
interface ServicePageRow {
  slug: string;
  title: string;
  heading?: string | null;
  description?: string | null;
}

const SERVICE_SLUGS = ['designandbuild', 'manufacturing', 'firedoors'];

/**
 * The public site's per-page reads (contract PublicReads): server-side page loaders call these
 * directly, and /api/v1/public/* answers them to the browser. Each loads what its page shows:
 * counts and groupings are computed by the database, lists are limited.
 */
export default ({ strapi }: { strapi: Core.Strapi }): PublicReads & Record<string, unknown> => {
  const ctx = readContext(strapi);
  const { clients, pages, projects, countSites, countClients, groups } = ctx;
  const slugs = () => getService('slugs');
  const page = (slug: string) => companyPage(ctx, slug);

  return {
    /** The home page's logo wall: what visitors are shown of the logo library (also `GET /logos` for them). */
    logoWall: () => logoWall(ctx),
    site: () => siteInfo(strapi),
    /** A company page; a service page also gets that service's three most recent projects. */
    page: (slug: string, options?: { preview?: string | null }) => pageRead(ctx, slug, options),
    stateDetails: (name: string) => stateDetails(ctx, name),

    async home() {
      const [content, services, all, featured, clientRows, testimonials, clientCount, wall] = await Promise.all([
        page('home'),
        pages().findMany({
          where: { slug: { $in: SERVICE_SLUGS }, publishedAt: { $notNull: true } },
          select: ['slug', 'title', 'heading', 'description'],
        }),
        groups(),
        getService('featured').cards(),
        shownClients(strapi).then((where) =>
          clients().findMany({ where, orderBy: { name: 'asc' }, limit: 12, populate: CLIENT_CARD }),
        ),
        strapi.db.query('api::post.post').findMany({
          where: { kind: 'testimonial' },
          orderBy: [{ date: 'desc' }, { createdAt: 'desc' }, { id: 'desc' }],
          limit: HOME_TESTIMONIALS,
          populate: { img: true },
        }),
        countClients(),
        logoWall(ctx),
      ]);
      const { completed, ongoing, states } = portfolioStats(all);
      return {
        page: content,
        services: SERVICE_SLUGS.map((slug) => services.find((p: ServicePageRow) => p.slug === slug))
          .filter(Boolean)
          .map((p: ServicePageRow) => ({
            slug: p.slug,
            title: p.title,
            heading: p.heading ?? null,
            description: p.description ?? null,
          })),
        stats: { clients: clientCount, completed, ongoing, states },
        featured: featured.projects,
        featuredCount: featured.featuredCount,
        curated: featured.featuredCount > 0,
        clients: clientRows.map(clientSummary),
        logoWall: wall,
        testimonials: testimonials.map((row: PostRow) => toPost({ ...row, kind: 'testimonial' })),
      };
    },

    async projects() {
      const [content, all, clientCount, ongoing, completed, samples, facets] = await Promise.all([
        page('projects'),
        groups(),
        countClients(),
        projects({ site_ongoing: true }, 3),
        projects({ site_ongoing: false }, 6),
        Promise.all(INDUSTRIES.map((industry) => projects({ industry, photos: { id: { $notNull: true } } }, 1))),
        facetRows(strapi),
      ]);
      const { projects: total, ongoing: ongoingCount, states } = portfolioStats(all);
      return {
        page: content,
        stats: { clients: clientCount, projects: total, ongoing: ongoingCount, states },
        industries: sectorCounts(all).map((sector, i) => ({ ...sector, sample: samples[i][0] ?? null })),
        states: countBy(all, (g) => g.state),
        ongoing,
        completed,
        options: facetCounts(facets, {}),
      };
    },

    /** /projects with a filter: a page of the matching projects, newest first, and the options' counts. */
    async projectFilter({ filter, page: pageNo }): Promise<ProjectFilterData> {
      const where = filterWhere(filter);
      const [list, total, facets] = await Promise.all([
        projects(where, PUBLIC_PAGE_SIZE, (pageNo - 1) * PUBLIC_PAGE_SIZE),
        countSites(where),
        facetRows(strapi),
      ]);
      return { filter, projects: list, ...pageOf(pageNo, total), options: facetCounts(facets, filter) };
    },

    async clients({ page: pageNo, q }) {
      const query = q.trim().toLowerCase().slice(0, 100);
      const where = await shownClients(strapi, query ? { name: { $containsi: query } } : {});
      const [rows, total, totalAll] = await Promise.all([
        clients().findMany({
          where,
          orderBy: { name: 'asc' },
          limit: PUBLIC_PAGE_SIZE,
          offset: (pageNo - 1) * PUBLIC_PAGE_SIZE,
          populate: CLIENT_CARD,
        }),
        clients().count({ where }),
        query ? countClients() : undefined,
      ]);
      return { clients: rows.map(clientSummary), ...pageOf(pageNo, total), totalAll: totalAll ?? total, q: query };
    },

    async client(name: string) {
      const row = publicClientRow(await getService('clients').findByName(name));
      return row ? toClient(row) : null;
    },

    async clientPage(id: string) {
      const row = publicClientRow(await slugs().findClient(id, CLIENT_POPULATE));
      return row ? toClient(row) : null;
    },

    /** A draft answers null (its page 404s) unless `preview` is a valid Preview token of it (projects/preview.ts). */
    async project(
      clientId: string,
      siteId: string,
      options?: { preview?: string | null },
    ): Promise<ProjectPageData | null> {
      const client = await slugs().findClient(clientId, CLIENT_CARD);
      const site = client && (await slugs().findSite(client.documentId, siteId, { photos: true, video: true }));
      if (!site) return null;
      const preview =
        isDraft(site) && !!options?.preview && getService('project-preview').verify(options.preview, site.documentId);
      if (isDraft(site) && !preview) return null;
      const [sameClient, sameSector, quote] = await Promise.all([
        projects({ client: { id: client.id }, id: { $ne: site.id } }, 3),
        projects({ industry: site.industry, id: { $ne: site.id }, client: { id: { $ne: client.id } } }, 3),
        strapi.db.query('api::post.post').findOne({
          where: { kind: 'testimonial', projectId: site.documentId },
          orderBy: { createdAt: 'desc' },
          populate: { img: true },
        }),
      ]);
      return {
        client: clientSummary(client),
        site: toSite(site),
        related: [...sameClient, ...sameSector].slice(0, 3),
        testimonial: quote ? toPost({ ...quote, kind: 'testimonial' }) : null,
        ...(preview ? { preview: 'draft' as const } : {}),
      };
    },

    async projectList({ scope, id, page: pageNo }) {
      const where = listWhere(scope, id);
      if (!where) return null;
      const [list, total, states] = await Promise.all([
        projects(where, PUBLIC_PAGE_SIZE, (pageNo - 1) * PUBLIC_PAGE_SIZE),
        countSites(where),
        scope === 'industry' ? groups((q) => q.where(where)).then((g) => countBy(g, (r) => r.state)) : undefined,
      ]);
      return { projects: list, ...pageOf(pageNo, total), ...(states ? { states } : {}) };
    },

    async press() {
      const posts = getService('posts');
      const [content, press, awards, testimonials] = await Promise.all([
        page('press-awards-testimonials'),
        posts.list('press'),
        posts.list('awards'),
        posts.list('testimonials'),
      ]);
      return {
        page: content,
        press: press.map(toPost),
        awards: awards.map(toPost),
        testimonials: testimonials.map(toPost),
      };
    },

    /** /career's openings (careers/jobs). */
    async careers() {
      return { jobs: await getService('jobs').listAccepting() };
    },

    /** /certifications: the documents library (library/documents/service). */
    async certifications() {
      const [documents, settings] = await Promise.all([
        getService('documents').list(),
        publishedSettings(strapi, { select: ['hideExpiredCertificates'] }),
      ]);
      // An expired certificate is shown as "Expired", never as valid, or left out (Site settings).
      return {
        documents: settings?.hideExpiredCertificates
          ? documents.filter((d: DocumentItem) => d.validity !== 'expired')
          : documents,
      };
    },

    /** The fire-door range: door types with their backed ratings only (door-types/service). */
    doorTypes: () => getService('door-types').range(),

    /** /verify/{labelId}: a fire-door label's public answer (doors/verify.ts); null when the id is not ours. */
    doorLabel: (labelId: string) => getService('doors').verifyLabel(labelId),

    /** /career/{slug}: open or closed (the page says which); null when there is none. */
    async job(slug: string) {
      const row = await getService('jobs').findBySlug(slug);
      return row ? toJob(row) : null;
    },
  };
};
