import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { PressPageData } from '@portfolio/contract';
import { readsOf } from '../data/reads';
import type { MetaArgs, PublicHandle } from '../head/head';
import { PageHero } from '../components/PageHero';
import { PreviewBar, withPagePreview, type Previewed } from '../components/PreviewBar';
import { AwardsList, PressList, TestimonialsList } from '../press/PostLists';
import { Static } from '../components/Static';

/** /press-awards-testimonials: intro from the Strapi page, then the three post lists. */
export const loader = ({ context, request }: LoaderFunctionArgs) =>
  withPagePreview(readsOf(context), request, 'press-awards-testimonials', readsOf(context).press());

const TITLE = 'Press, Awards & Testimonials';
export const handle: PublicHandle = {
  meta: ({ data }: MetaArgs<Previewed<PressPageData>>) => ({
    title: data.page?.title ?? TITLE,
    description: data.page?.description,
    image:
      data.page?.shareImage ?? data.page?.hero ?? [...data.press, ...data.awards].find((p) => p.imgFormats)?.imgFormats,
    ...(data.preview ? { noindex: true } : {}),
  }),
};

export const Component = () => {
  const { page, press, awards, testimonials, preview } = useLoaderData() as Previewed<PressPageData>;
  return (
    <Static>
      <PreviewBar state={preview} />
      <PageHero title={page?.title ?? TITLE} lead={page?.heading} intro={page?.intro}>
        <ul className="pub-pills pub-pills--hero" aria-label="On this page">
          <li>
            <a href="#press">Press</a>
          </li>
          <li>
            <a href="#awards">Awards</a>
          </li>
          <li>
            <a href="#testimonials">Testimonials</a>
          </li>
        </ul>
      </PageHero>
      <PressList posts={press} />
      <div className="pub-section--alt">
        <AwardsList posts={awards} />
      </div>
      <TestimonialsList posts={testimonials} />
    </Static>
  );
};
