import { PUBLIC_ROUTES, projectFilterParams, type ProjectFilter } from '@portfolio/contract';
import { Link, useLoaderData } from 'react-router';
import type { MetaArgs, PublicHandle } from '../head/head';
import { firstCover, plural } from '../portfolio/data';
import { ProjectsOverview } from './ProjectsOverview';
import { ProjectFilterResults } from './ProjectFilterResults';
import { ProjectFilterForm } from './ProjectFilterForm';
import { ProjectsNav } from './ProjectsNav';
import { PageHero } from '../components/PageHero';
import { PreviewBar } from '../components/PreviewBar';
import { NotFound } from '../components/States';
import { ALL_PROJECTS, describeFilter, projectsLoader, type ProjectsPageData } from './projectFilter';
import { Static } from '../components/Static';
import './filter.css';

/** /projects: the overview, or with a query (the filter's GET form, ?page=) the matching projects. */
export const loader = projectsLoader;

const canonicalOf = (filter: ProjectFilter, page: number) => {
  const chosen = projectFilterParams(filter).toString();
  const base = chosen ? `${PUBLIC_ROUTES.projects}?${chosen}` : ALL_PROJECTS;
  return page > 1 ? `${base}&page=${page}` : base;
};

export const handle: PublicHandle = {
  meta: ({ data }: MetaArgs<ProjectsPageData>) => {
    if (data.view === 'overview')
      return {
        title: data.page?.title ?? 'Projects',
        description: data.page?.description,
        image: data.page?.shareImage ?? data.page?.hero ?? firstCover(data.completed),
        crumbs: [{ name: data.page?.title ?? 'Projects', path: PUBLIC_ROUTES.projects }],
        ...(data.preview ? { noindex: true } : {}),
      };
    if (data.notFound) return { title: 'Page not found', noindex: true };
    const title = describeFilter(data.filter);
    // Filtered lists are for people: search engines index the overview, the state, sector and client pages.
    return {
      title: `${title}${data.page > 1 ? ` – Page ${data.page}` : ''}`,
      description: `${title}: ${plural(data.total, 'project')} with photos, location, sector and scope – interiors, design and build, manufacturing and fire doors.`,
      image: firstCover(data.projects),
      noindex: true,
      // Its canonical URL: the filter's fields that are set, in the form's order (every field on "Any": ALL_PROJECTS).
      path: canonicalOf(data.filter, data.page),
      canonicalWithNoindex: true,
      crumbs: [{ name: 'Projects', path: PUBLIC_ROUTES.projects }],
    };
  },
};

/**
 * The hero, the navigation and the filter keep their places in both views, so a choice made with
 * JavaScript updates the page in place and the focus stays on the select.
 */
export const Component = () => {
  const data = useLoaderData() as ProjectsPageData;
  if (data.view === 'results' && data.notFound)
    return (
      <NotFound
        message={<>There is no page {data.page} of these projects.</>}
        backTo={ALL_PROJECTS}
        backLabel="See all projects"
      />
    );
  const overview = data.view === 'overview';
  const title = overview ? (data.page?.title ?? 'Projects') : describeFilter(data.filter);
  const crumbs = (
    <nav className="pub-crumbs" aria-label="Breadcrumb">
      <Link to={PUBLIC_ROUTES.projects}>Projects</Link> / Find a project
    </nav>
  );
  return (
    <>
      <Static>
        {overview && <PreviewBar state={data.preview} />}
        {overview ? (
          <PageHero title={title} lead={data.page?.heading} intro={data.page?.intro} />
        ) : (
          <PageHero compact eyebrow={crumbs} title={title} />
        )}
        <ProjectsNav filtered={!overview} />
      </Static>
      {(!overview || data.stats.projects > 0) && (
        <ProjectFilterForm
          options={data.options}
          filter={overview ? {} : data.filter}
          total={overview ? undefined : data.total}
        />
      )}
      <Static>{overview ? <ProjectsOverview data={data} /> : <ProjectFilterResults data={data} />}</Static>
    </>
  );
};
