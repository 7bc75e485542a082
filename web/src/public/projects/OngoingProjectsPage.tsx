import { Link, NavLink, useParams } from 'react-router';
import { INDUSTRIES } from '@portfolio/contract';
import { ProjectGrid } from '../components/Cards';
import { PageHero } from '../components/PageHero';
import { EmptyBlock, NotFound } from '../components/States';
import { usePageMeta } from '../components/usePageMeta';
import { PortfolioGate } from '../portfolio/usePortfolio';
import { INDUSTRY_LABELS, ongoingPath, parseOngoingId, siteState, type OngoingFilter, type Project } from '../portfolio/data';
import { ProjectsNav } from './ProjectsNav';

/**
 * /projects/ongoing/{id}: projects underway. The id chooses the scope:
 *   'all'                       every ongoing project (the link the site uses),
 *   an industry ('healthcare')  ongoing projects of that category,
 *   a state slug ('tamil-nadu') ongoing projects in that state.
 * Anything else is "not found".
 */
const matches = (filter: OngoingFilter, p: Project) =>
  p.site.site_ongoing &&
  (filter.kind === 'all' || (filter.kind === 'industry' ? p.site.industry === filter.industry : siteState(p.site) === filter.state));

const scopeLabel = (filter: OngoingFilter) =>
  filter.kind === 'all' ? '' : filter.kind === 'industry' ? ` – ${INDUSTRY_LABELS[filter.industry]}` : ` in ${filter.state}`;

const OngoingProjectsPage = () => {
  const { id } = useParams();
  const filter = parseOngoingId(id);
  const title = filter ? `Ongoing projects${scopeLabel(filter)}` : 'Not found';
  usePageMeta(title, filter ? `Projects we are building right now${scopeLabel(filter)}.` : undefined);
  if (!filter) return <NotFound message={<>“{id}” is not a category or state we list ongoing projects for.</>} backTo={ongoingPath('all')} backLabel="See all ongoing projects" />;
  return (
    <>
      <PageHero
        compact
        eyebrow={
          <nav className="pub-crumbs" aria-label="Breadcrumb">
            <Link to="/projects">Projects</Link> / Ongoing
          </nav>
        }
        title={title}
        intro={`Sites our teams are working on right now: ${
          filter.kind === 'all' ? 'every sector and state' : filter.kind === 'industry' ? `the ${INDUSTRY_LABELS[filter.industry].toLowerCase()} sector` : filter.state
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
          <PortfolioGate>
            {({ projects }) => {
              const here = projects.filter((p) => matches(filter, p));
              return here.length ? (
                <>
                  <h2 className="pub-result-count">
                    {here.length} {here.length === 1 ? 'project' : 'projects'} underway
                  </h2>
                  <ProjectGrid projects={here} eagerFirst={3} />
                </>
              ) : (
                <EmptyBlock>No ongoing projects{scopeLabel(filter)} right now.</EmptyBlock>
              );
            }}
          </PortfolioGate>
        </div>
      </section>
    </>
  );
};

export default OngoingProjectsPage;
