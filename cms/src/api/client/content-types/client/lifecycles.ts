import { getService } from '../../../../plugins/installer/server/src/utils/get-service';
import { nameLifecycles } from '../../../name-lifecycles';
/**
 * Names are stored lowercase, also when a super-admin edits a client in the admin panel; the name
 * as typed is kept as displayName. When both arrive and differ beyond capitals, `name` wins.
 */
const normalise = (data: Record<string, unknown> | undefined) => {
  if (!data) return;
  const name = typeof data.name === 'string' ? data.name.trim() : undefined;
  const display = typeof data.displayName === 'string' ? data.displayName.trim() : undefined;
  if (name !== undefined) {
    data.name = name.toLowerCase();
    data.displayName = display && display.toLowerCase() === name.toLowerCase() ? display : name;
  } else if (display) {
    data.displayName = display;
    data.name = display.toLowerCase();
  }
};

/** Slugs follow the display name (services/slugs: unique, former slugs redirect). */
export default nameLifecycles(normalise, (id) => getService('slugs').syncClient(id));
