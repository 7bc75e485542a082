import { Link } from 'react-router';
import { ProjectGrid } from '../components/Cards';
import { Pager } from '../components/Pager';
import { EmptyBlock } from '../components/States';
import { plural } from '../portfolio/data';
import { ALL_PROJECTS, type ProjectsPageData } from './projectFilter';

type Results = Extract<ProjectsPageData, { view: 'results' }>;

/** /projects?…, below the filter: the matching projects a page at a time, or what was wrong with the query. */
export const ProjectFilterResults = ({ data }: { data: Results }) => {
  const { projects, total, page, pageCount, errors } = data;
  return (
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
              {pageCount > 1 && (
                <span className="pub-result-count__page">
                  {' '}
                  · page {page} of {pageCount}
                </span>
              )}
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
  );
};
