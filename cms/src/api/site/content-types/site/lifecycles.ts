import { findState } from '@portfolio/contract';
import { getService } from '../../../../plugins/installer/server/src/utils/get-service';
import { nameLifecycles } from '../../../name-lifecycles';

/**
 * The dashboard's storage rules (names and city lowercase, state canonical), also applied when a
 * super-admin edits a site in the admin panel. The site name as typed is kept as displayName
 * (when both arrive and differ beyond capitals, `siteName` wins).
 */
const normalise = (data: Record<string, unknown> | undefined) => {
  if (!data) return;
  const name = typeof data.siteName === 'string' ? data.siteName.trim() : undefined;
  const display = typeof data.displayName === 'string' ? data.displayName.trim() : undefined;
  if (name !== undefined) data.displayName = display && display.toLowerCase() === name.toLowerCase() ? display : name;
  else if (display) {
    data.displayName = display;
    data.siteName = display;
  }
  for (const key of ['siteName', 'locations'] as const) {
    if (typeof data[key] === 'string') data[key] = (data[key] as string).trim().toLowerCase();
  }
  if (typeof data.state === 'string') data.state = findState(data.state) ?? data.state.trim();
};

/** Slugs follow the display name, unique within the client (services/slugs). */
export default nameLifecycles(normalise, (id) => getService('slugs').syncSite(id));
