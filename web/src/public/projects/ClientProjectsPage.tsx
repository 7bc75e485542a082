import { Link } from 'react-router';
import { titleCase } from '@portfolio/contract';
import { ProjectGrid } from '../components/Cards';
import { PageHero } from '../components/PageHero';
import { ResponsiveImage } from '../components/ResponsiveImage';
import { EmptyBlock, ErrorBlock, LoadingBlock, NotFound } from '../components/States';
import { usePageMeta } from '../components/usePageMeta';
import { byRecency, clientDetailsPath, stateCounts } from '../portfolio/data';
import { useClientPage } from './useClientPage';

/** /projects/client/{name}: the client's projects as cards with their cover photos. */
const ClientProjectsPage = () => {
  const { name, client, notFound, error, isLoading, retry } = useClientPage();
  const display = client ? titleCase(client.name) : titleCase(name);
  const projects = (client?.sites ?? []).map((site) => ({ site, client: client! })).sort(byRecency);
  const states = [...stateCounts(projects).keys()].sort();
  usePageMeta(
    notFound ? 'Client not found' : `${display} – Projects`,
    client ? `${projects.length} ${projects.length === 1 ? 'project' : 'projects'} for ${display}${states.length ? ` in ${states.join(', ')}` : ''}.` : undefined,
  );

  if (notFound) return <NotFound title="Client not found" message={<>We have no client named “{name}”. It may have been renamed or removed.</>} backTo="/projects/clients" backLabel="See all clients" />;

  return (
    <>
      <PageHero
        compact
        eyebrow={
          <nav className="pub-crumbs" aria-label="Breadcrumb">
            <Link to="/projects">Projects</Link> / <Link to="/projects/clients">Clients</Link>
          </nav>
        }
        title={display}
        intro={client ? `${projects.length} ${projects.length === 1 ? 'project' : 'projects'}${states.length ? ` · ${states.join(', ')}` : ''}` : undefined}
      >
        {client && (
          <div className="pub-client-head">
            {client.coverPhoto && (
              <div className="pub-client-head__logo">
                <ResponsiveImage src={client.coverPhoto} image={client.coverPhotoFormats} alt={`${display} logo`} sizes="112px" priority fallbackWidth={200} fallbackHeight={150} />
              </div>
            )}
            <Link className="pub-button pub-button--outline-light" to={clientDetailsPath(client.name)}>
              Project details &amp; gallery
            </Link>
          </div>
        )}
      </PageHero>
      <section className="pub-section">
        <div className="pub-container">
          {isLoading ? (
            <LoadingBlock />
          ) : error ? (
            <ErrorBlock message="We could not load this client." onRetry={retry} />
          ) : projects.length ? (
            <>
              <h2 className="pub-visually-hidden">Projects</h2>
              <ProjectGrid projects={projects} showClient={false} eagerFirst={3} />
            </>
          ) : (
            <EmptyBlock>No projects have been published for this client yet.</EmptyBlock>
          )}
        </div>
      </section>
    </>
  );
};

export default ClientProjectsPage;
