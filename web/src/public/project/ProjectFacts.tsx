import { Link } from 'react-router';
import { SERVICE_LABELS, formatIndianNumber, siteDuration, titleCase, type Site } from '@portfolio/contract';
import { industryLabel, industryPath, siteState, statePath } from '../portfolio/data';

/** "2019 – 2021", "2020", "2024 – ongoing" (contract siteDuration); null without a start year. */
export const durationOf = (site: Site) => (site.site_start > 0 ? siteDuration(site) : null);

/** The key-facts bar of a project page: area (Indian grouping), duration, sector, services, location, status. */
export const ProjectFacts = ({ site, clientLink }: { site: Site; clientLink: React.ReactNode }) => {
  const state = siteState(site);
  const duration = durationOf(site);
  const facts: { label: string; value: React.ReactNode }[] = [
    { label: 'Client', value: clientLink },
    { label: 'Location', value: <>{site.locations ? `${titleCase(site.locations)}, ` : ''}{state ? <Link to={statePath(state)}>{state}</Link> : null}</> },
    { label: 'Sector', value: <Link to={industryPath(site.industry)}>{industryLabel(site.industry)}</Link> },
    ...(site.services?.length ? [{ label: 'Services', value: site.services.map((s) => SERVICE_LABELS[s]).join(', ') }] : []),
    ...(site.project_scope ? [{ label: 'Scope', value: site.project_scope }] : []),
    ...(site.area > 0 ? [{ label: 'Area', value: `${formatIndianNumber(site.area)} sq ft` }] : []),
    ...(duration ? [{ label: 'Duration', value: duration }] : []),
    { label: 'Status', value: site.site_ongoing ? 'Ongoing' : 'Completed' },
  ];
  return (
    <dl className="pub-project-facts">
      {facts.map((f) => (
        <div key={f.label}>
          <dt>{f.label}</dt>
          <dd>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
};
