import { findState } from '@portfolio/contract';

/**
 * The dashboard's storage rules (names and city lowercase, state canonical), also applied when a
 * super-admin edits a site in the admin panel.
 */
const normalise = (data: Record<string, unknown> | undefined) => {
  if (!data) return;
  for (const key of ['siteName', 'locations'] as const) {
    if (typeof data[key] === 'string') data[key] = (data[key] as string).trim().toLowerCase();
  }
  if (typeof data.state === 'string') data.state = findState(data.state) ?? data.state.trim();
};

export default {
  beforeCreate: (event) => normalise(event.params.data),
  beforeUpdate: (event) => normalise(event.params.data),
};
