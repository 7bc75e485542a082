import { useLoaderData } from 'react-router';
import type { MetaArgs, PublicHandle } from '../head/head';
import { firstCover, plural } from '../portfolio/data';
import { ProjectsOverview } from './ProjectsOverview';
import { ProjectFilterResults } from './ProjectFilterResults';
import { describeFilter, projectsLoader, type ProjectsPageData } from './projectFilter';
import './filter.css';

/** /projects: the overview, or with a query (the filter's GET form, ?page=) the matching projects. */
export const loader = projectsLoader;

export const handle: PublicHandle = {
  meta: ({ data }: MetaArgs<ProjectsPageData>) => {
    if (data.view === 'overview')
      return {
        title: data.page?.title ?? 'Projects',
        description: data.page?.description,
        image: data.page?.shareImage ?? data.page?.hero ?? firstCover(data.completed),
        crumbs: [{ name: data.page?.title ?? 'Projects', path: '/projects' }],
      };
    if (data.notFound) return { title: 'Page not found', noindex: true };
    const title = describeFilter(data.filter);
    // Filtered lists are for people: search engines index the overview, the state, sector and client pages.
    return {
      title: `${title}${data.page > 1 ? ` – Page ${data.page}` : ''}`,
      description: `${title}: ${plural(data.total, 'project')} with photos, location, sector and scope – interiors, design and build, manufacturing and fire doors.`,
      image: firstCover(data.projects),
      noindex: true,
      crumbs: [{ name: 'Projects', path: '/projects' }],
    };
  },
};

export const Component = () => {
  const data = useLoaderData() as ProjectsPageData;
  return data.view === 'overview' ? <ProjectsOverview data={data} /> : <ProjectFilterResults data={data} />;
};
