import type { Core } from '@strapi/strapi';
import { SITEMAP_SOURCES, type SitemapEntry } from '../sources';

const escapeXml = (value: string) =>
  value.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** W3C datetime as sitemaps want it, to the second, in UTC. */
const w3cDate = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * Builds /sitemap.xml from the sources (sources/index.ts): every indexable page the site links to, each with its
 * lastmod.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async entries(): Promise<SitemapEntry[]> {
    const seen = new Set<string>();
    return (await Promise.all(SITEMAP_SOURCES.map((source) => source(strapi))))
      .flat()
      .filter((e) => !seen.has(e.path) && !!seen.add(e.path));
  },

  async xml(origin: string): Promise<string> {
    const base = origin.replace(/\/+$/, '');
    const urls = (await this.entries()).map(
      ({ path, lastmod }) =>
        `  <url><loc>${escapeXml(base + path)}</loc>${lastmod ? `<lastmod>${w3cDate(lastmod)}</lastmod>` : ''}</url>`,
    );
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
  },

  robots(origin: string): string {
    const base = origin.replace(/\/+$/, '');
    return [
      'User-agent: *',
      'Disallow: /installer',
      'Disallow: /admin',
      'Disallow: /api/',
      '',
      `Sitemap: ${base}/sitemap.xml`,
      '',
    ].join('\n');
  },
});
