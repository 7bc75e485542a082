import { Link, NavLink, useParams } from 'react-router';
import { INDUSTRIES, PUBLIC_ROUTES } from '@portfolio/contract';
import { ProjectGrid } from '../components/Cards';
import { PageHero } from '../components/PageHero';
import { Pager, pagerLinks } from '../components/Pager';
import { EmptyBlock, NotFound } from '../components/States';
import { Static } from '../components/Static';
import type { MetaArgs, PublicHandle } from '../head/head';
import {
  INDUSTRY_LABELS,
  ongoingPath,
  parseOngoingId,
  plural,
  type OngoingFilter,
  firstCover,
} from '../portfolio/data';
import { projectListLoader, useProjectList, type ProjectListPageData } from './projectList';
import { ProjectsNav } from './ProjectsNav';

/**
 * /projects/ongoing/{id}: projects underway. The id chooses the scope:
 *   'all'                       every ongoing project (the link the site uses),
 *   an industry ('healthcare')  ongoing projects of that category,
 *   a state slug ('tamil-nadu') ongoing projects in that state.
 * Anything else is "not found".
 */
const scopeLabel = (filter: OngoingFilter) =>
  filter.kind === 'all'
    ? ''
    : filter.kind === 'industry'
      ? ` – ${INDUSTRY_LABELS[filter.industry]}`
      : ` in ${filter.state}`;

export const loader = projectListLoader('ongoing');

export const handle: PublicHandle = {
  meta: ({ data, url }: MetaArgs<ProjectListPageData>) => {
    const filter = parseOngoingId(data.id);
    if (!filter || data.notFound)
      return { title: filter && data.page > data.pageCount ? 'Page not found' : 'Not found', noindex: true };
    const title = `Ongoing projects${scopeLabel(filter)}`;
    return {
      title: `${title}${data.page > 1 ? ` – Page ${data.page}` : ''}`,
      description: `Projects we are building right now${scopeLabel(filter)}: the client, location, sector and start year of each live site, with photos.`,
      image: firstCover(data.projects),
      crumbs: [
        { name: 'Projects', path: PUBLIC_ROUTES.projects },
        { name: title, path: ongoingPath(data.id) },
      ],
      ...pagerLinks(url, data.page, data.pageCount),
    };
  },
};

export const Component = () => {
  const { id } = useParams();
  const { projects, total, page, pageCount, notFound } = useProjectList();
  const filter = parseOngoingId(id);
  const title = filter ? `Ongoing projects${scopeLabel(filter)}` : 'Not found';
  if (!filter || notFound)
    return (
      <NotFound
        message={<>“{id}” is not a category or state we list ongoing projects for.</>}
        backTo={ongoingPath('all')}
        backLabel="See all ongoing projects"
      />
    );
  return (
    <Static>
      <PageHero
        compact
        eyebrow={
          <nav className="pub-crumbs" aria-label="Breadcrumb">
            <Link to={PUBLIC_ROUTES.projects}>Projects</Link> / Ongoing
          </nav>
        }
        title={title}
        intro={`Sites our teams are working on right now: ${
          filter.kind === 'all'
            ? 'every sector and state'
            : filter.kind === 'industry'
              ? `the ${INDUSTRY_LABELS[filter.industry].toLowerCase()} sector`
              : filter.state
        }. Choose a sector below, or a state from its project page.`}
      />
      <ProjectsNav />
      <section className="pub-section pub-section--tight">
        <div className="pub-container">
          <ul className="pub-pills" aria-label="Filter ongoing projects">
            <li>
              <NavLink to={ongoingPath('all')}>All</NavLink>
            </li>
            {INDUSTRIES.map((i) => (
              <li key={i}>
                <NavLink to={ongoingPath(i)}>{INDUSTRY_LABELS[i]}</NavLink>
              </li>
            ))}
          </ul>
          {total ? (
            <>
              <h2 className="pub-result-count">{plural(total, 'project')} underway</h2>
              <ProjectGrid projects={projects} eagerFirst={3} />
              <Pager page={page} pageCount={pageCount} label="Pages of ongoing projects" />
            </>
          ) : (
            <EmptyBlock>No ongoing projects{scopeLabel(filter)} right now.</EmptyBlock>
          )}
        </div>
      </section>
    </Static>
  );
};
