import type { TimelineBlock as Data } from '@portfolio/contract';
import { BlockSection } from './BlockSection';
import './TimelineBlock.css';

/** Years and events along a line, oldest first as entered. */
export const TimelineBlock = ({ block }: { block: Data }) =>
  block.items.length ? (
    <BlockSection id={block.id} kind="timeline" title={block.title} tone="alt">
      <ol className="pub-timeline">
        {block.items.map((m, i) => (
          <li key={i} className="pub-timeline__item">
            <span className="pub-timeline__year">{m.year}</span>
            <p>{m.event}</p>
          </li>
        ))}
      </ol>
    </BlockSection>
  ) : null;
