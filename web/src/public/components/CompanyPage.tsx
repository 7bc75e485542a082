import { type CapabilityKey, type CompanyPageData, PUBLIC_ROUTES } from '@portfolio/contract';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { readsOf } from '../data/reads';
import type { MetaArgs, PublicHandle } from '../head/head';
import { Markdown } from './Markdown';
import { PageHero } from './PageHero';
import { EmptyBlock } from './States';
import { ProjectGrid } from './Cards';
import { CapabilityLink } from './CapabilityLink';

/**
 * A company page (about-us, designandbuild, manufacturing, firedoors, career): its texts come from
 * the Strapi "Page" entry with this slug, the service pages also show the latest projects.
 * `companyPage(slug, fallbackTitle)` makes the route module parts of one such page; a service page
 * passes its `capability` key to link its capability statement (PDF).
 */
export const companyPage = (slug: string, fallbackTitle: string, extra?: React.ReactNode, capability?: CapabilityKey) => ({
  loader: ({ context }: LoaderFunctionArgs) => readsOf(context).page(slug),
  handle: {
    meta: ({ data }: MetaArgs<CompanyPageData>) => ({ title: data.page?.title ?? fallbackTitle, description: data.page?.description, image: data.page?.shareImage ?? data.page?.hero }),
  } satisfies PublicHandle,
  Component: () => <CompanyPage fallbackTitle={fallbackTitle} extra={extra} capability={capability} />,
});

/** `extra`: a page's own band after its texts (the fire-doors page links its test reports). */
const CompanyPage = ({ fallbackTitle, extra, capability }: { fallbackTitle: string; extra?: React.ReactNode; capability?: CapabilityKey }) => {
  const { page, recent } = useLoaderData() as CompanyPageData;
  const sections = (page?.sections ?? []).filter((s) => s.title || s.body);
  return (
    <>
      <PageHero title={page?.title ?? fallbackTitle} lead={page?.heading} intro={page?.intro} image={page?.hero} />
      <section className="pub-section">
        <div className="pub-container">
          {!page ? (
            <EmptyBlock>This page has no content yet.</EmptyBlock>
          ) : sections.length ? (
            <div className="pub-prose-sections">
              {sections.map((s, i) => (
                <article key={s.id ?? i} className="pub-prose-section">
                  <div className="pub-prose-section__head">
                    <span className="pub-prose-section__num" aria-hidden="true">
                      {String(i + 1).padStart(2, '0')}
                    </span>
                    {s.title && <h2>{s.title}</h2>}
                  </div>
                  <Markdown className="pub-prose" text={s.body} />
                </article>
              ))}
            </div>
          ) : null}
          {capability && <CapabilityLink capability={capability} />}
        </div>
      </section>
      {extra}
      {recent.length > 0 && (
        <section className="pub-section pub-section--alt">
          <div className="pub-container">
            <div className="pub-section__head">
              <h2>Recent projects</h2>
              <Link to={PUBLIC_ROUTES.projects} className="pub-link-arrow">
                All projects
              </Link>
            </div>
            <ProjectGrid projects={recent} />
          </div>
        </section>
      )}
    </>
  );
};
