import { Link } from 'react-router';
import { statePath } from './data';
import './state-map.css';

/**
 * A tile "map" of India: each state and union territory is one square placed roughly where it
 * lies, shaded by its number of projects; states with projects link to their project list.
 * Loaded lazily (only the projects overview shows it).
 */
const TILES: [string, string, number, number][] = [
  ['Jammu and Kashmir', 'JK', 0, 2],
  ['Ladakh', 'LA', 0, 3],
  ['Punjab', 'PB', 1, 2],
  ['Himachal Pradesh', 'HP', 1, 3],
  ['Chandigarh', 'CH', 2, 1],
  ['Haryana', 'HR', 2, 2],
  ['Uttarakhand', 'UK', 2, 3],
  ['Sikkim', 'SK', 2, 6],
  ['Arunachal Pradesh', 'AR', 2, 8],
  ['Rajasthan', 'RJ', 3, 1],
  ['Delhi', 'DL', 3, 2],
  ['Uttar Pradesh', 'UP', 3, 3],
  ['Bihar', 'BR', 3, 4],
  ['Assam', 'AS', 3, 6],
  ['Nagaland', 'NL', 3, 7],
  ['Gujarat', 'GJ', 4, 0],
  ['Dadra and Nagar Haveli and Daman and Diu', 'DD', 4, 1],
  ['Madhya Pradesh', 'MP', 4, 2],
  ['Chhattisgarh', 'CG', 4, 3],
  ['Jharkhand', 'JH', 4, 4],
  ['West Bengal', 'WB', 4, 5],
  ['Meghalaya', 'ML', 4, 6],
  ['Manipur', 'MN', 4, 7],
  ['Maharashtra', 'MH', 5, 1],
  ['Telangana', 'TG', 5, 2],
  ['Odisha', 'OD', 5, 3],
  ['Tripura', 'TR', 5, 6],
  ['Mizoram', 'MZ', 5, 7],
  ['Goa', 'GA', 6, 1],
  ['Karnataka', 'KA', 6, 2],
  ['Andhra Pradesh', 'AP', 6, 3],
  ['Lakshadweep', 'LD', 7, 0],
  ['Kerala', 'KL', 7, 2],
  ['Tamil Nadu', 'TN', 7, 3],
  ['Puducherry', 'PY', 7, 4],
  ['Andaman and Nicobar Islands', 'AN', 7, 6],
];

const StateTileMap = ({ counts }: { counts: Map<string, number> }) => {
  const max = Math.max(1, ...counts.values());
  return (
    <div className="pub-tilemap" role="list" aria-label="Projects by state on a map of India">
      {TILES.map(([name, code, row, col]) => {
        const count = counts.get(name) ?? 0;
        const style = {
          gridRow: row + 1,
          gridColumn: col + 1,
          '--level': count ? 0.25 + 0.75 * (count / max) : 0,
        } as React.CSSProperties;
        const label = `${name}: ${count} ${count === 1 ? 'project' : 'projects'}`;
        return (
          <div key={code} role="listitem" style={style} className={`pub-tile${count ? ' has-projects' : ''}`}>
            {count ? (
              <Link to={statePath(name)} title={label}>
                <span className="pub-tile__code" aria-hidden="true">
                  {code}
                </span>
                <span className="pub-tile__count" aria-hidden="true">
                  {count}
                </span>
                <span className="pub-visually-hidden">{label}</span>
              </Link>
            ) : (
              <span title={label}>
                <span className="pub-tile__code" aria-hidden="true">
                  {code}
                </span>
                <span className="pub-visually-hidden">{label}</span>
              </span>
            )}
          </div>
        );
      })}
    </div>
  );
};

export default StateTileMap;
