import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { joinTableOf } from '../utils/db-metadata';
import {
  INDUSTRIES,
  HOME_TESTIMONIALS,
  HOME_LOGO_WALL_MAX,
  PUBLIC_PAGE_SIZE,
  STATE_TOP_CITIES,
  SHARE_IMAGE,
  STATE_TOP_CLIENTS,
  facetCounts,
  isProfileUrl,
  serviceOfPage,
  shareImagePath,
  timeZoneOr,
  countryName,
  titleCase,
  displayNameOf,
  normalizeLogoName,
  whatsappDigits,
  readAccent,
  type DocumentItem,
  type PageBlock,
  type LogoWallItem,
  type PostalAddress,
  type ProjectFilterData,
  type ProjectPageData,
  type PublicReads,
  type SiteInfo,
} from '@portfolio/contract';

import { toJob } from '../careers/jobs';
import { CLIENT_POPULATE, CLIENT_UID, SITE_UID } from '../projects/clients';
import { SERVICE_COLUMNS } from '../projects/input';
import { imageDetails, toClient, toPost, toSite, type PostRow } from '../utils/serialize';
import type { FileRow } from './files';
import { RECENCY } from '../utils/public-shapes';
import {
  clientSummary,
  paged,
  projectOf,
  toPage,
  xHandleOf,
  type ClientSummaryRow,
  type PageRow,
  type ProjectRow,
} from '../utils/public-shapes';
import { countBy, facetRows, filterWhere, listWhere, siteGroups, stateOf, sum } from '../utils/portfolio-counts';
import { DEFAULT_CARD } from './share-images';
import { BLOCKS_POPULATE, CARD_POPULATE, readsDoorRange, readsFacts, toBlock, type BlockRow } from '../pages/blocks';
import {
  PUBLISHED_COUNT,
  hiddenClientIds,
  isDraft,
  published,
  publicClientRow,
  publishedRows,
  shownClients,
} from '../projects/drafts';
import { publishedSettings } from '../utils/site-settings';
import { getService } from '../utils/get-service';
import { hasFile } from '../library/logos/service';

const PAGE_UID = 'api::page.page';

/** A page row as stored: its blocks before they are resolved (pages/blocks). */
interface StoredPageRow extends Omit<PageRow, 'blocks'> {
  blocks?: BlockRow[] | null;
}

/** A service page's card on the home page. */
interface ServicePageRow {
  slug: string;
  title: string;
  heading?: string | null;
  description?: string | null;
}

/** One client's number of published projects in a state (the raw count query). */
interface ClientCountRow {
  client: number;
  n: number | string;
}

/** A client row with its id, as the cards and the logo wall read it. */
type ClientCardRow = ClientSummaryRow & { id: number };

/** The published site settings, as the public site info reads them. */
interface PublicSettingsRow {
  companyName?: string;
  tagline?: string | null;
  phone?: string | null;
  whatsapp?: string | null;
  accentColor?: string | null;
  email?: string | null;
  address?: string | null;
  streetAddress?: string | null;
  addressLocality?: string | null;
  addressRegion?: string | null;
  postalCode?: string | null;
  addressCountry?: string | null;
  social?: { label?: string | null; url?: string | null }[] | null;
  footerText?: string | null;
  language?: string | null;
  timeZone?: string | null;
  shareImage?: FileRow | null;
  xHandle?: string | null;
  logo?: FileRow | null;
  gstin?: string | null;
  cin?: string | null;
}
const SERVICE_SLUGS = ['designandbuild', 'manufacturing', 'firedoors'];

/** Without a share image in the Site settings, pages share a card with the company name (services/share-images). */
const defaultShareImage = (companyName: string | undefined) => {
  const card = { url: shareImagePath(DEFAULT_CARD), ...SHARE_IMAGE };
  return { ...card, mime: 'image/jpeg', formats: {}, alt: companyName || null, share: card };
};

/**
 * The public site's per-page reads (contract PublicReads): server-side page loaders call these
 * directly, and /api/v1/public/* answers them to the browser. Each loads what its page shows:
 * counts and groupings are computed by the database, lists are limited.
 */
export default ({ strapi }: { strapi: Core.Strapi }): PublicReads & Record<string, unknown> => {
  const sites = () => strapi.db.query(SITE_UID);
  const clients = () => strapi.db.query(CLIENT_UID);
  const pages = () => strapi.db.query(PAGE_UID);
  const slugs = () => getService('slugs');

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
  /** Published sites matching `where` (drafts are never shown nor counted: projects/drafts.ts). */
  const countSites = (where: object) => sites().count({ where: published(where) });
  /** Clients shown publicly (not those whose projects are all drafts), counted. */
  const countClients = async (where: object = {}) => clients().count({ where: await shownClients(strapi, where) });
  const CLIENT_CARD = { logo: true, sites: PUBLISHED_COUNT };

  /**
   * A projects block's cards: the chosen ones; or the newest of its service or sector, the chosen
   * ones pinned first (an editor's picks, then every newer project without editing the page again);
   * or the featured ones in order, then the newest.
   */
  const blockProjects = async (block: BlockRow) => {
    if (block.__component !== 'blocks.projects') return [];
    const limit = Math.min(12, Math.max(1, Number(block.limit) || 3));
    const chosen = ((block.projects ?? []) as ProjectRow[]).filter((p) => !isDraft(p));
    const pinnedThen = async (where: object) => {
      const pinned = chosen.slice(0, limit);
      if (pinned.length === limit) return pinned.map(projectOf);
      const notPinned = { documentId: { $notIn: pinned.map((p) => p.documentId) } };
      const others = pinned.length ? { $and: [where, notPinned] } : where;
      return [...pinned.map(projectOf), ...(await projects(others, limit - pinned.length))];
    };
    const column = SERVICE_COLUMNS[block.service as keyof typeof SERVICE_COLUMNS];
    switch (block.source) {
      case 'service':
        return column ? pinnedThen({ [column]: true }) : [];
      case 'sector':
        return block.sector ? pinnedThen({ industry: block.sector }) : [];
      case 'featured':
        return (await getService('featured').cards(limit)).projects;
      default:
        return chosen.slice(0, 12).map(projectOf);
    }
  };

  /**
   * A company page with its blocks (media, documents and projects resolved); null when there is none.
   * Pages have drafts (Draft & Publish): visitors read the published version; `draft` (a valid
   * Preview token's document) reads the draft.
   */
  const page = async (slug: string, draft?: { documentId: string }) => {
    const where = draft
      ? { slug, documentId: draft.documentId, publishedAt: null }
      : { slug, publishedAt: { $notNull: true } };
    const row: StoredPageRow | null = await pages().findOne({
      where,
      populate: { hero: true, shareImage: true, blocks: BLOCKS_POPULATE },
    });
    if (!row) return null;
    const stored = (row.blocks ?? []) as BlockRow[];
    const [range, facts] = await Promise.all([
      stored.some(readsDoorRange)
        ? getService('door-types')
            .range()
            .then((r) => r.doorTypes)
        : [],
      stored.some(readsFacts) ? getService('company-facts').facts() : undefined,
    ]);
    const blocks = await Promise.all(stored.map(async (b) => toBlock(b, await blockProjects(b), range, facts)));
    return toPage({ ...row, blocks: blocks.filter(Boolean) as PageBlock[] });
  };

  const groups = (where?: (q: Knex.QueryBuilder) => void) => siteGroups(strapi, where);

  /**
   * The home page's logo wall: the library's logos in staff's order, each linked to the
   * shown client whose name it has. A logo named like a client hidden from visitors (all its
   * projects drafts) stays off the wall, as the client does.
   */
  const logoWall = async (): Promise<LogoWallItem[]> => {
    const library = (await getService('logos').findAll()).filter(hasFile);
    if (!library.length) return [];
    const names = [...new Set(library.flatMap((logo) => [logo.name, String(logo.name).replace(/-/g, ' ')]))];
    const [candidates, hidden] = await Promise.all([
      clients().findMany({ where: { name: { $in: names } }, populate: CLIENT_CARD }),
      hiddenClientIds(strapi),
    ]);
    const hiddenIds = new Set(hidden);
    const wall: LogoWallItem[] = [];
    for (const logo of library) {
      const named = (candidates as ClientCardRow[]).filter((c) => normalizeLogoName(c.name ?? '') === logo.name);
      const shown = named.find((c) => !hiddenIds.has(c.id));
      if (named.length && !shown) continue;
      wall.push({
        name: shown ? displayNameOf(shown) : titleCase(String(logo.name).replace(/-/g, ' ')),
        path: logo.file.url,
        image: imageDetails(logo.file),
        client: shown ? clientSummary(shown) : null,
      });
      if (wall.length === HOME_LOGO_WALL_MAX) break;
    }
    return wall;
  };

  return {
    /** The home page's logo wall: what visitors are shown of the logo library (also `GET /logos` for them). */
    logoWall,

    async site(): Promise<SiteInfo> {
      const [row, facts] = await Promise.all([
        publishedSettings(strapi, {
          populate: { social: true, shareImage: true, logo: true },
        }) as Promise<PublicSettingsRow | null>,
        getService('company-facts').facts(),
      ]);
      const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
      const address: PostalAddress = {
        streetAddress: text(row?.streetAddress),
        addressLocality: text(row?.addressLocality),
        addressRegion: text(row?.addressRegion),
        postalCode: text(row?.postalCode),
        addressCountry: text(row?.addressCountry),
      };
      // The old one-text address (a database the start-up could not move into the fields) as the street.
      if (!Object.values(address).some(Boolean)) address.streetAddress = text(row?.address);
      return {
        companyName: row?.companyName ?? '',
        tagline: row?.tagline ?? null,
        phone: row?.phone ?? null,
        whatsapp: whatsappDigits(row?.whatsapp),
        email: row?.email ?? null,
        address: Object.values(address).some(Boolean) ? address : null,
        addressCountryName: address.addressCountry ? countryName(address.addressCountry) : null,
        social: (row?.social ?? [])
          .filter((s) => s.label && isProfileUrl(s.url ?? ''))
          .map((s) => ({ label: s.label!, url: s.url!.trim() })),
        footerText: row?.footerText ?? null,
        language: row?.language || 'en-IN',
        timeZone: timeZoneOr(row?.timeZone),
        shareImage: imageDetails(row?.shareImage) ?? defaultShareImage(row?.companyName),
        xHandle: xHandleOf(row?.xHandle),
        logo: imageDetails(row?.logo),
        accentColor: readAccent(row?.accentColor),
        publicUrl: (strapi.config.get('server.url') as string) || null,
        gstin: text(row?.gstin),
        cin: text(row?.cin),
        facts,
      };
    },

    /** A company page; a service page also gets that service's three most recent projects. */
    async page(slug: string, options?: { preview?: string | null }) {
      const service = serviceOfPage(slug);
      // A Preview link: its token must be valid and for this page, else nothing of the draft is read.
      const claims = options?.preview ? getService('page-preview').verify(options.preview, slug) : null;
      // The token's page document must be this slug's: a draft of another document is never read.
      const draft = claims ? await page(slug, { documentId: claims.d }) : null;
      const [content, recent] = await Promise.all([
        draft ?? page(slug),
        service ? projects({ [SERVICE_COLUMNS[service]]: true }, 3) : [],
      ]);
      return {
        page: content,
        recent,
        ...(options?.preview ? { preview: draft ? ('draft' as const) : ('invalid' as const) } : {}),
      };
    },

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
        logoWall(),
      ]);
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
        stats: {
          clients: clientCount,
          completed: sum(all.filter((g) => !g.ongoing)),
          ongoing: sum(all.filter((g) => g.ongoing)),
          states: countBy(all, (g) => g.state).length,
        },
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
      const byIndustry = countBy(all, (g) => g.industry);
      return {
        page: content,
        stats: {
          clients: clientCount,
          projects: sum(all),
          ongoing: sum(all.filter((g) => g.ongoing)),
          states: countBy(all, (g) => g.state).length,
        },
        industries: INDUSTRIES.map((industry, i) => ({
          industry,
          count: byIndustry.find((c) => c.key === industry)?.count ?? 0,
          sample: samples[i][0] ?? null,
        })),
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
      return { filter, projects: list, ...paged(pageNo, total), options: facetCounts(facets, filter) };
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
      return { clients: rows.map(clientSummary), ...paged(pageNo, total), totalAll: totalAll ?? total, q: query };
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
      return { projects: list, ...paged(pageNo, total), ...(states ? { states } : {}) };
    },

    async stateDetails(name: string) {
      const state = stateOf(name);
      if (!state) return null;
      const here = await groups((q) => q.where({ state }));
      const link = joinTableOf(strapi, SITE_UID, 'client');
      const perClient = () =>
        strapi.db
          .connection('sites')
          .join(link.name, `${link.name}.${link.joinColumn.name}`, 'sites.id')
          .where('sites.state', state)
          .modify(publishedRows);
      const [top, clientCount, cityRows] = await Promise.all([
        perClient()
          .select(`${link.name}.${link.inverseJoinColumn.name} as client`)
          .count({ n: '*' })
          .groupBy(`${link.name}.${link.inverseJoinColumn.name}`)
          .orderBy([
            { column: 'n', order: 'desc' },
            { column: 'client', order: 'asc' },
          ])
          .limit(STATE_TOP_CLIENTS),
        perClient()
          .countDistinct({ n: `${link.name}.${link.inverseJoinColumn.name}` })
          .first(),
        strapi.db
          .connection('sites')
          .distinct('locations')
          .where({ state })
          .modify(publishedRows)
          .whereNotNull('locations')
          .orderBy('locations')
          .limit(STATE_TOP_CITIES),
      ]);
      const rows = await clients().findMany({
        where: { id: { $in: top.map((t: ClientCountRow) => t.client) } },
        populate: CLIENT_CARD,
      });
      const byId = new Map(rows.map((r: ClientCardRow) => [r.id, r]));
      const sectors = countBy(here, (g) => g.industry);
      return {
        state,
        projects: sum(here),
        ongoing: sum(here.filter((g) => g.ongoing)),
        // "Sq ft delivered": completed projects only (an ongoing one is not delivered yet).
        area: here.filter((g) => !g.ongoing).reduce((n, g) => n + g.area, 0),
        sectors: INDUSTRIES.map((industry) => ({
          industry,
          count: sectors.find((s) => s.key === industry)?.count ?? 0,
        })),
        clients: top
          .filter((t: ClientCountRow) => byId.has(t.client))
          .map((t: ClientCountRow) => ({ client: clientSummary(byId.get(t.client)!), count: Number(t.n) })),
        clientCount: Number((clientCount as { n?: number | string } | undefined)?.n ?? 0),
        cities: [
          ...new Set(
            cityRows
              .map((r: { locations?: string | null }) => titleCase(String(r.locations ?? '')).trim())
              .filter(Boolean),
          ),
        ] as string[],
      };
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

    /** /verify/{labelId}: a fire-door label's public answer (doors/service verify); null when the id is not ours. */
    doorLabel: (labelId: string) => getService('doors').verifyLabel(labelId),

    /** /career/{slug}: open or closed (the page says which); null when there is none. */
    async job(slug: string) {
      const row = await getService('jobs').findBySlug(slug);
      return row ? toJob(row) : null;
    },
  };
};
