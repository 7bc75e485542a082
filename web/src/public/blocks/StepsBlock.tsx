import type { StepsBlock as Data } from '@portfolio/contract';
import { BlockSection } from './BlockSection';
import './StepsBlock.css';

/** A process as an ordered list of numbered steps. */
export const StepsBlock = ({ block }: { block: Data }) =>
  block.items.length ? (
    <BlockSection id={block.id} kind="steps" title={block.title} intro={block.intro} tone="alt">
      <ol className="pub-steps">
        {block.items.map((s, i) => (
          <li key={i} className="pub-steps__item">
            <span className="pub-steps__num" aria-hidden="true">
              {String(i + 1).padStart(2, '0')}
            </span>
            <h3>{s.title}</h3>
            {s.text && <p>{s.text}</p>}
          </li>
        ))}
      </ol>
    </BlockSection>
  ) : null;
