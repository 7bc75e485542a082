import { formatDateTime, type LastChange } from '@portfolio/contract';
import { ageOf } from '../shared/ageOf';

/** Who last changed a record and when ("admin@… · 2 h ago", the full time in its title). */
export const LastChangeCell = ({ change, zone }: { change: LastChange; zone: string }) => (
  <>
    <span className="pt-line" title={change.by ?? undefined}>
      {change.by ?? 'Outside the dashboard'}
    </span>
    <time className="pt-line pt-muted" dateTime={change.at} title={formatDateTime(change.at, zone)}>
      {ageOf(change.at)}
    </time>
  </>
);
