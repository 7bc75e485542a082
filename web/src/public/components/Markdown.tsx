import { Fragment, type ReactNode } from 'react';
import { MARKDOWN_LINK, textLinkHref } from '@portfolio/contract';

/**
 * The small markdown subset page sections use (edited in the Strapi admin): paragraphs separated
 * by blank lines, "- " bullet lists, **bold** and [links](https://...). Rendered as React elements,
 * never as HTML, so nothing in the text can inject markup.
 */
const INLINE = new RegExp(`\\*\\*([^*]+)\\*\\*|${MARKDOWN_LINK.source}`, 'g');

const inline = (text: string): ReactNode[] => {
  const out: ReactNode[] = [];
  let last = 0;
  let key = 0;
  for (const m of text.matchAll(INLINE)) {
    if (m.index! > last) out.push(text.slice(last, m.index));
    if (m[1]) out.push(<strong key={key++}>{m[1]}</strong>);
    else {
      // A site path or a link with a scheme (contract/links); anything else, "//host" included, goes nowhere.
      const href = textLinkHref(m[3]) ?? '#';
      out.push(
        <a
          key={key++}
          href={href}
          {...(/^https?:/i.test(href) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          {m[2]}
        </a>,
      );
    }
    last = m.index! + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
};

export const Markdown = ({ text, className }: { text?: string | null; className?: string }) => {
  if (!text?.trim()) return null;
  const blocks = text
    .replace(/\r\n/g, '\n')
    .split(/\n\s*\n/)
    .map((b) => b.trim())
    .filter(Boolean);
  return (
    <div className={className}>
      {blocks.map((block, i) => {
        const lines = block.split('\n');
        if (lines.every((l) => /^\s*[-*]\s+/.test(l))) {
          return (
            <ul key={i}>
              {lines.map((l, j) => (
                <li key={j}>{inline(l.replace(/^\s*[-*]\s+/, ''))}</li>
              ))}
            </ul>
          );
        }
        return (
          <p key={i}>
            {lines.map((l, j) => (
              <Fragment key={j}>
                {j > 0 && <br />}
                {inline(l)}
              </Fragment>
            ))}
          </p>
        );
      })}
    </div>
  );
};
