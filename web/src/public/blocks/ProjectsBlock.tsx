import { Link } from 'react-router';
import { PUBLIC_ROUTES, type ProjectsBlock as Data } from '@portfolio/contract';
import { ProjectGrid } from '../components/Cards';
import { BlockSection } from './BlockSection';

/** Project cards (chosen, or the newest of a service or sector) and a link to all projects. */
export const ProjectsBlock = ({ block }: { block: Data }) =>
  block.projects.length ? (
    <BlockSection id={block.id} kind="projects" title={block.title ?? 'Projects'} tone="alt">
      <ProjectGrid projects={block.projects} />
      <p className="pub-block__more">
        <Link to={PUBLIC_ROUTES.projects} className="pub-link-arrow">
          All projects
        </Link>
      </p>
    </BlockSection>
  ) : null;
