import { Link } from 'react-router';
import { formatIndianNumber } from '@portfolio/contract';
import { ResponsiveImage } from './ResponsiveImage';
import {
  clientName,
  clientPath,
  coverOf,
  industryLabel,
  projectPath,
  siteLocation,
  siteStatus,
  siteTitle,
  type ClientSummary,
  type Project,
} from '../portfolio/data';

const CARD_SIZES = '(min-width: 1100px) 360px, (min-width: 700px) 45vw, 92vw';

/**
 * A project (one site) with its cover photo; the whole card links to the project's own page.
 * `priority`: the page's largest picture (fetched first); `eager`: above the fold, not lazy.
 */
export const ProjectCard = ({
  project,
  showClient = true,
  priority = false,
  eager = false,
}: {
  project: Project;
  showClient?: boolean;
  priority?: boolean;
  eager?: boolean;
}) => {
  const { site, client } = project;
  const cover = coverOf(site);
  return (
    <article className="pub-card pub-project">
      <Link to={projectPath(client, site)} className="pub-project__link">
        <div className="pub-project__media">
          <ResponsiveImage
            {...cover}
            alt={`${siteTitle(site)} – ${clientName(client)}`}
            sizes={CARD_SIZES}
            priority={priority}
            {...(eager && !priority ? { loading: 'eager' as const } : {})}
          />
          <span className={`pub-badge ${site.site_ongoing ? 'pub-badge--live' : ''}`}>{siteStatus(site)}</span>
        </div>
        <div className="pub-card__body">
          <p className="pub-card__kicker">{industryLabel(site.industry)}</p>
          <h3 className="pub-card__title">{siteTitle(site)}</h3>
          {showClient && <p className="pub-card__meta">{clientName(client)}</p>}
          <p className="pub-card__meta">{siteLocation(site)}</p>
          <dl className="pub-facts">
            {site.area > 0 && (
              <div>
                <dt>Area</dt>
                <dd>{formatIndianNumber(site.area)} sq ft</dd>
              </div>
            )}
            {site.site_start > 0 && (
              <div>
                <dt>Started</dt>
                <dd>{site.site_start}</dd>
              </div>
            )}
          </dl>
        </div>
      </Link>
    </article>
  );
};

/** A client with its logo and number of projects; links to the client's projects. */
export const ClientCard = ({ client }: { client: ClientSummary }) => {
  const total = client.totalSites ?? 0;
  return (
    <Link to={clientPath(client)} className="pub-card pub-client">
      <div className="pub-client__logo">
        <ResponsiveImage
          src={client.coverPhoto}
          image={client.coverPhotoFormats}
          alt={`${clientName(client)} logo`}
          sizes="200px"
          fallbackWidth={200}
          fallbackHeight={120}
        />
      </div>
      <div className="pub-client__text">
        <h3 className="pub-card__title">{clientName(client)}</h3>
        <p className="pub-card__meta">
          {total} {total === 1 ? 'project' : 'projects'}
        </p>
      </div>
    </Link>
  );
};

export const ProjectGrid = ({
  projects,
  showClient = true,
  eagerFirst = 0,
}: {
  projects: Project[];
  showClient?: boolean;
  eagerFirst?: number;
}) => (
  <div className="pub-grid">
    {projects.map((p, i) => (
      // Only the first card's photo competes for bandwidth with high priority (the phone's LCP); the rest of the first
      // row is eager.
      <ProjectCard
        key={p.site._id}
        project={p}
        showClient={showClient}
        priority={i === 0 && eagerFirst > 0}
        eager={i < eagerFirst}
      />
    ))}
  </div>
);
