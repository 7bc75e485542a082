import { Link, useParams } from 'react-router';
import { isIndustry } from '@portfolio/contract';
import { ProjectGrid } from '../components/Cards';
import { PageHero } from '../components/PageHero';
import { EmptyBlock, NotFound } from '../components/States';
import { usePageMeta } from '../components/usePageMeta';
import { PortfolioGate } from '../portfolio/usePortfolio';
import { INDUSTRY_BLURBS, INDUSTRY_LABELS, stateCounts, statePath } from '../portfolio/data';
import { ProjectsNav } from './ProjectsNav';

/** /projects/{industry}: the projects of one category (educational, healthcare, bank, corporate, government). */
const CategoryProjectsPage = () => {
  const { id = '' } = useParams();
  const industry = id.toLowerCase();
  const known = isIndustry(industry);
  const label = known ? INDUSTRY_LABELS[industry] : '';
  usePageMeta(known ? `${label} Projects` : 'Category not found', known ? `${label} projects: ${INDUSTRY_BLURBS[industry].toLowerCase()} we have designed, built and fitted out across India.` : undefined);
  if (!known) return <NotFound title="Category not found" message={<>“{id}” is not one of our project categories.</>} />;
  return (
    <>
      <PageHero
        compact
        eyebrow={
          <nav className="pub-crumbs" aria-label="Breadcrumb">
            <Link to="/projects">Projects</Link> / By sector
          </nav>
        }
        title={`${label} projects`}
        intro={INDUSTRY_BLURBS[industry]}
      />
      <ProjectsNav />
      <section className="pub-section pub-section--tight">
        <div className="pub-container">
          <PortfolioGate>
            {({ projects }) => {
              const here = projects.filter((p) => p.site.industry === industry);
              if (!here.length) return <EmptyBlock>No {label.toLowerCase()} projects have been published yet.</EmptyBlock>;
              const states = [...stateCounts(here)].sort((a, b) => b[1] - a[1]);
              return (
                <>
                  <h2 className="pub-result-count">
                    {here.length} {here.length === 1 ? 'project' : 'projects'} in {states.length} {states.length === 1 ? 'state' : 'states'}
                  </h2>
                  <ul className="pub-pills" aria-label="States">
                    {states.map(([state, count]) => (
                      <li key={state}>
                        <Link to={statePath(state)}>
                          {state}
                          <span>{count}</span>
                        </Link>
                      </li>
                    ))}
                  </ul>
                  <ProjectGrid projects={here} eagerFirst={3} />
                </>
              );
            }}
          </PortfolioGate>
        </div>
      </section>
    </>
  );
};

export default CategoryProjectsPage;
