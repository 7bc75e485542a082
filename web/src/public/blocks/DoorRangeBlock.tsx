import {
  DOOR_LEAF_LABELS,
  DOOR_MATERIAL_LABELS,
  doorTypeLine,
  leafSize,
  minutesPhrase,
  type DoorRangeBlock as Data,
  type DoorType,
} from '@portfolio/contract';
import { ResponsiveImage } from '../components/ResponsiveImage';
import { BlockLink } from './BlockLink';
import { BlockSection } from './BlockSection';
import './DoorRangeBlock.css';

/** What a card or list says of a door type beside its ratings: leaves, glazing, options, standards. */
const facts = (t: DoorType): [string, string][] => {
  const glazed = t.ratings.filter((r) => r.glazing).map((r) => r.minutes);
  return [
    ['Fire ratings', minutesPhrase(t.ratings.map((r) => r.minutes))],
    ['Leaves', DOOR_LEAF_LABELS[t.leafConfiguration]],
    ['Glazing', glazed.length ? `Vision panels at ${minutesPhrase(glazed)}` : 'Without glass'],
    ...(t.acoustic ? [['Acoustic', t.acoustic] as [string, string]] : []),
    ...(t.leadLined ? [['Lead-lined', t.leadLined] as [string, string]] : []),
    ...(t.standards.length ? [['Tested to', t.standards.join(', ')] as [string, string]] : []),
  ];
};

const Cards = ({ block }: { block: Data }) => (
  <ul className="pub-bcards pub-doors" data-count={Math.min(block.doorTypes.length, 3)}>
    {block.doorTypes.map((t) => (
      <li key={t._id} className="pub-bcard">
        {t.photo && (
          <div className="pub-bcard__media">
            <ResponsiveImage
              image={t.photo}
              alt={t.photo.alt ?? ''}
              sizes="(min-width: 1100px) 380px, (min-width: 700px) 46vw, 94vw"
            />
          </div>
        )}
        <div className="pub-bcard__body">
          <h3>{t.name}</h3>
          {t.summary && <p>{t.summary}</p>}
          <dl className="pub-doors__facts">
            {facts(t).map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <BlockLink to="/contact" className="pub-link-arrow" label={`Ask for a quote: ${t.name}`}>
            Ask for a quote
          </BlockLink>
        </div>
      </li>
    ))}
  </ul>
);

/** Each backed rating of each door type, with its largest leaf, glazing and the test report behind it. */
const Table = ({ block }: { block: Data }) => {
  const captionId = `block-door-range-${block.id}-caption`;
  const standards = [...new Set(block.doorTypes.flatMap((t) => t.standards))];
  return (
    <div className="pub-table-wrap" role="group" aria-labelledby={captionId} tabIndex={0}>
      <table className="pub-table">
        <caption id={captionId}>
          {standards.length ? `Fire resistance tested to ${standards.join(' and ')}. ` : ''}Each rating links its test
          report. Larger leaves on request.
        </caption>
        <thead>
          <tr>
            <th scope="col">Door</th>
            <th scope="col">Rating</th>
            <th scope="col">Largest leaf</th>
            <th scope="col">Glazing</th>
            <th scope="col">Test report</th>
          </tr>
        </thead>
        <tbody>
          {block.doorTypes.flatMap((t) =>
            t.ratings.map((r) => (
              <tr key={`${t._id}-${r.minutes}`}>
                <th scope="row">
                  {t.name}
                  <span className="pub-doors__sub">
                    {DOOR_MATERIAL_LABELS[t.material]}, {DOOR_LEAF_LABELS[t.leafConfiguration].toLowerCase()}
                  </span>
                </th>
                <td>{r.minutes} min</td>
                <td>{leafSize(r) ?? 'On request'}</td>
                <td>{r.glazing ? 'Vision panel' : 'None'}</td>
                <td>
                  {r.documents.map((d) => (
                    <a key={d._id} href={d.href} className="pub-doors__report">
                      {d.title}
                      {d.issuer ? ` (${d.issuer})` : ''}
                    </a>
                  ))}
                </td>
              </tr>
            )),
          )}
        </tbody>
      </table>
    </div>
  );
};

const List = ({ block }: { block: Data }) => (
  <ul className="pub-doors__list">
    {block.doorTypes.map((t) => (
      <li key={t._id}>{doorTypeLine(t)}</li>
    ))}
  </ul>
);

/**
 * The fire-door range from the Door types (only backed ratings: the server leaves the others out), as
 * cards, a rating table or a list: the one place the page's ratings come from.
 */
export const DoorRangeBlock = ({ block }: { block: Data }) =>
  block.doorTypes.length ? (
    <BlockSection id={block.id} kind="door-range" title={block.title} intro={block.intro}>
      {block.view === 'table' ? (
        <Table block={block} />
      ) : block.view === 'list' ? (
        <List block={block} />
      ) : (
        <Cards block={block} />
      )}
    </BlockSection>
  ) : null;
