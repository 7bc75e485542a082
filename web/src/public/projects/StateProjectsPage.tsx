import { Link, useParams } from 'react-router';
import { PUBLIC_ROUTES, stateFromSlug, stateSlug } from '@portfolio/contract';
import { ProjectGrid } from '../components/Cards';
import { PageHero } from '../components/PageHero';
import { Pager, pagerLinks } from '../components/Pager';
import { EmptyBlock, NotFound } from '../components/States';
import { Static } from '../components/Static';
import type { MetaArgs, PublicHandle } from '../head/head';
import { ongoingPath, plural, stateDetailsPath, statePath, firstCover } from '../portfolio/data';
import { projectListLoader, useProjectList, type ProjectListPageData } from './projectList';
import { ProjectsNav } from './ProjectsNav';

/** /projects/state/{slug} (e.g. tamil-nadu): the projects in the state, a page at a time. */
export const loader = projectListLoader('state');

export const handle: PublicHandle = {
  meta: ({ data, url }: MetaArgs<ProjectListPageData>) => {
    const state = stateFromSlug(data.id);
    if (!state || data.notFound)
      return { title: state && data.page > data.pageCount ? 'Page not found' : 'State not found', noindex: true };
    return {
      title: `Projects in ${state}${data.page > 1 ? ` – Page ${data.page}` : ''}`,
      description: `Interiors, design-and-build and fire-door projects we have delivered in ${state}.`,
      image: firstCover(data.projects),
      crumbs: [
        { name: 'Projects', path: PUBLIC_ROUTES.projects },
        { name: state, path: statePath(state) },
      ],
      ...pagerLinks(url, data.page, data.pageCount),
    };
  },
};

export const Component = () => {
  const { id } = useParams();
  const { projects, total, page, pageCount, notFound } = useProjectList();
  const state = stateFromSlug(id ?? '');
  if (!state || (notFound && page <= pageCount))
    return (
      <NotFound title="State not found" message={<>“{id}” is not a state or union territory of India we know.</>} />
    );
  if (notFound)
    return (
      <NotFound
        message={
          <>
            There is no page {page} of our projects in {state}.
          </>
        }
        backTo={statePath(state)}
        backLabel={`See projects in ${state}`}
      />
    );
  return (
    <Static>
      <PageHero
        compact
        eyebrow={
          <nav className="pub-crumbs" aria-label="Breadcrumb">
            <Link to={PUBLIC_ROUTES.projects}>Projects</Link> / By state
          </nav>
        }
        title={`Projects in ${state}`}
      >
        <div className="pub-actions">
          <Link className="pub-button pub-button--outline-light" to={stateDetailsPath(state)}>
            {state} at a glance
          </Link>
          <Link className="pub-button pub-button--outline-light" to={ongoingPath(stateSlug(state))}>
            Ongoing in {state}
          </Link>
        </div>
      </PageHero>
      <ProjectsNav />
      <section className="pub-section pub-section--tight">
        <div className="pub-container">
          {total ? (
            <>
              <h2 className="pub-result-count">{plural(total, 'project')}</h2>
              <ProjectGrid projects={projects} eagerFirst={3} />
              <Pager page={page} pageCount={pageCount} label={`Pages of projects in ${state}`} />
            </>
          ) : (
            <EmptyBlock>
              <p>We have no published projects in {state} yet.</p>
              <p>
                <Link to={PUBLIC_ROUTES.projects} className="pub-link-arrow">
                  See projects in other states
                </Link>
              </p>
            </EmptyBlock>
          )}
        </div>
      </section>
    </Static>
  );
};
