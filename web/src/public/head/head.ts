import type { ImageDetails, SiteInfo } from '@portfolio/contract';
import { pickVariant } from '../components/ResponsiveImage';

/**
 * What a page tells browsers, crawlers and link previews. Each public route module exports a
 * `meta` function (in its route `handle`) turning its loader data into a PageHead; the server
 * writes the tags into the HTML (entry-server) and the browser updates them on navigation
 * (useDocumentHead). Both go through `headTags`, so they cannot drift apart.
 */
export interface Crumb {
  name: string;
  path: string;
}

export interface PageHead {
  title: string;
  description?: string | null;
  /** og:image / twitter:image: the page's own picture (its 1200x630 share card); the site's share image otherwise. */
  image?: ImageDetails | null;
  /** og:image:alt; defaults to the image's own text alternative, else the page title. */
  imageAlt?: string | null;
  /** The canonical path; defaults to the URL's path (plus ?page=n beyond the first page). */
  path?: string;
  /** Breadcrumbs of portfolio pages (BreadcrumbList); Home is prepended. */
  crumbs?: Crumb[];
  /** Extra JSON-LD objects (an ItemList of a client's projects...). */
  jsonLd?: object[];
  /** Paginated lists: paths of the neighbouring pages (rel=prev/next). */
  prev?: string | null;
  next?: string | null;
  /** Not-found and error pages stay out of search results. */
  noindex?: boolean;
  /**
   * A page of the site kept out of search results (a filtered list) still names its canonical URL
   * (`path`, else the URL's path); not-found pages and one-off answers ("Thank you") have none.
   */
  canonicalWithNoindex?: boolean;
  /** The home page: "Company – title" (the company name alone when that is too long). */
  brandFirst?: boolean;
}

export interface MetaArgs<D = unknown> {
  data: D;
  params: Record<string, string | undefined>;
  site: SiteInfo;
  /** Absolute origin for canonical links: PUBLIC_URL, else the request's origin. */
  origin: string;
  url: URL;
}

export type MetaFunction<D = unknown> = (args: MetaArgs<D>) => PageHead;

/** Route handles of public pages carry their meta function. */
export interface PublicHandle {
  meta?: MetaFunction<any>;
}

/** One tag of the head: the same list is serialised by the server and created by the browser. */
export interface HeadTag {
  tag: 'title' | 'meta' | 'link' | 'script';
  attrs: Record<string, string>;
  text?: string;
}

/** What search results show in full: titles up to 60 characters, descriptions of 70 to 160. */
export const TITLE_MAX = 60;
export const DESCRIPTION_MIN = 70;
export const DESCRIPTION_MAX = 160;

/** Cut at a word boundary to at most `max` characters, with an ellipsis. */
const clip = (text: string, max: number) => {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:–-]+$/, '')}…`;
};
const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** The <title>: "Page | Company" when that fits in 60 characters, else the page's title alone. */
export const titleOf = (head: Pick<PageHead, 'title' | 'brandFirst'>, company: string) => {
  const title = squash(head.title);
  if (!title || title === company) return clip(company, TITLE_MAX);
  const full = head.brandFirst ? `${company} – ${title}` : `${title} | ${company}`;
  if (company && full.length <= TITLE_MAX) return full;
  if (head.brandFirst) return clip(company, TITLE_MAX);
  // "Long client name – Project Details": the name is cut, what kind of page it is stays.
  const dash = title.lastIndexOf(' – ');
  if (title.length > TITLE_MAX && dash > 0 && title.length - dash < TITLE_MAX / 2)
    return clip(title.slice(0, dash), TITLE_MAX - (title.length - dash)) + title.slice(dash);
  return clip(title, TITLE_MAX);
};

/**
 * The meta description, 70 to 160 characters: the page's own, lengthened with the company's footer
 * text (or tagline) when shorter, cut at a word when longer; later pages of a list say their number.
 */
export const descriptionOf = (
  head: Pick<PageHead, 'description'>,
  site: Pick<SiteInfo, 'footerText' | 'tagline' | 'companyName'>,
  page = 1,
) => {
  const about = squash(site.footerText) || squash(site.tagline);
  let text = squash(head.description) || about || squash(site.companyName);
  if (text.length < DESCRIPTION_MIN && about && text !== about) text = `${text.replace(/[.]?$/, '.')} ${about}`;
  const suffix = page > 1 ? ` Page ${page}.` : '';
  return clip(text, DESCRIPTION_MAX - suffix.length) + suffix;
};
const abs = (origin: string, path: string) => (/^https?:\/\//i.test(path) ? path : origin.replace(/\/+$/, '') + path);

/** The share picture in a generated format about 1200 px wide (link previews want ≥ 600 px). */
const shareImageOf = (image: ImageDetails | null | undefined) => {
  const v = pickVariant(image, 1000);
  return v?.url ? v : undefined;
};

/**
 * The og:image of a page: the 1200x630 share card the cms makes from the page's picture, else from
 * the site's share image; a large rendition of either when no card is offered (older answers).
 */
const shareCardOf = (head: PageHead, site: SiteInfo) => {
  for (const image of [head.image, site.shareImage])
    if (image?.share?.url) return { ...image.share, alt: image.alt ?? null };
  for (const image of [head.image, site.shareImage]) {
    const v = shareImageOf(image);
    if (v) return { ...v, alt: image?.alt ?? null };
  }
  return undefined;
};

/** The site's own mark, served by the web app (web/public/logo.png, 512 px): the logo when none is set. */
export const DEFAULT_LOGO = '/logo.png';

/** Organization JSON-LD with the contact details from the site settings (every page). */
export const organizationLd = (site: SiteInfo, origin: string) => {
  const image = shareImageOf(site.shareImage);
  const address = site.address && Object.fromEntries(Object.entries(site.address).filter(([, v]) => v));
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': abs(origin, '/#organization'),
    name: site.companyName,
    url: abs(origin, '/'),
    logo: abs(origin, pickVariant(site.logo, 512)?.url || DEFAULT_LOGO),
    ...(site.tagline ? { slogan: site.tagline } : {}),
    ...(site.footerText ? { description: site.footerText } : {}),
    ...(site.phone ? { telephone: site.phone } : {}),
    ...(site.email ? { email: site.email } : {}),
    ...(address
      ? {
          address: {
            '@type': 'PostalAddress',
            ...address,
            ...(address.streetAddress
              ? { streetAddress: String(address.streetAddress).replace(/\s*\n\s*/g, ', ') }
              : {}),
          },
        }
      : {}),
    ...(image ? { image: abs(origin, image.url) } : {}),
    ...(site.social.length ? { sameAs: site.social.map((s) => s.url) } : {}),
    // The company facts (Site settings › Company facts), the same the pages and PDFs state.
    ...(site.facts?.foundingYear ? { foundingDate: String(site.facts.foundingYear) } : {}),
    ...(site.facts?.legalName ? { legalName: site.facts.legalName } : {}),
    ...(employees(site) ? { numberOfEmployees: { '@type': 'QuantitativeValue', value: employees(site) } } : {}),
  };
};

const employees = (site: SiteInfo) => site.facts?.figures.find((f) => f.key === 'peopleEmployed')?.value ?? null;

export const breadcrumbLd = (crumbs: Crumb[], origin: string) => ({
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: [{ name: 'Home', path: '/' }, ...crumbs].map((c, i) => ({
    '@type': 'ListItem',
    position: i + 1,
    name: c.name,
    item: abs(origin, c.path),
  })),
});

/**
 * The page's public canonical URL: the head's path, else the URL's path (plus ?page=n beyond the
 * first page). Nothing else of the query survives, a Preview link's token least of all, so it is
 * also the address the page shares (the WhatsApp message).
 */
export const canonicalUrlOf = (head: Pick<PageHead, 'path'>, origin: string, url: URL) => {
  const pageNumber = Number(url.searchParams.get('page'));
  const page = pageNumber > 1 ? `?page=${url.searchParams.get('page')}` : '';
  return abs(origin, head.path ?? url.pathname + page);
};

/** The full tag list of a page's head. */
export const headTags = (
  head: PageHead,
  { site, origin, url }: Pick<MetaArgs, 'site' | 'origin' | 'url'>,
): HeadTag[] => {
  const company = site.companyName;
  const title = titleOf(head, company);
  const pageNumber = Number(url.searchParams.get('page'));
  const description = descriptionOf(head, site, Number.isInteger(pageNumber) ? pageNumber : 1);
  const canonical = canonicalUrlOf(head, origin, url);
  const image = shareCardOf(head, site);
  const imageAlt = head.imageAlt || image?.alt || head.title || company;
  const meta = (key: 'name' | 'property', name: string, content: string | null | undefined): HeadTag[] =>
    content ? [{ tag: 'meta', attrs: { [key]: name, content } }] : [];
  const ld = [
    organizationLd(site, origin),
    ...(head.crumbs?.length ? [breadcrumbLd(head.crumbs, origin)] : []),
    ...(head.jsonLd ?? []),
  ];
  return [
    { tag: 'title', attrs: {}, text: title },
    ...meta('name', 'description', description),
    ...(head.noindex ? meta('name', 'robots', 'noindex') : []),
    ...(!head.noindex || head.canonicalWithNoindex
      ? [{ tag: 'link' as const, attrs: { rel: 'canonical', href: canonical } }]
      : []),
    ...(head.prev ? [{ tag: 'link' as const, attrs: { rel: 'prev', href: abs(origin, head.prev) } }] : []),
    ...(head.next ? [{ tag: 'link' as const, attrs: { rel: 'next', href: abs(origin, head.next) } }] : []),
    ...meta('property', 'og:type', 'website'),
    ...meta('property', 'og:site_name', company),
    ...meta('property', 'og:title', head.title || company),
    ...meta('property', 'og:description', description),
    ...meta('property', 'og:url', canonical),
    ...meta('property', 'og:locale', site.language.replace('-', '_')),
    ...(image
      ? [
          ...meta('property', 'og:image', abs(origin, image.url)),
          ...meta('property', 'og:image:width', image.width ? String(image.width) : null),
          ...meta('property', 'og:image:height', image.height ? String(image.height) : null),
          ...meta('property', 'og:image:alt', imageAlt),
        ]
      : []),
    ...meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    ...meta('name', 'twitter:site', site.xHandle ? `@${site.xHandle}` : null),
    ...meta('name', 'twitter:title', head.title || company),
    ...meta('name', 'twitter:description', description),
    ...(image
      ? [...meta('name', 'twitter:image', abs(origin, image.url)), ...meta('name', 'twitter:image:alt', imageAlt)]
      : []),
    ...ld.map((obj) => ({ tag: 'script' as const, attrs: { type: 'application/ld+json' }, text: JSON.stringify(obj) })),
  ];
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
/** JSON inside <script>: no "</script>" or "<!--" can end or change the block. */
export const escapeJsonForScript = (json: string) =>
  json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The server's serialisation; every tag carries data-head so the browser can replace them. */
export const renderHeadTags = (tags: HeadTag[]) =>
  tags
    .map(({ tag, attrs, text }) => {
      const a = Object.entries({ ...attrs, 'data-head': '' })
        .map(([k, v]) => (v === '' ? ` ${k}` : ` ${k}="${escapeHtml(v)}"`))
        .join('');
      if (tag === 'meta' || tag === 'link') return `<${tag}${a}>`;
      return `<${tag}${a}>${tag === 'script' ? escapeJsonForScript(text ?? '') : escapeHtml(text ?? '')}</${tag}>`;
    })
    .join('\n    ');
