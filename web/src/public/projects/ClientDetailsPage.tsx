import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import {
  formatIndianNumber,
  PUBLIC_ROUTES,
  siteDuration,
  titleCase,
  type Client,
  type Site,
} from '@portfolio/contract';
import { PageHero } from '../components/PageHero';
import { ResponsiveImage } from '../components/ResponsiveImage';
import { EmptyBlock, NotFound } from '../components/States';
import { Static } from '../components/Static';
import type { MetaArgs, PublicHandle } from '../head/head';
import { Gallery } from '../portfolio/Gallery';
import {
  byRecency,
  clientDetailsPath,
  clientName,
  clientPath,
  industryLabel,
  projectPath,
  industryPath,
  plural,
  siteState,
  siteStatus,
  siteTitle,
  statePath,
  type PortfolioSite,
} from '../portfolio/data';
import { clientLoaderFor, useClientPage, type ClientPageData } from './useClientPage';

const SiteDetail = ({ site, client }: { site: PortfolioSite; client: Client }) => {
  const title = siteTitle(site);
  const state = siteState(site);
  return (
    <article className="pub-site" id={`site-${site._id}`} aria-labelledby={`site-${site._id}-title`}>
      <Static>
        <div className="pub-site__info">
          <div>
            <span className={`pub-badge pub-badge--inline${site.site_ongoing ? ' pub-badge--live' : ''}`}>
              {siteStatus(site)}
            </span>
          </div>
          <h2 id={`site-${site._id}-title`}>
            <Link to={projectPath(client, site)}>{title}</Link>
          </h2>
          {site.description && <p className="pub-site__desc">{site.description}</p>}
          <dl className="pub-deflist">
            {site.locations && (
              <div>
                <dt>Location</dt>
                <dd>{titleCase(site.locations)}</dd>
              </div>
            )}
            {state && (
              <div>
                <dt>State</dt>
                <dd>
                  <Link to={statePath(state)}>{state}</Link>
                </dd>
              </div>
            )}
            <div>
              <dt>Sector</dt>
              <dd>
                <Link to={industryPath(site.industry)}>{industryLabel(site.industry)}</Link>
              </dd>
            </div>
            {site.project_scope && (
              <div>
                <dt>Project scope</dt>
                <dd>{site.project_scope}</dd>
              </div>
            )}
            {site.area > 0 && (
              <div>
                <dt>Area</dt>
                <dd>{formatIndianNumber(site.area)} sq ft</dd>
              </div>
            )}
            {site.site_start > 0 && (
              <div>
                <dt>Duration</dt>
                <dd>{siteDuration(site)}</dd>
              </div>
            )}
          </dl>
        </div>
      </Static>
      <div className="pub-site__media">
        <Gallery site={site} title={title} />
        {site.video && (
          <video
            className="pub-video"
            src={site.video}
            controls
            preload="metadata"
            playsInline
            aria-label={`${title} video`}
            style={{ marginTop: site.photos?.length ? 12 : 0 }}
          />
        )}
      </div>
    </article>
  );
};

/** /projects/client/details/{slug}: every site of the client with its details, photo gallery (lightbox) and video. */
export const loader = clientLoaderFor(clientDetailsPath);

const sitesOf = (sites: Site[]) =>
  sites
    .map((site) => ({ site }))
    .sort(byRecency)
    .map((p) => p.site);

export const handle: PublicHandle = {
  meta: ({ data }: MetaArgs<ClientPageData>) => {
    const { client } = data;
    if (!client) return { title: 'Client not found', noindex: true };
    const display = clientName(client);
    const sites = sitesOf(client.sites);
    return {
      title: `${display} – Project Details`,
      description: `Photos, video and key facts of our ${sites.length === 1 ? 'project' : `${sites.length} projects`} for ${display}: location, area, sector, scope and dates.`,
      image: sites.find((s) => s.photoFormats?.[0])?.photoFormats?.[0] ?? client.coverPhotoFormats,
      crumbs: [
        { name: 'Projects', path: PUBLIC_ROUTES.projects },
        { name: 'Clients', path: PUBLIC_ROUTES.clients },
        { name: display, path: clientPath(client) },
        { name: 'Project details', path: clientDetailsPath(client) },
      ],
    };
  },
};

export const Component = () => {
  const { name, client } = useClientPage();
  const { hash } = useLocation();

  // Links from project cards point at #site-{id}: scroll there once the sites have rendered.
  useEffect(() => {
    if (client && hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.();
  }, [client, hash]);

  if (!client)
    return (
      <NotFound
        title="Client not found"
        message={<>We have no client named “{name}”. It may have been renamed or removed.</>}
        backTo={PUBLIC_ROUTES.clients}
        backLabel="See all clients"
      />
    );
  const display = clientName(client);
  const sites = sitesOf(client.sites);

  return (
    <>
      <Static>
        <PageHero
          compact
          eyebrow={
            <nav className="pub-crumbs" aria-label="Breadcrumb">
              <Link to={PUBLIC_ROUTES.projects}>Projects</Link> / <Link to={PUBLIC_ROUTES.clients}>Clients</Link> /{' '}
              <Link to={clientPath(client)}>{display}</Link>
            </nav>
          }
          title={display}
          intro={`Project details · ${plural(sites.length, 'site')}`}
        >
          {client.coverPhoto && (
            <div className="pub-client-head">
              <div className="pub-client-head__logo">
                <ResponsiveImage
                  src={client.coverPhoto}
                  image={client.coverPhotoFormats}
                  alt={`${display} logo`}
                  sizes="112px"
                  loading="eager"
                  fallbackWidth={200}
                  fallbackHeight={150}
                />
              </div>
            </div>
          )}
        </PageHero>
      </Static>
      <section className="pub-section">
        <div className="pub-container">
          {sites.length ? (
            sites.map((site) => <SiteDetail key={site._id} site={site} client={client} />)
          ) : (
            <EmptyBlock>No projects have been published for this client yet.</EmptyBlock>
          )}
        </div>
      </section>
    </>
  );
};
