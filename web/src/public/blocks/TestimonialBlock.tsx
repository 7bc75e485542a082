import type { TestimonialBlock as Data } from '@portfolio/contract';
import { ResponsiveImage } from '../components/ResponsiveImage';
import './TestimonialBlock.css';

/** A client's words as a quotation with who said it. */
export const TestimonialBlock = ({ block }: { block: Data }) => (
  <section className="pub-block pub-block--testimonial" aria-label={`Testimonial from ${block.name}`}>
    <div className="pub-container">
      <figure className="pub-quote">
        <blockquote>
          <p>{block.quote}</p>
        </blockquote>
        <figcaption>
          {block.photo && (
            <ResponsiveImage
              image={block.photo}
              alt=""
              sizes="64px"
              fallbackWidth={64}
              fallbackHeight={64}
              className="pub-quote__photo"
            />
          )}
          <span>
            <strong>{block.name}</strong>
            {block.role && <span className="pub-quote__role">{block.role}</span>}
          </span>
        </figcaption>
      </figure>
    </div>
  </section>
);
