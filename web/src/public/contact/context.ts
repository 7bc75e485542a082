import { findState, isIndustry, stateFromSlug, titleCase } from '@portfolio/contract';

/** What the contact form is pre-filled with when a visitor comes from a page. */
export interface EnquiryContext {
  about?: string;
  projectType?: string;
  state?: string;
  /** The page the visitor was on (stored with the enquiry). */
  from?: string;
}

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** A client or project page pre-fills "about" (and the project type or state when the page says it). */
export const enquiryContextFor = (pathname: string): EnquiryContext => {
  const project = /^\/projects\/client\/(?!details\/)[^/]+\/([^/]+)\/?$/.exec(pathname);
  if (project) return { about: `A project like ${titleCase(decode(project[1]).replace(/-/g, ' '))}`, from: pathname };
  const client = /^\/projects\/client\/(?:details\/)?([^/]+)\/?$/.exec(pathname);
  if (client) return { about: `${titleCase(decode(client[1]).replace(/-/g, ' '))} projects`, from: pathname };
  const state = /^\/projects\/state\/(?:details\/)?([^/]+)\/?$/.exec(pathname);
  const stateName = state ? stateFromSlug(decode(state[1])) : undefined;
  if (stateName) return { about: `Projects in ${stateName}`, state: stateName, from: pathname };
  const category = /^\/projects\/([^/]+)\/?$/.exec(pathname);
  if (category && isIndustry(category[1])) return { about: `${titleCase(category[1])} projects`, projectType: category[1], from: pathname };
  return { from: pathname };
};

/** The /contact link carrying that context. */
export const contactHref = (context: EnquiryContext) => {
  const params = new URLSearchParams();
  for (const key of ['about', 'projectType', 'state', 'from'] as const) if (context[key]) params.set(key, context[key]!);
  const query = params.toString();
  return query ? `/contact?${query}` : '/contact';
};

/** Reads the context back from /contact's query string, keeping only what the form accepts. */
export const contextFromSearch = (params: URLSearchParams): EnquiryContext => ({
  about: params.get('about')?.slice(0, 200) || undefined,
  projectType: params.get('projectType') || undefined,
  state: findState(params.get('state') ?? '') ?? undefined,
  from: params.get('from') || undefined,
});
