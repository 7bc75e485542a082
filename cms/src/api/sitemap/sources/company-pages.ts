import { PUBLIC_ROUTES } from '@portfolio/contract';
import type { Core } from '@strapi/strapi';
import type { SitemapSource } from './index';
import { latest } from './dates';

/** The company pages' paths and the page text (Content Manager › Page) each shows. */
const PAGES: Array<{ path: string; slug: string | null; shows?: Array<'sites' | 'clients' | 'posts' | 'settings'> }> = [
  { path: PUBLIC_ROUTES.home, slug: 'home', shows: ['sites', 'clients', 'posts'] },
  { path: PUBLIC_ROUTES.about, slug: 'about-us' },
  { path: PUBLIC_ROUTES.designAndBuild, slug: 'designandbuild', shows: ['sites'] },
  { path: PUBLIC_ROUTES.manufacturing, slug: 'manufacturing', shows: ['sites'] },
  { path: PUBLIC_ROUTES.fireDoors, slug: 'firedoors', shows: ['sites'] },
  { path: PUBLIC_ROUTES.press, slug: 'press-awards-testimonials', shows: ['posts'] },
  { path: PUBLIC_ROUTES.career, slug: 'career' },
  // The contact page shows the company's contact details (Site settings).
  { path: PUBLIC_ROUTES.contact, slug: null, shows: ['settings'] },
  { path: PUBLIC_ROUTES.projects, slug: 'projects', shows: ['sites', 'clients'] },
  { path: PUBLIC_ROUTES.privacy, slug: 'privacy' },
];

const newest = (strapi: Core.Strapi, table: string, published = false) => {
  const query = strapi.db.connection(table);
  // A table with drafts (Site settings): only the published row is on the site.
  if (published) query.whereNotNull('published_at');
  return query
    .max({ at: 'updated_at' })
    .first()
    .then((row: { at?: unknown } | undefined) => row?.at ?? null);
};

/** The home page, the company pages and the projects overview, each dated by its text and what it lists. */
export const companyPages: SitemapSource = async (strapi) => {
  const [pages, sites, clients, posts, settings] = await Promise.all([
    // Published pages only (a draft's edits are not on the site).
    strapi.db.connection('pages').whereNotNull('published_at').select('slug', 'updated_at'),
    newest(strapi, 'sites'),
    newest(strapi, 'clients'),
    newest(strapi, 'posts'),
    newest(strapi, 'site_settings', true),
  ]);
  const pageDate = new Map(pages.map((p: { slug: string; updated_at: unknown }) => [p.slug, p.updated_at]));
  const shown = { sites, clients, posts, settings };
  return PAGES.map(({ path, slug, shows = [] }) => ({
    path,
    lastmod: latest(slug ? pageDate.get(slug) : null, ...shows.map((s) => shown[s])),
  }));
};
