import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { usePage } from '../../api/content';
import { useClients } from '../../api/reads';
import { PageHero } from '../components/PageHero';
import { usePageMeta } from '../components/usePageMeta';
import { allProjects, byRecency, coverOf, stateCounts, type PortfolioClient } from '../portfolio/data';

/* Everything below the fold is its own chunk, requested at once (in parallel with the data), so the
   home page's initial JavaScript stays small. */
const loadSections = () => import('../home/HomeSections');
const HomeSections = lazy(loadSections);
void loadSections();

/** The home page: hero and "why us" from the Strapi page "home", live portfolio figures, then the sections. */
const HomePage = () => {
  const { page } = usePage('home');
  const { clients: raw } = useClients();
  const clients = raw as PortfolioClient[] | undefined;
  const projects = allProjects(clients).sort(byRecency);
  const heroProject = projects.find((p) => p.site.photos?.length);
  usePageMeta(page?.title, page?.description);

  const stats = clients && [
    { label: 'Clients served', value: clients.length },
    { label: 'Projects delivered', value: projects.filter((p) => !p.site.site_ongoing).length },
    { label: 'Projects underway', value: projects.filter((p) => p.site.site_ongoing).length },
    { label: 'States', value: stateCounts(projects).size },
  ];
  const heroCover = heroProject && coverOf(heroProject.site);
  const cover = page?.hero ? { image: page.hero } : heroCover ? { image: heroCover.image, imageSrc: heroCover.src } : {};

  return (
    <>
      <PageHero home title={page?.heading ?? page?.title ?? ''} intro={page?.intro} {...cover}>
        <div className="pub-actions">
          <Link className="pub-button" to="/projects">
            Explore our projects
          </Link>
          <a className="pub-button pub-button--outline-light" href="#contact">
            Contact us
          </a>
        </div>
      </PageHero>

      {stats && (
        <div className="pub-container">
          <dl className="pub-stats pub-stats--float" aria-label="Our work in numbers">
            {stats.map((s) => (
              <div key={s.label}>
                <dt>{s.label}</dt>
                <dd>{s.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      )}

      <Suspense fallback={null}>
        <HomeSections sections={page?.sections ?? []} />
      </Suspense>
    </>
  );
};

export default HomePage;
