import type { CardsBlock as Data } from '@portfolio/contract';
import { ResponsiveImage } from '../components/ResponsiveImage';
import { BlockLink } from './BlockLink';
import { BlockSection } from './BlockSection';
import './CardsBlock.css';

/** Cards: a picture (4:3, cropped to fill), a title, a text and a link when given. */
export const CardsBlock = ({ block }: { block: Data }) =>
  block.items.length ? (
    <BlockSection id={block.id} kind="cards" title={block.title} intro={block.intro}>
      <ul className="pub-bcards" data-count={Math.min(block.items.length, 4)}>
        {block.items.map((c, i) => (
          <li key={i} className="pub-bcard">
            {c.image && (
              <div className="pub-bcard__media">
                <ResponsiveImage
                  image={c.image}
                  alt={c.image.alt ?? ''}
                  sizes="(min-width: 1100px) 380px, (min-width: 700px) 46vw, 94vw"
                />
              </div>
            )}
            <div className="pub-bcard__body">
              <h3>{c.title}</h3>
              {c.text && <p>{c.text}</p>}
              {c.linkUrl && (
                <BlockLink
                  to={c.linkUrl}
                  className="pub-link-arrow"
                  label={`${c.linkLabel ?? 'Learn more'}: ${c.title}`}
                >
                  {c.linkLabel ?? 'Learn more'}
                </BlockLink>
              )}
            </div>
          </li>
        ))}
      </ul>
    </BlockSection>
  ) : null;
