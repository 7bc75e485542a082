import type { SpecTableBlock as Data } from '@portfolio/contract';
import { BlockSection } from './BlockSection';

/** A table with column headings; the first cell of each row heads its row. Scrolls sideways on a phone. */
export const SpecTableBlock = ({ block }: { block: Data }) => (
  <BlockSection id={block.id} kind="spec-table" title={block.title}>
    <div className="pub-table-wrap" role="region" aria-label={block.title ?? block.caption ?? 'Table'} tabIndex={0}>
      <table className="pub-table">
        {block.caption && <caption>{block.caption}</caption>}
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
