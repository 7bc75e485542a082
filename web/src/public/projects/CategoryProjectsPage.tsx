import { Link, useParams } from 'react-router';
import { isIndustry, PUBLIC_ROUTES } from '@portfolio/contract';
import { ProjectGrid } from '../components/Cards';
import { PageHero } from '../components/PageHero';
import { Pager, pagerLinks } from '../components/Pager';
import { EmptyBlock, NotFound } from '../components/States';
import { Static } from '../components/Static';
import type { MetaArgs, PublicHandle } from '../head/head';
import { INDUSTRY_BLURBS, INDUSTRY_LABELS, industryPath, plural, statePath, firstCover } from '../portfolio/data';
import { projectListLoader, useProjectList, type ProjectListPageData } from './projectList';
import { ProjectsNav } from './ProjectsNav';
import { CapabilityLink } from '../components/CapabilityLink';

/**
 * /projects/{industry}: the projects of one category (educational, healthcare, bank, corporate, government), a page at
 * a time.
 */
export const loader = projectListLoader('industry');

export const handle: PublicHandle = {
  meta: ({ data, url }: MetaArgs<ProjectListPageData>) => {
    if (!isIndustry(data.id) || data.notFound)
      return {
        title: isIndustry(data.id) && data.page > data.pageCount ? 'Page not found' : 'Category not found',
        noindex: true,
      };
    const label = INDUSTRY_LABELS[data.id];
    return {
      title: `${label} Projects${data.page > 1 ? ` – Page ${data.page}` : ''}`,
      description: `${label} projects: ${INDUSTRY_BLURBS[data.id].toLowerCase()} we have designed, built and fitted out across India.`,
      image: firstCover(data.projects),
      crumbs: [
        { name: 'Projects', path: PUBLIC_ROUTES.projects },
        { name: `${label} projects`, path: industryPath(data.id) },
      ],
      ...pagerLinks(url, data.page, data.pageCount),
    };
  },
};

export const Component = () => {
  const { id = '' } = useParams();
  const { projects, total, page, pageCount, states = [], notFound } = useProjectList();
  const industry = id.toLowerCase();
  if (!isIndustry(industry) || (notFound && page <= pageCount))
    return <NotFound title="Category not found" message={<>“{id}” is not one of our project categories.</>} />;
  const label = INDUSTRY_LABELS[industry];
  if (notFound)
    return (
      <NotFound
        message={
          <>
            There is no page {page} of our {label.toLowerCase()} projects.
          </>
        }
        backTo={industryPath(industry)}
        backLabel={`See ${label.toLowerCase()} projects`}
      />
    );
  return (
    <Static>
      <PageHero
        compact
        eyebrow={
          <nav className="pub-crumbs" aria-label="Breadcrumb">
            <Link to={PUBLIC_ROUTES.projects}>Projects</Link> / By sector
          </nav>
        }
        title={`${label} projects`}
        intro={INDUSTRY_BLURBS[industry]}
      />
      <ProjectsNav />
      <section className="pub-section pub-section--tight">
        <div className="pub-container">
          {!total ? (
            <EmptyBlock>No {label.toLowerCase()} projects have been published yet.</EmptyBlock>
          ) : (
            <>
              <h2 className="pub-result-count">
                {plural(total, 'project')} in {plural(states.length, 'state')}
              </h2>
              <ul className="pub-pills" aria-label="States">
                {states.map(({ key: state, count }) => (
                  <li key={state}>
                    <Link to={statePath(state)}>
                      {state}
                      <span>{count}</span>
                    </Link>
                  </li>
                ))}
              </ul>
              <ProjectGrid projects={projects} eagerFirst={3} />
              <Pager page={page} pageCount={pageCount} label={`Pages of ${label.toLowerCase()} projects`} />
            </>
          )}
          <CapabilityLink capability={industry} />
        </div>
      </section>
    </Static>
  );
};
