import qs from 'qs';
import useSWR from 'swr';
import { fetcher } from './http';

/**
 * Public page texts and site settings, edited by super-admins in the Strapi admin panel and read
 * through Strapi's REST API (the Public role may find/findOne). Keys are the request paths.
 */
export interface ImageFormat {
  url: string;
  width: number;
  height: number;
}
/** A Strapi media object: the original plus its generated formats. */
export interface StrapiImage extends ImageFormat {
  alternativeText?: string | null;
  formats?: Partial<Record<'thumbnail' | 'xsmall' | 'small' | 'medium' | 'large' | 'xlarge', ImageFormat>> | null;
}

export interface PageSection {
  id?: number;
  title?: string | null;
  body?: string | null;
}

export interface PageContent {
  slug: string;
  title: string;
  description?: string | null;
  heading?: string | null;
  intro?: string | null;
  sections?: PageSection[] | null;
  hero?: StrapiImage | null;
}

export interface SocialLink {
  label: string;
  url: string;
}

export interface SiteSettings {
  companyName: string;
  tagline?: string | null;
  phone?: string | null;
  email?: string | null;
  address?: string | null;
  social?: SocialLink[] | null;
  footerText?: string | null;
}

export const pagePath = (slug: string) =>
  `/api/pages?${qs.stringify({ filters: { slug: { $eq: slug } }, populate: '*' }, { encodeValuesOnly: true })}`;

export const pagesSummaryPath = (slugs: string[]) =>
  `/api/pages?${qs.stringify(
    { filters: { slug: { $in: slugs } }, fields: ['slug', 'title', 'heading', 'description'], populate: { hero: true } },
    { encodeValuesOnly: true },
  )}`;

export const SITE_SETTINGS_PATH = `/api/site-setting?${qs.stringify({ populate: '*' }, { encodeValuesOnly: true })}`;

const quiet = { revalidateOnFocus: false, shouldRetryOnError: false } as const;

/** One company page by slug; `page` is undefined while loading or when the slug has no entry. */
export const usePage = (slug: string) => {
  const res = useSWR<{ data: PageContent[] }>(pagePath(slug), fetcher, quiet);
  return { ...res, page: res.data?.data?.[0] };
};

/** Titles and descriptions of several pages at once (the home page's service cards). */
export const usePageSummaries = (slugs: string[]) => {
  const res = useSWR<{ data: PageContent[] }>(pagesSummaryPath(slugs), fetcher, quiet);
  return { ...res, pages: res.data?.data };
};

export const useSiteSettings = () => {
  const res = useSWR<{ data: SiteSettings | null }>(SITE_SETTINGS_PATH, fetcher, quiet);
  return { ...res, settings: res.data?.data ?? undefined };
};
