import { Link } from 'react-router';
import { ProjectGrid } from '../components/Cards';
import { PageHero } from '../components/PageHero';
import { Pager } from '../components/Pager';
import { EmptyBlock, NotFound } from '../components/States';
import { plural } from '../portfolio/data';
import { ProjectFilterForm } from './ProjectFilterForm';
import { ProjectsNav } from './ProjectsNav';
import { ALL_PROJECTS, describeFilter, type ProjectsPageData } from './projectFilter';

type Results = Extract<ProjectsPageData, { view: 'results' }>;

/** /projects?…: the filter with the choices made, the matching projects a page at a time. */
export const ProjectFilterResults = ({ data }: { data: Results }) => {
  const { filter, options, projects, total, page, pageCount, errors, notFound } = data;
  if (notFound) return <NotFound message={<>There is no page {page} of these projects.</>} backTo={ALL_PROJECTS} backLabel="See all projects" />;
  const title = describeFilter(filter);
  return (
    <>
      <PageHero
        compact
        eyebrow={
          <nav className="pub-crumbs" aria-label="Breadcrumb">
            <Link to="/projects">Projects</Link> / Find a project
          </nav>
        }
        title={title}
      />
      <ProjectsNav filtered />
      <ProjectFilterForm options={options} filter={filter} total={total} />
      <section className="pub-section pub-section--tight" aria-labelledby="results-count">
        <div className="pub-container">
          {errors.length ? (
            <div className="pub-notice pub-notice--error" role="alert">
              <p>
                <strong>We could not use this search.</strong> {errors.join(' ')}
              </p>
              <p>Choose from the lists above.</p>
            </div>
          ) : total ? (
            <>
              <h2 id="results-count" className="pub-result-count" aria-live="polite">
                {plural(total, 'project')}
                {pageCount > 1 && <span className="pub-result-count__page"> · page {page} of {pageCount}</span>}
              </h2>
              <ProjectGrid projects={projects} eagerFirst={3} />
              <Pager page={page} pageCount={pageCount} label="Pages of projects" />
            </>
          ) : (
            <EmptyBlock>
              <h2 id="results-count">No projects match these choices</h2>
              <p>Try fewer choices: remove one above, or</p>
              <p>
                <Link to={ALL_PROJECTS} className="pub-link-arrow">
                  see all projects
                </Link>
              </p>
            </EmptyBlock>
          )}
        </div>
      </section>
    </>
  );
};
