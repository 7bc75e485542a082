import { publicUrl } from '@portfolio/contract';
import type { SitemapSource } from './index';
import { latest } from './dates';
import { getService } from '../../../plugins/installer/server/src/utils/get-service';

/** Every open job opening's page (/career/{slug}); a closed one leaves the sitemap. */
export const careers: SitemapSource = async (_strapi) => {
  const jobs = await getService('jobs').sitemapEntries();
  return jobs.map((job: { slug: string; updatedAt: unknown }) => ({
    path: publicUrl.job(job.slug),
    lastmod: latest(job.updatedAt),
  }));
};
