import { type HomeData, PUBLIC_ROUTES, homeFigures, homeHeroOf } from '@portfolio/contract';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { readsOf, useSite } from '../data/reads';
import { PreviewBar, withPagePreview, type Previewed } from '../components/PreviewBar';
import type { MetaArgs, PublicHandle } from '../head/head';
import { PageHero } from '../components/PageHero';
import HomeSections from '../home/HomeSections';
import { coverOf } from '../portfolio/data';
import { Static } from '../components/Static';

/** The home page: hero and "why us" from the Strapi page "home", the company's figures, then the sections. */
export const loader = ({ context, request }: LoaderFunctionArgs) =>
  withPagePreview(readsOf(context), request, 'home', readsOf(context).home());

/** The hero (contract homeHeroOf): the first featured cover, else the page's own hero, else the newest cover. */
const heroOf = (data: HomeData) => {
  const hero = homeHeroOf(data.featured, data.featuredCount, !!data.page?.hero);
  if (hero.source === 'page') return { image: data.page?.hero };
  return hero.project ? { image: coverOf(hero.project.site).image, imageSrc: coverOf(hero.project.site).src } : {};
};

export const handle: PublicHandle = {
  meta: ({ data }: MetaArgs<Previewed<HomeData>>) => ({
    title: data.page?.title ?? '',
    brandFirst: true,
    description: data.page?.description,
    image: data.page?.shareImage ?? heroOf(data).image,
    // A Preview link's page stays out of search results.
    ...(data.preview ? { noindex: true } : {}),
  }),
};

export const Component = () => {
  const data = useLoaderData() as Previewed<HomeData>;
  const { page } = data;
  // The company facts (Site settings › Company facts), the figures every page and PDF states.
  const figures = homeFigures(useSite()?.facts);
  return (
    <Static>
      <PreviewBar state={data.preview} />
      <PageHero home title={page?.heading ?? page?.title ?? ''} intro={page?.intro} {...heroOf(data)}>
        <div className="pub-actions">
          <Link className="pub-button" to={PUBLIC_ROUTES.projects}>
            Explore our projects
          </Link>
          <a className="pub-button pub-button--outline-light" href="#contact">
            Contact us
          </a>
        </div>
      </PageHero>

      <div className="pub-container">
        <dl className="pub-stats pub-stats--float" aria-label="Our work in numbers">
          {figures.map((s) => (
            <div key={s.label}>
              <dt>{s.label}</dt>
              <dd>{s.value}</dd>
            </div>
          ))}
        </dl>
      </div>

      <HomeSections data={data} />
    </Static>
  );
};
