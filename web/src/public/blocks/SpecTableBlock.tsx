import type { SpecTableBlock as Data } from '@portfolio/contract';
import { BlockSection } from './BlockSection';
import './SpecTableBlock.css';

/**
 * A table with column headings; the first cell of each row heads its row. Scrolls sideways on a
 * phone with the first column pinned. The scroller takes keyboard focus, so it has a role and a
 * name: a group named by the caption (else the block's title), not a second landmark beside the
 * block's own section, which its h2 already names.
 */
export const SpecTableBlock = ({ block }: { block: Data }) => {
  const captionId = block.caption ? `block-spec-table-${block.id}-caption` : undefined;
  return (
    <BlockSection id={block.id} kind="spec-table" title={block.title}>
      <div
        className="pub-table-wrap"
        role="group"
        aria-labelledby={captionId}
        aria-label={captionId ? undefined : (block.title ?? 'Table')}
        tabIndex={0}
      >
        <table className="pub-table">
          {block.caption && <caption id={captionId}>{block.caption}</caption>}
          <thead>
            <tr>
              {block.columns.map((c, i) => (
                <th key={i} scope="col">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {block.rows.map((row, r) => (
              <tr key={r}>
                {block.columns.map((_, c) =>
                  c === 0 ? (
                    <th key={c} scope="row">
                      {row[c] ?? ''}
                    </th>
                  ) : (
                    <td key={c}>{row[c] ?? ''}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </BlockSection>
  );
};
