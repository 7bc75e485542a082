import type { FiguresBlock as Data } from '@portfolio/contract';
import { BlockSection } from './BlockSection';

/** A dark band of numbers with what they count. */
export const FiguresBlock = ({ block }: { block: Data }) =>
  block.items.length ? (
    <BlockSection id={block.id} kind="figures" title={block.title} tone="dark">
      <dl className="pub-figures">
        {block.items.map((f, i) => (
          <div key={i} className="pub-figures__item">
            <dt>{f.label}</dt>
            <dd>{f.value}</dd>
          </div>
        ))}
      </dl>
    </BlockSection>
  ) : null;
