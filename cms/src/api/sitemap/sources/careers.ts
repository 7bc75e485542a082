import { publicUrl } from '@portfolio/contract';
import type { SitemapSource } from './index';
import { latest } from './dates';

/** Every open job opening's page (/career/{slug}); a closed one leaves the sitemap. */
export const careers: SitemapSource = async (strapi) => {
  const jobs = await strapi.plugin('installer').service('jobs').sitemapEntries();
  return jobs.map((job: { slug: string; updatedAt: unknown }) => ({ path: publicUrl.job(job.slug), lastmod: latest(job.updatedAt) }));
};
