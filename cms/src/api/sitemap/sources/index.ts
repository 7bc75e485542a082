import type { Core } from '@strapi/strapi';
import { careers } from './careers';
import { certifications } from './certifications';
import { companyPages } from './company-pages';
import { portfolio } from './portfolio';

/** One URL of /sitemap.xml: a path of this site and when what it shows last changed. */
export interface SitemapEntry {
  path: string;
  lastmod: Date | null;
}

/** A part of the site that lists its own indexable pages (each must answer 200 and be linked from the site). */
export type SitemapSource = (strapi: Core.Strapi) => Promise<SitemapEntry[]>;

/**
 * Every indexable page, by the part of the site that owns it. A new section of the site adds its
 * source here; sitemap.test.ts checks that each URL answers 200 and that a crawl
 * from the home page finds nothing indexable the sitemap misses.
 */
export const SITEMAP_SOURCES: SitemapSource[] = [companyPages, certifications, portfolio, careers];
