/**
 * Names as typed, slugs and services of clients and sites. The API keeps `name` /
 * `siteName` lowercase (spec) and adds `displayName` (as staff typed it) and `slug` (public URLs).
 */

/** Words a slug may not be: `/projects/client/details/{slug}` is a route of its own. */
export const RESERVED_SLUGS: readonly string[] = ['details'];

/** "Aster DM Healthcare (Kochi)" -> "aster-dm-healthcare-kochi"; '' when nothing is left. */
export const slugify = (value: string): string =>
  value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');

/** What a site involved: the business's services (the service pages list their own projects). */
export const SERVICES = ['design-and-build', 'interiors', 'manufacturing', 'fire-doors'] as const;
export type Service = (typeof SERVICES)[number];
export const isService = (value: string): value is Service => (SERVICES as readonly string[]).includes(value);

export const SERVICE_LABELS: Record<Service, string> = {
  'design-and-build': 'Design and build',
  interiors: 'Interiors',
  manufacturing: 'Manufacturing',
  'fire-doors': 'Fire doors',
};

/** The service page (spec route) that lists a service's projects; interiors has none of its own. */
export const SERVICE_PAGES: Partial<Record<Service, string>> = {
  'design-and-build': 'designandbuild',
  manufacturing: 'manufacturing',
  'fire-doors': 'firedoors',
};
export const serviceOfPage = (slug: string): Service | undefined =>
  (Object.entries(SERVICE_PAGES) as [Service, string][]).find(([, page]) => page === slug)?.[0];

export const PROJECT_MESSAGES = {
  /** A testimonial's `siteId` (optional: the project the quote is about) that names no site. */
  testimonialSiteNotFound: 'The project chosen for this testimonial no longer exists. Choose another, or none.',
  serviceInvalid: `Services must be among: ${SERVICES.join(', ')}.`,
  caseStudyTooLong: (label: string, max: number) => `${label} must be at most ${max} characters.`,
} as const;

/** Case-study sections of a site (optional), with their labels. */
export const CASE_STUDY_FIELDS = { challenge: 'The challenge', approach: 'What we did', result: 'The result' } as const;
export type CaseStudyField = keyof typeof CASE_STUDY_FIELDS;
