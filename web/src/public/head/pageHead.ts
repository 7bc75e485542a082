import { DEFAULT_TIME_ZONE, type SiteInfo } from '@portfolio/contract';
import { headTags, type HeadTag, type PageHead, type PublicHandle } from './head';

interface MatchLike {
  handle?: unknown;
  data?: unknown;
  loaderData?: unknown;
  params: Record<string, string | undefined>;
}

const EMPTY_SITE: SiteInfo = {
  companyName: '',
  tagline: null,
  phone: null,
  email: null,
  address: null,
  social: [],
  footerText: null,
  language: 'en',
  timeZone: DEFAULT_TIME_ZONE,
  shareImage: null,
  logo: null,
  publicUrl: null,
};

/** The current page's head as its route says it: the deepest matched route with a meta function decides. */
export const pageHeadOf = (
  matches: MatchLike[],
  site: SiteInfo | undefined,
  requestOrigin: string,
  url: URL,
  fallback?: PageHead,
): PageHead => {
  const s = site ?? EMPTY_SITE;
  const origin = s.publicUrl || requestOrigin;
  let head: PageHead | undefined = fallback;
  for (const m of matches) {
    const meta = (m.handle as PublicHandle | undefined)?.meta;
    const data = m.data ?? m.loaderData;
    if (meta && data !== undefined) head = meta({ data, params: m.params, site: s, origin, url });
  }
  return head ?? { title: s.companyName };
};

/** The head tags of the current page (pageHeadOf). */
export const pageHeadTags = (
  matches: MatchLike[],
  site: SiteInfo | undefined,
  requestOrigin: string,
  url: URL,
  fallback?: PageHead,
): HeadTag[] => {
  const s = site ?? EMPTY_SITE;
  return headTags(pageHeadOf(matches, site, requestOrigin, url, fallback), {
    site: s,
    origin: s.publicUrl || requestOrigin,
    url,
  });
};
