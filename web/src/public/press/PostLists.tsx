import type { Post } from '@portfolio/contract';
import { usePosts } from '../../api/reads';
import { ResponsiveImage, type ImageDetails } from '../components/ResponsiveImage';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../components/States';

type PublicPost = Post & { imgFormats?: ImageDetails | null };

const dateOf = (iso: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : d;
};

const PostDate = ({ iso }: { iso: string }) => {
  const d = dateOf(iso);
  return d ? <time dateTime={d.toISOString()}>{d.toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric' })}</time> : null;
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
      <PostDate iso={post.createdAt} />
      <p className="pub-card__text">{post.desc}</p>
    </div>
  </article>
);

const navLabel = (nav?: string) => (nav ? nav.replace(/[-_]+/g, ' ').replace(/^./, (c) => c.toUpperCase()) : undefined);

/** A grid of posts with its data states: loading, error (retry), empty, populated. */
const PostSection = ({ id, kind, title, intro, empty, card }: {
  id: string;
  kind: 'press' | 'awards' | 'testimonials';
  title: string;
  intro: string;
  empty: string;
  card: (post: PublicPost) => React.ReactNode;
}) => {
  const { posts, error, isLoading, mutate } = usePosts(kind);
  return (
    <section className="pub-section" id={id} aria-labelledby={`${id}-title`}>
      <div className="pub-container">
        <div className="pub-section__head">
          <div>
            <h2 id={`${id}-title`}>{title}</h2>
            <p>{intro}</p>
          </div>
        </div>
        {isLoading ? (
          <LoadingBlock label={`Loading ${title.toLowerCase()}...`} />
        ) : error ? (
          <ErrorBlock message={`We could not load ${title.toLowerCase()}.`} onRetry={() => mutate()} />
        ) : !posts?.length ? (
          <EmptyBlock>{empty}</EmptyBlock>
        ) : (
          <div className="pub-grid">{(posts as PublicPost[]).map(card)}</div>
        )}
      </div>
    </section>
  );
};

export const PressList = () => (
  <PostSection
    id="press"
    kind="press"
    title="Press"
    intro="News coverage and announcements."
    empty="No press coverage has been published yet."
    card={(p) => <PostCard key={p._id} post={p} label={navLabel(p.nav) ?? 'Press'} />}
  />
);

export const AwardsList = () => (
  <PostSection
    id="awards"
    kind="awards"
    title="Awards"
    intro="Recognition from the industry and our clients."
    empty="No awards have been published yet."
    card={(p) => <PostCard key={p._id} post={p} label="Award" />}
  />
);

const QuoteCard = ({ post }: { post: PublicPost }) => (
  <figure className="pub-card pub-quote">
    <blockquote>{post.desc}</blockquote>
    <figcaption>
      {post.img && <ResponsiveImage src={post.img} image={post.imgFormats} alt="" sizes="48px" fallbackWidth={48} fallbackHeight={48} />}
      <span>{post.title}</span>
    </figcaption>
  </figure>
);

export const TestimonialsList = () => (
  <PostSection
    id="testimonials"
    kind="testimonials"
    title="Testimonials"
    intro="In our clients’ own words."
    empty="No testimonials have been published yet."
    card={(p) => <QuoteCard key={p._id} post={p} />}
  />
);

/** A few testimonials for other pages (home); renders nothing until there are some. */
export const Testimonials = ({ limit, heading }: { limit: number; heading: string }) => {
  const { posts } = usePosts('testimonials');
  if (!posts?.length) return null;
  return (
    <section className="pub-section">
      <div className="pub-container">
        <div className="pub-section__head">
          <div>
            <p className="pub-eyebrow">Testimonials</p>
            <h2>{heading}</h2>
          </div>
        </div>
        <div className="pub-grid">
          {(posts as PublicPost[]).slice(0, limit).map((p) => (
            <QuoteCard key={p._id} post={p} />
          ))}
        </div>
      </div>
    </section>
  );
};
