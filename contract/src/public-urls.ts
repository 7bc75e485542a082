import type { PostKind } from './validate';
import type { Service } from './projects';

/**
 * Every public page's URL, in one place: the patterns the web router matches, the
 * builders every link, canonical URL and sitemap entry uses, and `matchPublicPath` for code that
 * reads a path back (the contact form's pre-fill). No public path is written out anywhere else.
 */

/** Route patterns (React Router syntax). Order matters only in `matchPublicPath`: specific first. */
export const PUBLIC_ROUTES = {
  home: '/',
  about: '/about-us',
  designAndBuild: '/designandbuild',
  manufacturing: '/manufacturing',
  fireDoors: '/firedoors',
  press: '/press-awards-testimonials',
  career: '/career',
  job: '/career/:slug',
  certifications: '/certifications',
  contact: '/contact',
  privacy: '/privacy',
  projects: '/projects',
  clients: '/projects/clients',
  clientDetails: '/projects/client/details/:id',
  project: '/projects/client/:id/:site',
  client: '/projects/client/:id',
  stateDetails: '/projects/state/details/:id',
  state: '/projects/state/:id',
  ongoing: '/projects/ongoing/:id',
  category: '/projects/:id',
  /** A fire-door label's page (what its QR code opens), and the "Verify a label" form's GET target. */
  verify: '/verify/:labelId',
  verifyForm: '/verify',
  test: '/test',
} as const;
export type PublicRoute = keyof typeof PUBLIC_ROUTES;

const seg = (value: string) => encodeURIComponent(value);

/** Builders of public paths from their ids (slugs, a state's slug, an industry). */
export const publicUrl = {
  client: (clientSlug: string) => `/projects/client/${seg(clientSlug)}`,
  clientDetails: (clientSlug: string, siteId?: string) =>
    `/projects/client/details/${seg(clientSlug)}${siteId ? `#site-${siteId}` : ''}`,
  project: (clientSlug: string, siteSlug: string) => `/projects/client/${seg(clientSlug)}/${seg(siteSlug)}`,
  state: (stateSlug: string) => `/projects/state/${seg(stateSlug)}`,
  stateDetails: (stateSlug: string) => `/projects/state/details/${seg(stateSlug)}`,
  category: (industry: string) => `/projects/${seg(industry)}`,
  ongoing: (id = 'all') => `/projects/ongoing/${seg(id)}`,
  /** /projects filtered to one service (the project filter's `service` parameter): a service page's "All projects". */
  serviceProjects: (service: Service) => `${PUBLIC_ROUTES.projects}?service=${seg(service)}`,
  job: (slug: string) => `/career/${seg(slug)}`,
  verify: (labelId: string) => `/verify/${seg(labelId)}`,
  /** A kind's section of the press page (press, awards, testimonials). */
  posts: (kind: PostKind) => `${PUBLIC_ROUTES.press}#${kind}`,
  contact: (query = '') => (query ? `${PUBLIC_ROUTES.contact}?${query}` : PUBLIC_ROUTES.contact),
} as const;

const patterns = (Object.entries(PUBLIC_ROUTES) as [PublicRoute, string][]).map(([route, pattern]) => {
  const names: string[] = [];
  const source = pattern.replace(/:([a-z]+)/gi, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { route, names, regex: new RegExp(`^${source === '/' ? '/' : `${source}/?`}$`) };
});

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/**
 * Which public route a path is, with its (decoded) params, or null. Literal routes win over
 * patterns where both match (`/projects/clients` is the clients list, not a category).
 */
export const matchPublicPath = (pathname: string): { route: PublicRoute; params: Record<string, string> } | null => {
  for (const { route, names, regex } of patterns) {
    const m = regex.exec(pathname);
    if (!m) continue;
    return { route, params: Object.fromEntries(names.map((name, i) => [name, decode(m[i + 1])])) };
  }
  return null;
};
