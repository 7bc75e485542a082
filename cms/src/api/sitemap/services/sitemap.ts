import type { Core } from '@strapi/strapi';
import { INDUSTRIES, clientDetailsUrl, clientUrl, findState, projectUrl, slugify, stateSlug } from '@portfolio/contract';
import { PUBLIC_PAGE_PATHS } from '../../page/default-content';

const escapeXml = (value: string) =>
  value.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** Builds /sitemap.xml: every public route, every client page, every state with projects, every industry. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async paths(): Promise<string[]> {
    const paths = [...PUBLIC_PAGE_PATHS];
    for (const industry of INDUSTRIES) paths.push(`/projects/${industry}`);
    paths.push('/projects/ongoing/all');

    const sites = (await strapi.db.query('api::site.site').findMany({ select: ['state'] })) as { state?: string }[];
    const states = [...new Set(sites.map((s) => (s.state ? findState(s.state) : undefined)).filter(Boolean) as string[])].sort();
    for (const state of states) paths.push(`/projects/state/${stateSlug(state)}`, `/projects/state/details/${stateSlug(state)}`);

    // Clients and their projects by slug (issue 24: a page per project).
    const clients = (await strapi.db.query('api::client.client').findMany({
      select: ['name', 'slug'],
      orderBy: { name: 'asc' },
      populate: { sites: { select: ['slug', 'siteName'], orderBy: { id: 'asc' } } },
    })) as { name?: string; slug?: string; sites?: { slug?: string; siteName?: string }[] }[];
    for (const client of clients) {
      const id = client.slug || slugify(client.name ?? '');
      if (!id) continue;
      paths.push(clientUrl(id), clientDetailsUrl(id));
      for (const site of client.sites ?? []) {
        const siteId = site.slug || slugify(site.siteName ?? '');
        if (siteId) paths.push(projectUrl(id, siteId));
      }
    }
    return paths;
  },

  async xml(origin: string): Promise<string> {
    const base = origin.replace(/\/+$/, '');
    const urls = (await this.paths()).map((p) => `  <url><loc>${escapeXml(base + p)}</loc></url>`);
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
  },

  robots(origin: string): string {
    const base = origin.replace(/\/+$/, '');
    return ['User-agent: *', 'Disallow: /installer', 'Disallow: /admin', 'Disallow: /api/', '', `Sitemap: ${base}/sitemap.xml`, ''].join('\n');
  },
});
