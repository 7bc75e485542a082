import { Link } from 'react-router';
import { INDUSTRY_LABELS, PUBLIC_ROUTES, SERVICE_LABELS, publicUrl } from '@portfolio/contract';
import type { ProjectsBlock as Data } from '@portfolio/contract';
import { ProjectGrid } from '../components/Cards';
import { BlockSection } from './BlockSection';

/** Where the block's "All … projects" goes: its service's filtered list, its sector's page, else all projects. */
const moreOf = (block: Data) => {
  if (block.source === 'service' && block.service) {
    const label = `All ${SERVICE_LABELS[block.service].toLowerCase()} projects`;
    return { to: publicUrl.serviceProjects(block.service), label };
  }
  if (block.source === 'sector' && block.sector) {
    const label = `All ${INDUSTRY_LABELS[block.sector].toLowerCase()} projects`;
    return { to: publicUrl.category(block.sector), label };
  }
  return { to: PUBLIC_ROUTES.projects, label: 'All projects' };
};

/** Project cards (chosen, or a service's or sector's newest with the chosen ones first) and a link to the rest. */
export const ProjectsBlock = ({ block }: { block: Data }) => {
  if (!block.projects.length) return null;
  const more = moreOf(block);
  return (
    <BlockSection id={block.id} kind="projects" title={block.title ?? 'Projects'} tone="alt">
      <ProjectGrid projects={block.projects} />
      <p className="pub-block__more">
        <Link to={more.to} className="pub-link-arrow">
          {more.label}
        </Link>
      </p>
    </BlockSection>
  );
};
