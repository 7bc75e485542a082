/** The seven fine-grained powers a dashboard user may hold (spec section 3). */
export const POWERS = [
  'add-user',
  'add-client',
  'remove-client',
  'remove-project',
  'edit-cover-details',
  'edit-site-details',
  'edit-site-photos',
] as const;

export type Power = (typeof POWERS)[number];
export type Powers = Record<Power, boolean>;

export const noPowers = (): Powers => Object.fromEntries(POWERS.map((p) => [p, false])) as Powers;

export const allPowers = (): Powers => Object.fromEntries(POWERS.map((p) => [p, true])) as Powers;

/** Reads a stored powers object defensively: unknown keys dropped, missing keys false. */
export const normalizePowers = (value: unknown): Powers => {
  const source = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  return Object.fromEntries(POWERS.map((p) => [p, source[p] === true])) as Powers;
};

/** Powers that open the "Change Client Details" (editcover) screen. */
export const EDIT_COVER_SCREEN_POWERS: Power[] = [
  'edit-cover-details',
  'edit-site-details',
  'edit-site-photos',
  'remove-client',
  'remove-project',
];

/** Powers that open a client's sites screen (client/{id}). */
export const CLIENT_SITES_SCREEN_POWERS: Power[] = ['edit-site-details', 'edit-site-photos', 'remove-project'];

export const hasAnyPower = (powers: Partial<Powers> | undefined, wanted: readonly Power[]): boolean =>
  !!powers && wanted.some((p) => powers[p] === true);

/** Each power in plain words (the Users screen's column headings) and what it allows (their tooltips). */
export const POWER_TEXT: Record<Power, { label: string; help: string }> = {
  'add-user': { label: 'Add users', help: 'Create new dashboard accounts on the Add User screen.' },
  'add-client': { label: 'Add clients', help: 'Add new clients and project sites on the Add Client screen.' },
  'remove-client': { label: 'Remove clients', help: 'Move a client, with all of its sites, to the Trash.' },
  'remove-project': { label: 'Remove projects', help: "Move one of a client's project sites to the Trash." },
  'edit-cover-details': { label: 'Edit client details', help: "Change a client's name and logo." },
  'edit-site-details': {
    label: 'Edit site details',
    help: "Change a site's name, area, sector, scope, place, description, start year and status.",
  },
  'edit-site-photos': {
    label: 'Edit site photos',
    help: "Add, remove, reorder and choose the cover of a site's photos, and change its video.",
  },
};

/** The status (admin) flag in plain words, beside the powers. */
export const ADMIN_FLAG_TEXT = {
  label: 'Admin',
  help: 'Manages users and sees Client Logos, Press, Awards, Testimonials, Enquiries and the Trash.',
} as const;
