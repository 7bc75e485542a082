import { Link } from 'react-router';
import type { ProjectsOverviewData } from '@portfolio/contract';
import { ProjectGrid } from '../components/Cards';
import { Section } from '../components/Section';
import { ResponsiveImage } from '../components/ResponsiveImage';
import { EmptyBlock } from '../components/States';
import StateTileMap from '../portfolio/StateTileMap';
import { INDUSTRY_BLURBS, INDUSTRY_LABELS, coverOf, industryPath, ongoingPath, statePath } from '../portfolio/data';
import { ALL_PROJECTS } from './projectFilter';

/**
 * /projects without a query, below the filter: figures, sectors, states (tile map of India), ongoing work and the
 * latest projects.
 */
export const ProjectsOverview = ({ data }: { data: ProjectsOverviewData }) => {
  const { stats, industries, states, ongoing, completed } = data;
  return (
    <>
      {!stats.projects ? (
        <div className="pub-container pub-section">
          <EmptyBlock>No projects have been published yet.</EmptyBlock>
        </div>
      ) : (
        <>
          <section className="pub-section pub-section--tight">
            <div className="pub-container">
              <dl className="pub-stats" aria-label="Portfolio in numbers">
                <div>
                  <dt>Clients</dt>
                  <dd>{stats.clients}</dd>
                </div>
                <div>
                  <dt>Projects</dt>
                  <dd>{stats.projects}</dd>
                </div>
                <div>
                  <dt>Ongoing</dt>
                  <dd>{stats.ongoing}</dd>
                </div>
                <div>
                  <dt>States</dt>
                  <dd>{stats.states}</dd>
                </div>
              </dl>
            </div>
          </section>

          <Section id="by-sector" eyebrow="By sector" title="Projects by category" alt>
            <div className="pub-grid">
              {industries.map(({ industry, count, sample }) => {
                return (
                  <Link key={industry} to={industryPath(industry)} className="pub-card pub-project">
                    <div className="pub-project__media">
                      {sample && (
                        <ResponsiveImage {...coverOf(sample.site)} alt="" sizes="(min-width: 1100px) 360px, 92vw" />
                      )}
                    </div>
                    <div className="pub-card__body">
                      <h3 className="pub-card__title">{INDUSTRY_LABELS[industry]}</h3>
                      <p className="pub-card__meta">{INDUSTRY_BLURBS[industry]}</p>
                      <p className="pub-card__kicker">
                        {count} {count === 1 ? 'project' : 'projects'}
                      </p>
                    </div>
                  </Link>
                );
              })}
            </div>
          </Section>

          <section className="pub-section" aria-labelledby="by-state">
            <div className="pub-container pub-split">
              <div>
                <p className="pub-eyebrow">Across India</p>
                <h2 id="by-state">Projects by state</h2>
                <ul className="pub-statelist">
                  {states.map(({ key: state, count }) => (
                    <li key={state}>
                      <Link to={statePath(state)}>{state}</Link>
                      <span>{count}</span>
                    </li>
                  ))}
                </ul>
              </div>
              <StateTileMap counts={new Map(states.map((s) => [s.key, s.count]))} />
            </div>
          </section>

          <Section
            id="ongoing"
            eyebrow="Underway"
            title="Ongoing projects"
            alt
            action={
              <Link to={ongoingPath('all')} className="pub-link-arrow">
                All ongoing projects ({stats.ongoing})
              </Link>
            }
          >
            {ongoing.length ? (
              <ProjectGrid projects={ongoing} />
            ) : (
              <EmptyBlock>No projects are underway right now.</EmptyBlock>
            )}
          </Section>

          <Section
            eyebrow="Latest"
            title="Recently completed"
            action={
              <Link to={ALL_PROJECTS} className="pub-link-arrow">
                All {stats.projects} projects
              </Link>
            }
          >
            <ProjectGrid projects={completed} />
          </Section>
        </>
      )}
    </>
  );
};
