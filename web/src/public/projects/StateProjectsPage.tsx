import { Link, useParams } from 'react-router';
import { stateFromSlug, stateSlug } from '@portfolio/contract';
import { ProjectGrid } from '../components/Cards';
import { PageHero } from '../components/PageHero';
import { EmptyBlock, NotFound } from '../components/States';
import { usePageMeta } from '../components/usePageMeta';
import { PortfolioGate } from '../portfolio/usePortfolio';
import { ongoingPath, siteState, stateDetailsPath } from '../portfolio/data';
import { ProjectsNav } from './ProjectsNav';

/** /projects/state/{slug} (e.g. tamil-nadu): every project in the state. */
const StateProjectsPage = () => {
  const { id } = useParams();
  const state = stateFromSlug(id ?? '');
  usePageMeta(
    state ? `Projects in ${state}` : 'State not found',
    state ? `Interiors, design-and-build and fire-door projects we have delivered in ${state}.` : undefined,
  );
  if (!state) return <NotFound title="State not found" message={<>“{id}” is not a state or union territory of India we know.</>} />;
  return (
    <>
      <PageHero
        compact
        eyebrow={
          <nav className="pub-crumbs" aria-label="Breadcrumb">
            <Link to="/projects">Projects</Link> / By state
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
          <PortfolioGate>
            {({ projects }) => {
              const here = projects.filter((p) => siteState(p.site) === state);
              return here.length ? (
                <>
                  <h2 className="pub-result-count">
                    {here.length} {here.length === 1 ? 'project' : 'projects'}
                  </h2>
                  <ProjectGrid projects={here} eagerFirst={3} />
                </>
              ) : (
                <EmptyBlock>
                  <p>We have no published projects in {state} yet.</p>
                  <p>
                    <Link to="/projects" className="pub-link-arrow">
                      See projects in other states
                    </Link>
                  </p>
                </EmptyBlock>
              );
            }}
          </PortfolioGate>
        </div>
      </section>
    </>
  );
};

export default StateProjectsPage;
