import { Link } from 'react-router';
import {
  SERVICE_LABELS,
  deliveryModelLabel,
  formatIndianNumber,
  placeName,
  siteDuration,
  titleCase,
  type Site,
} from '@portfolio/contract';
import { industryLabel, industryPath, siteState, statePath } from '../portfolio/data';

/** "2019 – 2021", "2020", "2024 – ongoing" (contract siteDuration); null without a start year. */
export const durationOf = (site: Site) => (site.site_start > 0 ? siteDuration(site) : null);

interface Fact {
  label: string;
  /** Plain text (JSON-LD, the share summary). */
  text: string;
  /** What the page shows, when it is more than the text (a link). */
  view?: React.ReactNode;
}

/**
 * A project's key facts in the order buyers read them: the contract value as a band
 * (never the figure), area in Indian grouping, duration, delivery model, sector, services,
 * location, green rating, safe man-hours. Facts not known are left out.
 */
export const keyFactsOf = (site: Site): Fact[] => {
  const state = siteState(site);
  const duration = durationOf(site);
  const place = placeName(site.locations, state);
  const facts: (Fact | false | null | undefined)[] = [
    site.valueBand ? { label: 'Contract value', text: site.valueBand } : null,
    site.area > 0 ? { label: 'Area', text: `${formatIndianNumber(site.area)} sq ft` } : null,
    duration ? { label: 'Duration', text: duration } : null,
    site.deliveryModel ? { label: 'Delivery model', text: deliveryModelLabel(site.deliveryModel) } : null,
    {
      label: 'Sector',
      text: industryLabel(site.industry),
      view: <Link to={industryPath(site.industry)}>{industryLabel(site.industry)}</Link>,
    },
    site.services?.length ? { label: 'Services', text: site.services.map((s) => SERVICE_LABELS[s]).join(', ') } : null,
    place
      ? {
          label: 'Location',
          text: place,
          view: (
            <>
              {site.locations ? `${titleCase(site.locations)}${state ? ', ' : ''}` : ''}
              {state ? <Link to={statePath(state)}>{state}</Link> : null}
            </>
          ),
        }
      : null,
    site.greenRating ? { label: 'Green rating', text: site.greenRating } : null,
    site.safeManHours != null && site.safeManHours > 0
      ? { label: 'Safe man-hours', text: formatIndianNumber(site.safeManHours) }
      : null,
  ];
  return facts.filter((f): f is Fact => !!f);
};

/** The bar the project page opens with. */
export const KeyFactsBar = ({ site }: { site: Site }) => (
  <section className="pub-keyfacts-band" aria-label="Key facts">
    <div className="pub-container">
      <dl className="pub-keyfacts">
        {keyFactsOf(site).map((f) => (
          <div key={f.label} className="pub-keyfacts__item">
            <dt>{f.label}</dt>
            <dd>{f.view ?? f.text}</dd>
          </div>
        ))}
      </dl>
    </div>
  </section>
);

/** The side panel beside the story: the client, the scope, the status and whether the client gives references. */
export const ProjectFacts = ({ site, clientLink }: { site: Site; clientLink: React.ReactNode }) => {
  const facts: { label: string; value: React.ReactNode }[] = [
    { label: 'Client', value: clientLink },
    ...(site.project_scope ? [{ label: 'Scope', value: site.project_scope }] : []),
    { label: 'Status', value: site.site_ongoing ? 'Ongoing' : 'Completed' },
    ...(site.referenceAllowed ? [{ label: 'Client reference', value: 'Available on request' }] : []),
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
