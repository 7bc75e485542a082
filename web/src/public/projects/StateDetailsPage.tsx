import { Link, useParams } from 'react-router';
import { formatIndianNumber, stateFromSlug, titleCase } from '@portfolio/contract';
import { PageHero } from '../components/PageHero';
import { ResponsiveImage } from '../components/ResponsiveImage';
import { EmptyBlock, NotFound } from '../components/States';
import { usePageMeta } from '../components/usePageMeta';
import { PortfolioGate } from '../portfolio/usePortfolio';
import { INDUSTRY_LABELS, clientPath, industryCounts, siteState, statePath, type PortfolioClient } from '../portfolio/data';
import { ProjectsNav } from './ProjectsNav';

/** /projects/state/details/{slug}: a state's summary: figures, projects by sector, clients and cities. */
const StateDetailsPage = () => {
  const { id } = useParams();
  const state = stateFromSlug(id ?? '');
  usePageMeta(state ? `${state} – Projects at a Glance` : 'State not found', state ? `Our work in ${state}: projects by sector, clients and cities.` : undefined);
  if (!state) return <NotFound title="State not found" message={<>“{id}” is not a state or union territory of India we know.</>} />;
  return (
    <>
      <PageHero
        compact
        eyebrow={
          <nav className="pub-crumbs" aria-label="Breadcrumb">
            <Link to="/projects">Projects</Link> / <Link to={statePath(state)}>{state}</Link>
          </nav>
        }
        title={`${state} at a glance`}
      >
        <Link className="pub-button pub-button--outline-light" to={statePath(state)}>
          See all projects in {state}
        </Link>
      </PageHero>
      <ProjectsNav />
      <PortfolioGate>
        {({ projects }) => {
          const here = projects.filter((p) => siteState(p.site) === state);
          if (!here.length)
            return (
              <section className="pub-section pub-section--tight">
                <div className="pub-container">
                  <EmptyBlock>We have no published projects in {state} yet.</EmptyBlock>
                </div>
              </section>
            );
          const ongoing = here.filter((p) => p.site.site_ongoing).length;
          const area = here.reduce((sum, p) => sum + (Number(p.site.area) || 0), 0);
          const sectors = industryCounts(here);
          const max = Math.max(1, ...sectors.map((s) => s.count));
          const clients = new Map<string, { client: PortfolioClient; count: number }>();
          for (const p of here) clients.set(p.client._id, { client: p.client, count: (clients.get(p.client._id)?.count ?? 0) + 1 });
          const cities = [...new Set(here.map((p) => titleCase(p.site.locations)).filter(Boolean))].sort();
          return (
            <>
              <section className="pub-section pub-section--tight">
                <div className="pub-container">
                  <dl className="pub-stats" aria-label={`${state} in numbers`}>
                    <div><dt>Projects</dt><dd>{here.length}</dd></div>
                    <div><dt>Ongoing</dt><dd>{ongoing}</dd></div>
                    <div><dt>Clients</dt><dd>{clients.size}</dd></div>
                    <div><dt>Sq ft delivered</dt><dd>{formatIndianNumber(area)}</dd></div>
                  </dl>
                </div>
              </section>
              <section className="pub-section pub-section--alt">
                <div className="pub-container pub-split">
                  <div>
                    <h2>Projects by sector</h2>
                    <ul className="pub-bars">
                      {sectors.map(({ industry, count }) => (
                        <li key={industry}>
                          <span>{INDUSTRY_LABELS[industry]}</span>
                          <span className="pub-bars__track" aria-hidden="true">
                            <span className="pub-bars__fill" style={{ display: 'block', width: `${(count / max) * 100}%` }} />
                          </span>
                          <b>{count}</b>
                        </li>
                      ))}
                    </ul>
                  </div>
                  <div>
                    <h2>Cities</h2>
                    <ul className="pub-pills">
                      {cities.map((c) => (
                        <li key={c}>
                          <span className="pub-badge pub-badge--inline">{c}</span>
                        </li>
                      ))}
                    </ul>
                  </div>
                </div>
              </section>
              <section className="pub-section">
                <div className="pub-container">
                  <h2>Clients in {state}</h2>
                  <div className="pub-grid pub-grid--clients">
                    {[...clients.values()].map(({ client, count }) => (
                      <Link key={client._id} to={clientPath(client.name)} className="pub-card pub-client">
                        <div className="pub-client__logo">
                          <ResponsiveImage src={client.coverPhoto} image={client.coverPhotoFormats} alt={`${titleCase(client.name)} logo`} sizes="84px" fallbackWidth={200} fallbackHeight={120} />
                        </div>
                        <div className="pub-client__text">
                          <h3 className="pub-card__title">{titleCase(client.name)}</h3>
                          <p className="pub-card__meta">
                            {count} {count === 1 ? 'project' : 'projects'} in {state}
                          </p>
                        </div>
                      </Link>
                    ))}
                  </div>
                </div>
              </section>
            </>
          );
        }}
      </PortfolioGate>
    </>
  );
};

export default StateDetailsPage;
