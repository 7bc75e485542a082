import {
  type CapabilityKey,
  type CompanyPageData,
  type CompanyPageSlug,
  PUBLIC_ROUTES,
  SERVICE_LABELS,
  publicUrl,
  serviceOfPage,
} from '@portfolio/contract';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { readsOf } from '../data/reads';
import type { MetaArgs, PublicHandle } from '../head/head';
import { Blocks } from '../blocks/Blocks';
import { faqJsonLd } from '../blocks/FaqBlock';
import { PageHero } from './PageHero';
import { PreviewBar, previewOf } from './PreviewBar';
import { EmptyBlock } from './States';
import { ProjectGrid } from './Cards';
import { Static } from './Static';
import { CapabilityLink } from './CapabilityLink';

/**
 * A company page (about-us, designandbuild, manufacturing, firedoors, career): its texts come from
 * the Strapi "Page" entry with this slug, built from its blocks (web/src/public/blocks); the service
 * pages also show the latest projects.
 * `companyPage(slug, fallbackTitle)` makes the route module parts of one such page; a service page
 * passes its `capability` key to link its capability statement (PDF).
 */
export const companyPage = (
  slug: CompanyPageSlug,
  fallbackTitle: string,
  extra?: React.ReactNode,
  capability?: CapabilityKey,
) => ({
  loader: ({ context, request }: LoaderFunctionArgs) => readsOf(context).page(slug, { preview: previewOf(request) }),
  handle: {
    meta: ({ data }: MetaArgs<CompanyPageData>) => {
      const jsonLd = faqJsonLd(data.page?.blocks);
      return {
        title: data.page?.title ?? fallbackTitle,
        description: data.page?.description,
        image: data.page?.shareImage ?? data.page?.hero,
        ...(jsonLd.length ? { jsonLd } : {}),
        // A Preview link's page stays out of search results.
        ...(data.preview ? { noindex: true } : {}),
      };
    },
  } satisfies PublicHandle,
  Component: () => <CompanyPage slug={slug} fallbackTitle={fallbackTitle} extra={extra} capability={capability} />,
});

/** `extra`: a page's own band after its texts (the fire-doors page links its test reports). */
const CompanyPage = ({
  slug,
  fallbackTitle,
  extra,
  capability,
}: {
  slug: string;
  fallbackTitle: string;
  extra?: React.ReactNode;
  capability?: CapabilityKey;
}) => {
  const { page, recent, preview } = useLoaderData() as CompanyPageData;
  // A service page's "All projects" is that service's projects (/projects?service=…), not the whole portfolio.
  const service = serviceOfPage(slug);
  return (
    <>
      <Static>
        <PreviewBar state={preview} />
        <PageHero title={page?.title ?? fallbackTitle} lead={page?.heading} intro={page?.intro} image={page?.hero} />
        {!page && (
          <section className="pub-section">
            <div className="pub-container">
              <EmptyBlock>This page has no content yet.</EmptyBlock>
            </div>
          </section>
        )}
      </Static>
      {page && <Blocks blocks={page.blocks ?? []} />}
      <Static>
        {capability && (
          <section className="pub-section">
            <div className="pub-container">
              <CapabilityLink capability={capability} />
            </div>
          </section>
        )}
        {extra}
        {/* A page with its own projects block shows those instead. */}
        {recent.length > 0 && !page?.blocks?.some((b) => b.__component === 'blocks.projects') && (
          <section className="pub-section pub-section--alt">
            <div className="pub-container">
              <div className="pub-section__head">
                <h2>Recent projects</h2>
                <Link
                  to={service ? publicUrl.serviceProjects(service) : PUBLIC_ROUTES.projects}
                  className="pub-link-arrow"
                >
                  {service ? `All ${SERVICE_LABELS[service].toLowerCase()} projects` : 'All projects'}
                </Link>
              </div>
              <ProjectGrid projects={recent} />
            </div>
          </section>
        )}
      </Static>
    </>
  );
};
