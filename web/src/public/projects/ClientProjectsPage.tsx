import { type Client, PUBLIC_ROUTES } from '@portfolio/contract';
import { Link } from 'react-router';
import { ProjectGrid } from '../components/Cards';
import { PageHero } from '../components/PageHero';
import { ResponsiveImage } from '../components/ResponsiveImage';
import { EmptyBlock, NotFound } from '../components/States';
import { Static } from '../components/Static';
import type { MetaArgs, PublicHandle } from '../head/head';
import {
  byRecency,
  clientDetailsPath,
  clientName,
  clientPath,
  firstCover,
  plural,
  projectPath,
  siteState,
  siteTitle,
} from '../portfolio/data';
import { clientLoaderFor, useClientPage, type ClientPageData } from './useClientPage';

/** /projects/client/{slug}: the client's projects as cards with their cover photos. */
export const loader = clientLoaderFor(clientPath);

const projectsOf = (client: Client) => client.sites.map((site) => ({ site, client })).sort(byRecency);
const statesOf = (client: Client) => [...new Set(client.sites.map(siteState).filter(Boolean))].sort();

export const handle: PublicHandle = {
  meta: ({ data, origin }: MetaArgs<ClientPageData>) => {
    const { client } = data;
    if (!client) return { title: 'Client not found', noindex: true };
    const display = clientName(client);
    const projects = projectsOf(client);
    const states = statesOf(client);
    return {
      title: `${display} – Projects`,
      description: `${plural(projects.length, 'project')} for ${display}${states.length ? ` in ${states.join(', ')}` : ''}: what we built, where and when, with photos of each site.`,
      image: firstCover(projects) ?? client.coverPhotoFormats,
      crumbs: [
        { name: 'Projects', path: PUBLIC_ROUTES.projects },
        { name: 'Clients', path: PUBLIC_ROUTES.clients },
        { name: display, path: clientPath(client) },
      ],
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'ItemList',
          name: `Projects for ${display}`,
          numberOfItems: projects.length,
          itemListElement: projects.map((p, i) => ({
            '@type': 'ListItem',
            position: i + 1,
            name: siteTitle(p.site),
            url: origin.replace(/\/+$/, '') + projectPath(client, p.site),
          })),
        },
      ],
    };
  },
};

export const Component = () => {
  const { name, client } = useClientPage();
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
  const projects = projectsOf(client);
  const states = statesOf(client);
  return (
    <Static>
      <PageHero
        compact
        eyebrow={
          <nav className="pub-crumbs" aria-label="Breadcrumb">
            <Link to={PUBLIC_ROUTES.projects}>Projects</Link> / <Link to={PUBLIC_ROUTES.clients}>Clients</Link>
          </nav>
        }
        title={display}
        intro={`${plural(projects.length, 'project')}${states.length ? ` · ${states.join(', ')}` : ''}`}
      >
        <div className="pub-client-head">
          {client.coverPhoto && (
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
          )}
          <Link className="pub-button pub-button--outline-light" to={clientDetailsPath(client)}>
            Project details &amp; gallery
          </Link>
        </div>
      </PageHero>
      <section className="pub-section">
        <div className="pub-container">
          {projects.length ? (
            <>
              <h2 className="pub-visually-hidden">Projects</h2>
              <ProjectGrid projects={projects} showClient={false} eagerFirst={3} />
            </>
          ) : (
            <EmptyBlock>No projects have been published for this client yet.</EmptyBlock>
          )}
        </div>
      </section>
    </Static>
  );
};
