import type { FaqBlock as Data, PageBlock } from '@portfolio/contract';
import { Markdown } from '../components/Markdown';
import { BlockSection } from './BlockSection';
import './FaqBlock.css';

/** Questions as disclosure widgets (open without JavaScript); each question is an h3. */
export const FaqBlock = ({ block }: { block: Data }) =>
  block.items.length ? (
    <BlockSection id={block.id} kind="faq" title={block.title ?? 'Frequently asked questions'}>
      <div className="pub-faq">
        {block.items.map((q, i) => (
          <details key={i} className="pub-faq__item">
            <summary>
              <h3>{q.question}</h3>
            </summary>
            <Markdown className="pub-prose" text={q.answer} />
          </details>
        ))}
      </div>
    </BlockSection>
  ) : null;

/** The page's FAQ blocks as one schema.org FAQPage (JSON-LD); none without questions. */
export const faqJsonLd = (blocks: PageBlock[] | undefined): object[] => {
  const items = (blocks ?? []).flatMap((b) => (b.__component === 'blocks.faq' ? b.items : []));
  return items.length
    ? [
        {
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
          mainEntity: items.map((q) => ({
            '@type': 'Question',
            name: q.question,
            acceptedAnswer: { '@type': 'Answer', text: q.answer },
          })),
        },
      ]
    : [];
};
