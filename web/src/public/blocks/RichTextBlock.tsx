import type { RichTextBlock as Data } from '@portfolio/contract';
import { Markdown } from '../components/Markdown';

/**
 * Consecutive rich-text blocks as numbered prose sections (title, then markdown text: paragraphs,
 * "- " lists, **bold**), as the company pages have always shown their texts.
 */
export const RichTextBlocks = ({ blocks }: { blocks: Data[] }) => (
  <section className="pub-block pub-block--rich-text">
    <div className="pub-container">
      <div className="pub-prose-sections">
        {blocks.map((b, i) => (
          <article key={b.id} className="pub-prose-section">
            <div className="pub-prose-section__head">
              {blocks.length > 1 && (
                <span className="pub-prose-section__num" aria-hidden="true">
                  {String(i + 1).padStart(2, '0')}
                </span>
              )}
              {b.title && <h2>{b.title}</h2>}
            </div>
            <Markdown className="pub-prose" text={b.body} />
          </article>
        ))}
      </div>
    </div>
  </section>
);
