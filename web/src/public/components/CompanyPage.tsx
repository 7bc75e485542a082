import { Link } from 'react-router-dom';
import { usePage } from '../../api/content';
import { useClients } from '../../api/reads';
import { Markdown } from './Markdown';
import { PageHero } from './PageHero';
import { EmptyBlock, ErrorBlock, LoadingBlock } from './States';
import { usePageMeta } from './usePageMeta';
import { ProjectGrid } from './Cards';
import { allProjects, byRecency, type PortfolioClient } from '../portfolio/data';

const RecentProjects = () => {
  const { clients } = useClients();
  const recent = allProjects(clients as PortfolioClient[] | undefined).sort(byRecency).slice(0, 3);
  if (!recent.length) return null;
  return (
    <section className="pub-section pub-section--alt">
      <div className="pub-container">
        <div className="pub-section__head">
          <h2>Recent projects</h2>
          <Link to="/projects" className="pub-link-arrow">
            All projects
          </Link>
        </div>
        <ProjectGrid projects={recent} />
      </div>
    </section>
  );
};

/**
 * A company page (about-us, designandbuild, manufacturing, firedoors, career): its texts come from
 * the Strapi "Page" entry with this slug; `fallbackTitle` only shows until they arrive.
 */
export const CompanyPage = ({ slug, fallbackTitle, showProjects = false }: { slug: string; fallbackTitle: string; showProjects?: boolean }) => {
  const { page, error, isLoading, mutate } = usePage(slug);
  usePageMeta(page?.title ?? fallbackTitle, page?.description);
  const sections = (page?.sections ?? []).filter((s) => s.title || s.body);
  return (
    <>
      <PageHero title={page?.title ?? fallbackTitle} lead={page?.heading} intro={page?.intro} image={page?.hero} />
      <section className="pub-section">
        <div className="pub-container">
          {isLoading ? (
            <LoadingBlock cards={2} />
          ) : error ? (
            <ErrorBlock onRetry={() => mutate()} />
          ) : !page ? (
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
        </div>
      </section>
      {showProjects && <RecentProjects />}
    </>
  );
};
