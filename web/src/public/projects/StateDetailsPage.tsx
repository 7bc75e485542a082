import { Link, useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router';
import { formatIndianNumber, PUBLIC_ROUTES, type StateDetailsData } from '@portfolio/contract';
import { PageHero } from '../components/PageHero';
import { ResponsiveImage } from '../components/ResponsiveImage';
import { EmptyBlock, NotFound } from '../components/States';
import { Static } from '../components/Static';
import { notFound, readsOf } from '../data/reads';
import type { MetaArgs, PublicHandle } from '../head/head';
import { INDUSTRY_LABELS, clientName, clientPath, plural, stateDetailsPath, statePath } from '../portfolio/data';
import { ProjectsNav } from './ProjectsNav';

type Data = StateDetailsData | { notFound: true };

/** /projects/state/details/{slug}: a state's summary: figures, projects by sector, its main clients and cities. */
export const loader = async ({ params, context }: LoaderFunctionArgs): Promise<unknown> =>
  (await readsOf(context).stateDetails((params.id ?? '').toLowerCase())) ?? notFound({});

export const handle: PublicHandle = {
  meta: ({ data }: MetaArgs<Data>) => {
    if ('notFound' in data) return { title: 'State not found', noindex: true };
    const { state } = data;
    return {
      title: `${state} – Projects at a Glance`,
      description: `Our work in ${state} at a glance: ${plural(data.projects, 'project')} for ${plural(data.clientCount, 'client')}, by sector, client and city, with photos.`,
      crumbs: [
        { name: 'Projects', path: PUBLIC_ROUTES.projects },
        { name: state, path: statePath(state) },
        { name: 'At a glance', path: stateDetailsPath(state) },
      ],
    };
  },
};

export const Component = () => {
  const { id } = useParams();
  const data = useLoaderData() as Data;
  if ('notFound' in data)
    return (
      <NotFound title="State not found" message={<>“{id}” is not a state or union territory of India we know.</>} />
    );
  const { state } = data;
  return (
    <Static>
      <PageHero
        compact
        eyebrow={
          <nav className="pub-crumbs" aria-label="Breadcrumb">
            <Link to={PUBLIC_ROUTES.projects}>Projects</Link> / <Link to={statePath(state)}>{state}</Link>
          </nav>
        }
        title={`${state} at a glance`}
      >
        <Link className="pub-button pub-button--outline-light" to={statePath(state)}>
          See all projects in {state}
        </Link>
      </PageHero>
      <ProjectsNav />
      {(() => {
        if (!data.projects)
          return (
            <section className="pub-section pub-section--tight">
              <div className="pub-container">
                <EmptyBlock>We have no published projects in {state} yet.</EmptyBlock>
              </div>
            </section>
          );
        const { ongoing, area, sectors, clients, clientCount, cities } = data;
        const max = Math.max(1, ...sectors.map((s) => s.count));
        return (
          <>
            <section className="pub-section pub-section--tight">
              <div className="pub-container">
                <dl className="pub-stats" aria-label={`${state} in numbers`}>
                  <div>
                    <dt>Projects</dt>
                    <dd>{data.projects}</dd>
                  </div>
                  <div>
                    <dt>Ongoing</dt>
                    <dd>{ongoing}</dd>
                  </div>
                  <div>
                    <dt>Clients</dt>
                    <dd>{clientCount}</dd>
                  </div>
                  <div>
                    <dt>Sq ft delivered</dt>
                    <dd>{formatIndianNumber(area)}</dd>
                  </div>
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
                          <span
                            className="pub-bars__fill"
                            style={{ display: 'block', width: `${(count / max) * 100}%` }}
                          />
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
                {clientCount > clients.length && (
                  <p>
                    The {clients.length} with the most projects here, of {clientCount}.{' '}
                    <Link to={statePath(state)}>See every project in {state}</Link>
                  </p>
                )}
                <div className="pub-grid pub-grid--clients">
                  {clients.map(({ client, count }) => (
                    <Link key={client._id} to={clientPath(client)} className="pub-card pub-client">
                      <div className="pub-client__logo">
                        <ResponsiveImage
                          src={client.coverPhoto}
                          image={client.coverPhotoFormats}
                          alt={`${clientName(client)} logo`}
                          sizes="84px"
                          fallbackWidth={200}
                          fallbackHeight={120}
                        />
                      </div>
                      <div className="pub-client__text">
                        <h3 className="pub-card__title">{clientName(client)}</h3>
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
      })()}
    </Static>
  );
};
