import { Link, redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import {
  CASE_STUDY_FIELDS,
  DRAFT_MESSAGES,
  PUBLIC_ROUTES,
  SERVICE_LABELS,
  type CaseStudyField,
  type ProjectPageData,
} from '@portfolio/contract';
import { ProjectGrid } from '../components/Cards';
import { ResponsiveImage } from '../components/ResponsiveImage';
import { NotFound } from '../components/States';
import { PreviewBar, previewOf } from '../components/PreviewBar';
import { contactHref } from '../contact/context';
import { notFound, readsOf } from '../data/reads';
import type { MetaArgs, PublicHandle } from '../head/head';
import { Gallery } from '../portfolio/Gallery';
import {
  clientName,
  clientPath,
  clientSlug,
  industryLabel,
  projectPath,
  siteLocation,
  siteSlug,
  siteState,
  siteStatus,
  siteTitle,
} from '../portfolio/data';
import { KeyFactsBar, ProjectFacts, durationOf, keyFactsOf } from './ProjectFacts';
import { Static } from '../components/Static';
import './project.css';

type Data = (ProjectPageData & { notFound?: undefined }) | { notFound: true; client?: undefined; site?: undefined };

/**
 * /projects/client/{client-slug}/{site-slug}: one project as a case study. Former slugs and names
 * answer 301 to the current URL; unknown ones 404.
 */
export const loader = async ({ params, context, request }: LoaderFunctionArgs) => {
  const clientId = (params.id ?? '').trim();
  const siteId = (params.site ?? '').trim();
  const found =
    clientId && siteId ? await readsOf(context).project(clientId, siteId, { preview: previewOf(request) }) : null;
  if (!found) return notFound({});
  const path = projectPath(found.client, found.site);
  if (clientId !== clientSlug(found.client) || siteId !== siteSlug(found.site))
    throw redirect(path + new URL(request.url).search, 301);
  return found;
};

const summaryOf = ({ client, site }: ProjectPageData) =>
  `${siteTitle(site)} for ${clientName(client)}: ${[site.project_scope, siteLocation(site)].filter(Boolean).join(' in ')}. ${siteStatus(site)}.`;

export const handle: PublicHandle = {
  meta: ({ data, origin }: MetaArgs<Data>) => {
    if (data.notFound) return { title: 'Project not found', noindex: true };
    const { client, site } = data;
    const title = siteTitle(site);
    const url = origin.replace(/\/+$/, '') + projectPath(client, site);
    return {
      // A draft's Preview link: never indexed (the server also answers it no-store, never cached).
      ...(data.preview ? { noindex: true } : {}),
      title: `${title} – ${clientName(client)}`,
      description: summaryOf(data),
      image: site.photoFormats?.[0] ?? client.coverPhotoFormats,
      crumbs: [
        { name: 'Projects', path: PUBLIC_ROUTES.projects },
        { name: clientName(client), path: clientPath(client) },
        { name: title, path: projectPath(client, site) },
      ],
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'CreativeWork',
          '@id': `${url}#project`,
          name: title,
          url,
          description: site.description || summaryOf(data),
          about: { '@type': 'Organization', name: clientName(client) },
          genre: industryLabel(site.industry),
          keywords: (site.services ?? []).map((s) => SERVICE_LABELS[s]).join(', ') || undefined,
          locationCreated: {
            '@type': 'Place',
            address: {
              '@type': 'PostalAddress',
              addressLocality: siteLocation(site).split(',')[0],
              addressRegion: siteState(site),
              addressCountry: 'IN',
            },
          },
          dateCreated: site.site_start > 0 ? String(site.site_start) : undefined,
          // The key facts: where schema.org has a property, in it; all of them, as the bar reads, in `abstract`.
          temporalCoverage:
            site.site_start > 0
              ? `${site.site_start}/${site.site_ongoing ? '..' : site.site_end ? new Date(site.site_end).getFullYear() : site.site_start}`
              : undefined,
          size: site.area > 0 ? { '@type': 'QuantitativeValue', value: site.area, unitText: 'sq ft' } : undefined,
          award: site.greenRating || undefined,
          abstract: keyFactsOf(site)
            .map((f) => `${f.label}: ${f.text}`)
            .join('; '),
          image: site.photos?.length
            ? site.photos.map((p) => (/^https?:/.test(p) ? p : origin.replace(/\/+$/, '') + p))
            : undefined,
          ...(data.testimonial
            ? {
                review: {
                  '@type': 'Review',
                  reviewBody: data.testimonial.desc,
                  author: { '@type': 'Person', name: data.testimonial.title },
                },
              }
            : {}),
        },
      ],
    };
  },
};

const CaseStudy = ({ data }: { data: ProjectPageData }) => {
  const sections = (Object.entries(CASE_STUDY_FIELDS) as [CaseStudyField, string][]).filter(([key]) =>
    data.site[key]?.trim(),
  );
  if (!sections.length) return null;
  return (
    <div className="pub-case">
      {sections.map(([key, label], i) => (
        <section key={key} className="pub-case__step" aria-labelledby={`case-${key}`}>
          <p className="pub-case__num" aria-hidden="true">
            {String(i + 1).padStart(2, '0')}
          </p>
          <h2 id={`case-${key}`}>{label}</h2>
          {data.site[key]!.split(/\n{2,}/).map((para, p) => (
            <p key={p}>{para}</p>
          ))}
        </section>
      ))}
    </div>
  );
};

export const Component = () => {
  const data = useLoaderData() as Data;
  if (data.notFound)
    return (
      <NotFound
        title="Project not found"
        message="This project may have been renamed or removed."
        backTo={PUBLIC_ROUTES.projects}
        backLabel="See all projects"
      />
    );
  const { client, site, related, testimonial, preview } = data;
  const title = siteTitle(site);
  const name = clientName(client);
  const state = siteState(site);
  const enquiry = contactHref({
    about: `A project like ${title}`,
    projectType: site.industry,
    state: state || undefined,
    from: projectPath(client, site),
  });
  return (
    <article className="pub-project-page">
      <Static>
        <PreviewBar state={preview} text={DRAFT_MESSAGES.previewBar} />
        <header className="pub-project-head">
          <div className="pub-container">
            <nav className="pub-project-head__crumbs" aria-label="Breadcrumb">
              <Link to={PUBLIC_ROUTES.projects}>Projects</Link> / <Link to={clientPath(client)}>{name}</Link>
            </nav>
            <div className="pub-project-head__row">
              <div>
                <p className="pub-eyebrow">
                  {industryLabel(site.industry)} · {siteStatus(site)}
                </p>
                <h1>{title}</h1>
                <p className="pub-project-head__lead">
                  {[site.project_scope, siteLocation(site)].filter(Boolean).join(' · ')}
                  {durationOf(site) ? ` · ${durationOf(site)}` : ''}
                </p>
              </div>
              {client.coverPhoto && (
                <Link
                  to={clientPath(client)}
                  className="pub-project-head__logo"
                  aria-label={`All projects for ${name}`}
                >
                  <ResponsiveImage
                    src={client.coverPhoto}
                    image={client.coverPhotoFormats}
                    alt={`${name} logo`}
                    sizes="120px"
                    fallbackWidth={200}
                    fallbackHeight={120}
                  />
                </Link>
              )}
            </div>
          </div>
        </header>

        <KeyFactsBar site={site} />
      </Static>

      <section className="pub-section pub-section--tight" aria-label="Photos">
        <div className="pub-container">
          {site.photos?.length ? (
            <Gallery
              site={site}
              title={title}
              variant="project"
              sizes={[
                '(min-width: 1200px) 590px, (min-width: 900px) 48vw, 92vw',
                '(min-width: 1200px) 290px, (min-width: 900px) 24vw, 30vw',
              ]}
            />
          ) : null}
        </div>
      </section>

      <Static>
        <section className="pub-section pub-section--tight">
          <div className="pub-container pub-project-body">
            <div className="pub-project-body__main">
              <h2 className="pub-visually-hidden">About the project</h2>
              {site.description && <p className="pub-project-body__desc">{site.description}</p>}
              <CaseStudy data={data} />
              {testimonial && (
                <figure className="pub-project-quote">
                  <blockquote>
                    <p>{testimonial.desc}</p>
                  </blockquote>
                  <figcaption>{testimonial.title}</figcaption>
                </figure>
              )}
              {site.video && (
                <video
                  className="pub-video"
                  src={site.video}
                  controls
                  preload="metadata"
                  playsInline
                  aria-label={`${title} video`}
                />
              )}
            </div>
            <aside className="pub-project-body__facts" aria-label="Project details">
              <ProjectFacts site={site} clientLink={<Link to={clientPath(client)}>{name}</Link>} />
              <Link className="pub-button" to={enquiry}>
                Discuss a similar project
              </Link>
            </aside>
          </div>
        </section>

        {related.length > 0 && (
          <section className="pub-section pub-section--alt" aria-labelledby="related-projects">
            <div className="pub-container">
              <div className="pub-section__head">
                <div>
                  <p className="pub-eyebrow">More work</p>
                  <h2 id="related-projects">Related projects</h2>
                </div>
                <Link to={clientPath(client)} className="pub-link-arrow">
                  All projects for {name}
                </Link>
              </div>
              <ProjectGrid projects={related} />
            </div>
          </section>
        )}
      </Static>
    </article>
  );
};
