import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { usePage } from '../../api/content';
import { PageHero } from '../components/PageHero';
import { ProjectGrid } from '../components/Cards';
import { ResponsiveImage } from '../components/ResponsiveImage';
import { EmptyBlock } from '../components/States';
import { usePageMeta } from '../components/usePageMeta';
import { PortfolioGate } from '../portfolio/usePortfolio';
import { INDUSTRY_BLURBS, INDUSTRY_LABELS, coverOf, industryCounts, industryPath, ongoingPath, stateCounts, statePath } from '../portfolio/data';
import { ProjectsNav } from './ProjectsNav';

const StateTileMap = lazy(() => import('../portfolio/StateTileMap'));

/** /projects: figures, sectors, states (tile map of India), ongoing work and the latest projects. */
const ProjectsOverviewPage = () => {
  const { page } = usePage('projects');
  const title = page?.title ?? 'Projects';
  usePageMeta(title, page?.description);
  return (
    <>
      <PageHero title={title} lead={page?.heading} intro={page?.intro} />
      <ProjectsNav />
      <PortfolioGate>
        {({ clients, projects }) => {
          if (!projects.length) return <div className="pub-container pub-section"><EmptyBlock>No projects have been published yet.</EmptyBlock></div>;
          const states = [...stateCounts(projects)].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
          const ongoing = projects.filter((p) => p.site.site_ongoing);
          return (
            <>
              <section className="pub-section pub-section--tight">
                <div className="pub-container">
                  <dl className="pub-stats" aria-label="Portfolio in numbers">
                    <div><dt>Clients</dt><dd>{clients.length}</dd></div>
                    <div><dt>Projects</dt><dd>{projects.length}</dd></div>
                    <div><dt>Ongoing</dt><dd>{ongoing.length}</dd></div>
                    <div><dt>States</dt><dd>{states.length}</dd></div>
                  </dl>
                </div>
              </section>

              <section className="pub-section pub-section--alt" aria-labelledby="by-sector">
                <div className="pub-container">
                  <div className="pub-section__head">
                    <div>
                      <p className="pub-eyebrow">By sector</p>
                      <h2 id="by-sector">Projects by category</h2>
                    </div>
                  </div>
                  <div className="pub-grid">
                    {industryCounts(projects).map(({ industry, count }) => {
                      const sample = projects.find((p) => p.site.industry === industry && p.site.photos?.length);
                      return (
                        <Link key={industry} to={industryPath(industry)} className="pub-card pub-project">
                          <div className="pub-project__media">
                            {sample && <ResponsiveImage {...coverOf(sample.site)} alt="" sizes="(min-width: 1100px) 360px, 92vw" />}
                          </div>
                          <div className="pub-card__body">
                            <h3 className="pub-card__title">{INDUSTRY_LABELS[industry]}</h3>
                            <p className="pub-card__meta">{INDUSTRY_BLURBS[industry]}</p>
                            <p className="pub-card__kicker">{count} {count === 1 ? 'project' : 'projects'}</p>
                          </div>
                        </Link>
                      );
                    })}
                  </div>
                </div>
              </section>

              <section className="pub-section" aria-labelledby="by-state">
                <div className="pub-container pub-split">
                  <div>
                    <p className="pub-eyebrow">Across India</p>
                    <h2 id="by-state">Projects by state</h2>
                    <ul className="pub-statelist">
                      {states.map(([state, count]) => (
                        <li key={state}>
                          <Link to={statePath(state)}>{state}</Link>
                          <span>{count}</span>
                        </li>
                      ))}
                    </ul>
                  </div>
                  <Suspense fallback={<div className="pub-skeleton" aria-hidden="true" />}>
                    <StateTileMap counts={new Map(states)} />
                  </Suspense>
                </div>
              </section>

              <section className="pub-section pub-section--alt" aria-labelledby="ongoing">
                <div className="pub-container">
                  <div className="pub-section__head">
                    <div>
                      <p className="pub-eyebrow">Underway</p>
                      <h2 id="ongoing">Ongoing projects</h2>
                    </div>
                    <Link to={ongoingPath('all')} className="pub-link-arrow">
                      All ongoing projects ({ongoing.length})
                    </Link>
                  </div>
                  {ongoing.length ? <ProjectGrid projects={ongoing.slice(0, 3)} /> : <EmptyBlock>No projects are underway right now.</EmptyBlock>}
                </div>
              </section>

              <section className="pub-section">
                <div className="pub-container">
                  <div className="pub-section__head">
                    <div>
                      <p className="pub-eyebrow">Latest</p>
                      <h2>Recently completed</h2>
                    </div>
                    <Link to="/projects/clients" className="pub-link-arrow">
                      Browse by client
                    </Link>
                  </div>
                  <ProjectGrid projects={projects.filter((p) => !p.site.site_ongoing).slice(0, 6)} />
                </div>
              </section>
            </>
          );
        }}
      </PortfolioGate>
    </>
  );
};

export default ProjectsOverviewPage;
