import { Link } from 'react-router-dom';
import { formatIndianNumber } from '@portfolio/contract';
import { useDoors } from './api';
import { DOORS_HOME } from './labels';

/** The overview's fire-door numbers: doors overdue for inspection and doors with open defects, each a link to them. */
export const DoorsGlance = () => {
  const overdue = useDoors({ due: 'overdue' }).answer?.total;
  const defects = useDoors({ defects: 'open' }).answer?.total;
  if (overdue === undefined || defects === undefined || (!overdue && !defects)) return null;
  const items = [
    { title: 'Inspections overdue', value: overdue, to: `${DOORS_HOME}?due=overdue` },
    { title: 'Doors with open defects', value: defects, to: `${DOORS_HOME}?defects=open` },
  ];
  return (
    <>
      <h3 className="dash-title dash-title--3">Fire doors</h3>
      <ul className="dash-desk" aria-label="Fire doors at a glance">
        {items.map((i) => (
          <li key={i.title}>
            <div className="dash-stat__title">
              <Link to={i.to}>{i.title}</Link>
            </div>
            <div className={`dash-stat__value${i.value > 0 ? ' dash-danger' : ''}`}>{formatIndianNumber(i.value)}</div>
          </li>
        ))}
      </ul>
    </>
  );
};
