import { Link } from 'react-router';
import { DEFAULT_TIME_ZONE, dayInZone, formatLongDate, type Post } from '@portfolio/contract';
import { ResponsiveImage, type ImageDetails } from '../components/ResponsiveImage';
import { EmptyBlock } from '../components/States';
import { useSite } from '../data/reads';

type PublicPost = Post & { imgFormats?: ImageDetails | null };

/**
 * "5 March 2026": the post's own date (a calendar day), or for a post without one the day it was
 * made in the company's time zone (SiteInfo.timeZone), so the server's HTML and the browser's
 * render say the same whatever either's own zone.
 */
const PostDate = ({ post }: { post: Post }) => {
  const zone = useSite()?.timeZone ?? DEFAULT_TIME_ZONE;
  const value = post.date || post.createdAt;
  const day = dayInZone(value, zone);
  return day ? <time dateTime={day}>{formatLongDate(value, zone)}</time> : null;
};

const POST_SIZES = '(min-width: 1100px) 360px, (min-width: 700px) 45vw, 92vw';

const PostCard = ({ post, label }: { post: PublicPost; label?: string }) => (
  <article className="pub-card pub-post">
    {post.img && (
      <div className="pub-post__media">
        <ResponsiveImage src={post.img} image={post.imgFormats} alt={post.title} sizes={POST_SIZES} />
      </div>
    )}
    <div className="pub-card__body">
      {label && <p className="pub-card__kicker">{label}</p>}
      <h3 className="pub-card__title">{post.title}</h3>
      <PostDate post={post} />
      <p className="pub-card__text">{post.desc}</p>
    </div>
  </article>
);

const navLabel = (nav?: string) => (nav ? nav.replace(/[-_]+/g, ' ').replace(/^./, (c) => c.toUpperCase()) : undefined);

/** A grid of posts, or its empty state. */
const PostSection = ({
  id,
  posts,
  title,
  intro,
  empty,
  card,
}: {
  id: string;
  posts: Post[];
  title: string;
  intro: string;
  empty: string;
  card: (post: PublicPost) => React.ReactNode;
}) => {
  return (
    <section className="pub-section" id={id} aria-labelledby={`${id}-title`}>
      <div className="pub-container">
        <div className="pub-section__head">
          <div>
            <h2 id={`${id}-title`}>{title}</h2>
            <p>{intro}</p>
          </div>
        </div>
        {!posts.length ? (
          <EmptyBlock>{empty}</EmptyBlock>
        ) : (
          <div className="pub-grid">{(posts as PublicPost[]).map(card)}</div>
        )}
      </div>
    </section>
  );
};

export const PressList = ({ posts }: { posts: Post[] }) => (
  <PostSection
    id="press"
    posts={posts}
    title="Press"
    intro="News coverage and announcements."
    empty="No press coverage has been published yet."
    card={(p) => <PostCard key={p._id} post={p} label={navLabel(p.nav) ?? 'Press'} />}
  />
);

export const AwardsList = ({ posts }: { posts: Post[] }) => (
  <PostSection
    id="awards"
    posts={posts}
    title="Awards"
    intro="Recognition from the industry and our clients."
    empty="No awards have been published yet."
    card={(p) => <PostCard key={p._id} post={p} label="Award" />}
  />
);

const QuoteCard = ({ post, large = false }: { post: PublicPost; large?: boolean }) => (
  <figure className={`pub-card pub-quote${large ? ' pub-quote--large' : ''}`}>
    <blockquote>{post.desc}</blockquote>
    <figcaption>
      {post.img && (
        <ResponsiveImage
          src={post.img}
          image={post.imgFormats}
          alt=""
          sizes={large ? '64px' : '48px'}
          fallbackWidth={48}
          fallbackHeight={48}
        />
      )}
      <span>{post.title}</span>
    </figcaption>
  </figure>
);

export const TestimonialsList = ({ posts }: { posts: Post[] }) => (
  <PostSection
    id="testimonials"
    posts={posts}
    title="Testimonials"
    intro="In our clients’ own words."
    empty="No testimonials have been published yet."
    card={(p) => <QuoteCard key={p._id} post={p} />}
  />
);

/**
 * A few testimonials for other pages (home), laid out for how many there are: one is a large
 * quote, two or three a row, more a row that scrolls sideways (CSS scroll snap, no script).
 * Renders nothing without any.
 */
export const Testimonials = ({ posts, heading }: { posts: Post[]; heading: string }) => {
  if (!posts.length) return null;
  const quotes = posts as PublicPost[];
  const layout = quotes.length === 1 ? 'one' : quotes.length <= 3 ? 'row' : 'scroll';
  return (
    <section className="pub-section" aria-labelledby="home-testimonials">
      <div className="pub-container">
        <div className="pub-section__head">
          <div>
            <p className="pub-eyebrow">Testimonials</p>
            <h2 id="home-testimonials">{heading}</h2>
          </div>
          {layout === 'scroll' && (
            <Link to="/press-awards-testimonials#testimonials" className="pub-link-arrow">
              All testimonials
            </Link>
          )}
        </div>
        {layout === 'one' ? (
          <QuoteCard post={quotes[0]} large />
        ) : (
          // A scrolling row is reachable with the keyboard (it takes focus and scrolls with the arrows).
          <ul
            className={`pub-quotes pub-quotes--${layout}`}
            {...(layout === 'scroll'
              ? { tabIndex: 0, 'aria-label': `${quotes.length} testimonials, scroll for more` }
              : {})}
          >
            {quotes.map((p) => (
              <li key={p._id}>
                <QuoteCard post={p} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
};
