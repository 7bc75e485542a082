import {
  findState,
  industryLabel,
  isEnquiryService,
  isIndustry,
  matchPublicPath,
  publicUrl,
  serviceOfPage,
  stateFromSlug,
  titleCase,
} from '@portfolio/contract';

/** What the contact form is pre-filled with when a visitor comes from a page. */
export interface EnquiryContext {
  about?: string;
  /** Which service (contract ENQUIRY_SERVICES): a service page's own. */
  service?: string;
  projectType?: string;
  state?: string;
  /** The page the visitor was on (stored with the enquiry). */
  from?: string;
}

/** A client or project page pre-fills "about" (and the project type or state when the page says it). */
export const enquiryContextFor = (pathname: string): EnquiryContext => {
  const { route, params } = matchPublicPath(pathname) ?? { route: null, params: {} };
  const words = (slug: string) => titleCase(slug.replace(/-/g, ' '));
  if (route === 'project') return { about: `A project like ${words(params.site)}`, from: pathname };
  if (route === 'client' || route === 'clientDetails') return { about: `${words(params.id)} projects`, from: pathname };
  const stateName = route === 'state' || route === 'stateDetails' ? stateFromSlug(params.id) : undefined;
  if (stateName) return { about: `Projects in ${stateName}`, state: stateName, from: pathname };
  // A service page (/firedoors, /designandbuild, /manufacturing) names its service.
  const service = serviceOfPage(pathname.slice(1));
  if (service) return { service, from: pathname };
  if (route === 'category' && isIndustry(params.id))
    return { about: `${industryLabel(params.id)} projects`, projectType: params.id, from: pathname };
  return { from: pathname };
};

/** The /contact link carrying that context. */
export const contactHref = (context: EnquiryContext) => {
  const params = new URLSearchParams();
  for (const key of ['about', 'service', 'projectType', 'state', 'from'] as const)
    if (context[key]) params.set(key, context[key]!);
  const query = params.toString();
  return publicUrl.contact(query);
};

/** Reads the context back from /contact's query string, keeping only what the form accepts. */
export const contextFromSearch = (params: URLSearchParams): EnquiryContext => ({
  about: params.get('about')?.slice(0, 200) || undefined,
  service: isEnquiryService(params.get('service')) ? params.get('service')! : undefined,
  projectType: params.get('projectType') || undefined,
  state: findState(params.get('state') ?? '') ?? undefined,
  from: params.get('from') || undefined,
});
