import { usePage } from '../../api/content';
import { PageHero } from '../components/PageHero';
import { usePageMeta } from '../components/usePageMeta';
import { AwardsList, PressList, TestimonialsList } from '../press/PostLists';

/** /press-awards-testimonials: intro from the Strapi page, then the three post lists from /api/v1. */
const PressAwardsPage = () => {
  const { page } = usePage('press-awards-testimonials');
  const title = page?.title ?? 'Press, Awards & Testimonials';
  usePageMeta(title, page?.description);
  return (
    <>
      <PageHero title={title} lead={page?.heading} intro={page?.intro}>
        <ul className="pub-pills pub-pills--hero" aria-label="On this page">
          <li><a href="#press">Press</a></li>
          <li><a href="#awards">Awards</a></li>
          <li><a href="#testimonials">Testimonials</a></li>
        </ul>
      </PageHero>
      <PressList />
      <div className="pub-section--alt">
        <AwardsList />
      </div>
      <TestimonialsList />
    </>
  );
};

export default PressAwardsPage;
