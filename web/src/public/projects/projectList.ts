import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { pageParam, type ProjectListData, type ProjectScope } from '@portfolio/contract';
import { notFound, readsOf } from '../data/reads';

export type ProjectListPageData = ProjectListData & { id: string; notFound?: true };

/**
 * The loader of a paginated project list (a state's, a sector's, the ongoing projects): the id
 * comes from the URL, `?page=` picks the page. An id that names nothing, or a page past the last,
 * is "not found" (404).
 */
export const projectListLoader =
  (scope: ProjectScope) =>
  async ({ params, request, context }: LoaderFunctionArgs) => {
    const id = (params.id ?? '').toLowerCase();
    const page = pageParam(new URL(request.url).searchParams.get('page'));
    const data = await readsOf(context).projectList({ scope, id, page });
    if (!data) return notFound({ id, projects: [], page, pageCount: 1, total: 0 });
    return data.page > data.pageCount ? notFound({ ...data, id }) : { ...data, id };
  };

export const useProjectList = () => useLoaderData() as ProjectListPageData;
