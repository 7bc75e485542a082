import { data, type LoaderFunctionArgs } from 'react-router';
import {
  PROJECT_FILTER_KEYS,
  PROJECT_STATUS_LABELS,
  SERVICE_LABELS,
  pageParam,
  parseProjectFilter,
  type ProjectFilter,
  type ProjectFilterData,
  type ProjectsOverviewData,
  PUBLIC_ROUTES,
} from '@portfolio/contract';
import { notFound, readsOf } from '../data/reads';
import { withPagePreview, type Previewed } from '../components/PreviewBar';
import { INDUSTRY_LABELS } from '../portfolio/data';

/**
 * /projects answers two views: without a query the overview (figures, sectors, map, latest), with
 * one of the filter's fields (what the form submits, even with every field on "Any") or `?page=2…` the
 * matching projects a page at a time. A value that names nothing answers 400 with the form and the
 * message; a page past the last answers 404.
 */
export type ProjectsPageData =
  | ({ view: 'overview' } & Previewed<ProjectsOverviewData>)
  | ({ view: 'results'; errors: string[]; notFound?: true } & ProjectFilterData);

/** Every project, a page at a time: the form with every field on "Any" (no query is the overview). */
export const ALL_PROJECTS = `${PUBLIC_ROUTES.projects}?status=`;

export const projectsLoader = async ({ request, context }: LoaderFunctionArgs): Promise<unknown> => {
  const params = new URL(request.url).searchParams;
  const reads = readsOf(context);
  if (!PROJECT_FILTER_KEYS.some((k) => params.has(k)) && pageParam(params.get('page')) < 2)
    return { view: 'overview', ...(await withPagePreview(reads, request, 'projects', reads.projects())) };
  const { filter, errors } = parseProjectFilter(params);
  // The choices that name something keep their counts; the page shows what was wrong with the rest.
  const firstPage = async () => (await reads.projectFilter({ filter, page: 1 }))!;
  if (errors.length) return data({ view: 'results', errors, ...(await firstPage()), projects: [] }, { status: 400 });
  const page = pageParam(params.get('page'));
  const result = await reads.projectFilter({ filter, page });
  if (!result || result.page > result.pageCount)
    return notFound({ view: 'results', errors: [], ...(await firstPage()), page, projects: [] });
  return { view: 'results', errors: [], ...result };
};

const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** "Ongoing healthcare projects with fire doors in Karnataka, started in 2021"; "All projects" without a choice. */
export const describeFilter = (filter: ProjectFilter) => {
  const words = [
    filter.status && PROJECT_STATUS_LABELS[filter.status],
    filter.industry && (filter.status ? lower(INDUSTRY_LABELS[filter.industry]) : INDUSTRY_LABELS[filter.industry]),
    filter.status || filter.industry ? 'projects' : 'Projects',
    filter.service && `with ${lower(SERVICE_LABELS[filter.service])}`,
    filter.state && `in ${filter.state}`,
  ].filter(Boolean);
  const text = words.join(' ') + (filter.year !== undefined ? `, started in ${filter.year}` : '');
  return words.length === 1 && filter.year === undefined ? 'All projects' : text;
};
