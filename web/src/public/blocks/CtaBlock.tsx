import type { CtaBlock as Data } from '@portfolio/contract';
import { BlockLink } from './BlockLink';
import './CtaBlock.css';

/** An accent band: a line (h2), a sentence and one button. */
export const CtaBlock = ({ block }: { block: Data }) => (
  <section className="pub-block pub-block--cta" aria-labelledby={`block-cta-${block.id}`}>
    <div className="pub-container pub-bcta">
      <div>
        <h2 id={`block-cta-${block.id}`}>{block.title}</h2>
        {block.text && <p>{block.text}</p>}
      </div>
      <BlockLink to={block.url} className="pub-button pub-button--light">
        {block.label}
      </BlockLink>
    </div>
  </section>
);
