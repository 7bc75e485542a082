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

export const noPowers = (): Powers =>
  Object.fromEntries(POWERS.map((p) => [p, false])) as Powers;

export const allPowers = (): Powers =>
  Object.fromEntries(POWERS.map((p) => [p, true])) as Powers;

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
