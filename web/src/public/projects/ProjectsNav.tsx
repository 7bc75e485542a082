import { Link, NavLink } from 'react-router';
import { INDUSTRIES, PUBLIC_ROUTES } from '@portfolio/contract';
import { INDUSTRY_LABELS, industryPath, ongoingPath } from '../portfolio/data';

/**
 * Secondary navigation of the portfolio: overview, clients, ongoing, each sector. `filtered`: /projects with a query is
 * not the overview.
 */
export const ProjectsNav = ({ filtered = false }: { filtered?: boolean }) => (
  <nav className="pub-subnav" aria-label="Projects">
    <div className="pub-container">
      <ul className="pub-pills">
        <li>
          {filtered ? (
            <Link to={PUBLIC_ROUTES.projects}>Overview</Link>
          ) : (
            <NavLink to={PUBLIC_ROUTES.projects} end>
              Overview
            </NavLink>
          )}
        </li>
        <li>
          <NavLink to={PUBLIC_ROUTES.clients}>Clients</NavLink>
        </li>
        <li>
          <NavLink to={ongoingPath('all')}>Ongoing</NavLink>
        </li>
        {INDUSTRIES.map((i) => (
          <li key={i}>
            <NavLink to={industryPath(i)}>{INDUSTRY_LABELS[i]}</NavLink>
          </li>
        ))}
      </ul>
    </div>
  </nav>
);
