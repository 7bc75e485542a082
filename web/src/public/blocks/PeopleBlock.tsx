import type { PeopleBlock as Data } from '@portfolio/contract';
import { ResponsiveImage } from '../components/ResponsiveImage';
import { BlockSection } from './BlockSection';
import './PeopleBlock.css';

/** People with a square photo (cropped to fill), their name (h3) and role. */
export const PeopleBlock = ({ block }: { block: Data }) =>
  block.items.length ? (
    <BlockSection id={block.id} kind="people" title={block.title} intro={block.intro}>
      <ul className="pub-people">
        {block.items.map((p, i) => (
          <li key={i} className="pub-person">
            <div className="pub-person__photo">
              {p.photo ? (
                <ResponsiveImage
                  image={p.photo}
                  alt={p.photo.alt ?? `${p.name}`}
                  sizes="(min-width: 900px) 260px, 45vw"
                />
              ) : (
                <span aria-hidden="true">{p.name.slice(0, 1)}</span>
              )}
            </div>
            <h3>{p.name}</h3>
            {p.role && <p>{p.role}</p>}
          </li>
        ))}
      </ul>
    </BlockSection>
  ) : null;
