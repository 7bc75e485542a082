/**
 * A project's key facts: what a buyer checks first. Optional multipart fields of
 * `addClient` and `updateSite`; a blank value clears one. The exact contract value is for staff
 * only: public answers carry its band (`valueBand`), never the figure.
 */

/** How the project was contracted. */
export const DELIVERY_MODELS = ['design-and-build', 'epc', 'turnkey', 'item-rate', 'supply-and-install'] as const;
export type DeliveryModel = (typeof DELIVERY_MODELS)[number];
export const isDeliveryModel = (value: string): value is DeliveryModel =>
  (DELIVERY_MODELS as readonly string[]).includes(value);

export const DELIVERY_MODEL_LABELS: Record<DeliveryModel, string> = {
  'design-and-build': 'Design and build',
  epc: 'EPC',
  turnkey: 'Turnkey',
  'item-rate': 'Item rate',
  'supply-and-install': 'Supply and install',
};

export const KEY_FACT_FIELDS = [
  'contractValue',
  'deliveryModel',
  'greenRating',
  'safeManHours',
  'referenceAllowed',
] as const;
export type KeyFactField = (typeof KEY_FACT_FIELDS)[number];

export const KEY_FACT_LABELS: Record<KeyFactField, string> = {
  contractValue: 'Contract value',
  deliveryModel: 'Delivery model',
  greenRating: 'Green rating',
  safeManHours: 'Safe man-hours',
  referenceAllowed: 'Reference allowed',
};

const CRORE = 10_000_000;

export const KEY_FACT_LIMITS = {
  /** ₹10,000 crore in rupees: above 32 bits, so it is stored as a big integer (see docs/features.md). */
  contractValueMax: 10_000 * CRORE,
  safeManHoursMax: 1_000_000_000,
  greenRatingMax: 60,
} as const;

export const KEY_FACT_MESSAGES = {
  contractValueInvalid:
    'Contract value must be a whole number of rupees (digits only, e.g. 125000000 for ₹12.5 crore).',
  contractValueRange: 'Contract value must be between ₹1 and ₹10,000 crore (1 to 100000000000 rupees).',
  deliveryModelInvalid: `Delivery model must be one of: ${DELIVERY_MODELS.join(', ')}.`,
  greenRatingTooLong: `Green rating must be at most ${KEY_FACT_LIMITS.greenRatingMax} characters.`,
  safeManHoursInvalid: `Safe man-hours must be a whole number from 0 to ${KEY_FACT_LIMITS.safeManHoursMax}.`,
  referenceAllowedInvalid: 'Reference allowed must be true or false.',
} as const;

/** Public bands of the contract value, in order; each holds values up to and including `max` rupees. */
export const VALUE_BANDS: readonly { max: number; label: string }[] = [
  { max: 1 * CRORE, label: 'Up to ₹1 crore' },
  { max: 5 * CRORE, label: '₹1–5 crore' },
  { max: 10 * CRORE, label: '₹5–10 crore' },
  { max: 25 * CRORE, label: '₹10–25 crore' },
  { max: 50 * CRORE, label: '₹25–50 crore' },
  { max: 100 * CRORE, label: '₹50–100 crore' },
  { max: Infinity, label: 'Above ₹100 crore' },
];

/** The band a visitor sees for a contract value; null when none is known. */
export const valueBandOf = (rupees: number | null | undefined): string | null =>
  rupees == null || !Number.isFinite(rupees) || rupees <= 0 ? null : VALUE_BANDS.find((b) => rupees <= b.max)!.label;

/** The key facts as a form or multipart body holds them (strings, numbers or booleans; blank clears). */
export type KeyFactsInput = Partial<Record<KeyFactField, string | number | boolean | null | undefined>>;

/** The key facts as stored and answered. */
export interface KeyFacts {
  contractValue: number | null;
  deliveryModel: DeliveryModel | null;
  greenRating: string | null;
  safeManHours: number | null;
  referenceAllowed: boolean;
}

const blank = (v: unknown) => v === undefined || v === null || String(v).trim() === '';
/** Digits, allowing the grouping people type ("12,50,00,000", "1 000"). */
const wholeNumber = (v: unknown): number | null => {
  const text = String(v)
    .trim()
    .replace(/[,\s_]/g, '');
  return /^\d{1,15}$/.test(text) ? Number(text) : null;
};
const bool = (v: unknown): boolean | null => {
  const text = String(v).trim().toLowerCase();
  return text === 'true' ? true : text === 'false' ? false : null;
};

/**
 * A contract value as typed or sent (a number, or digits with the grouping people type): its rupees;
 * null when blank; undefined when it is not a whole number from ₹1 to ₹10,000 crore.
 */
export const rupeesOf = (v: unknown): number | null | undefined => {
  if (blank(v)) return null;
  const n = typeof v === 'number' ? (Number.isInteger(v) ? v : null) : wholeNumber(v);
  return n === null || n < 1 || n > KEY_FACT_LIMITS.contractValueMax ? undefined : n;
};

/** Checks the key facts that are present (blank ones clear and are always valid). Field -> message. */
export const validateKeyFacts = (input: KeyFactsInput): Partial<Record<KeyFactField, string>> => {
  const errors: Partial<Record<KeyFactField, string>> = {};
  if (!blank(input.contractValue)) {
    const n = wholeNumber(input.contractValue);
    if (n === null) errors.contractValue = KEY_FACT_MESSAGES.contractValueInvalid;
    else if (n < 1 || n > KEY_FACT_LIMITS.contractValueMax) errors.contractValue = KEY_FACT_MESSAGES.contractValueRange;
  }
  if (!blank(input.deliveryModel) && !isDeliveryModel(String(input.deliveryModel).trim().toLowerCase()))
    errors.deliveryModel = KEY_FACT_MESSAGES.deliveryModelInvalid;
  if (!blank(input.greenRating) && String(input.greenRating).trim().length > KEY_FACT_LIMITS.greenRatingMax)
    errors.greenRating = KEY_FACT_MESSAGES.greenRatingTooLong;
  if (!blank(input.safeManHours)) {
    const n = wholeNumber(input.safeManHours);
    if (n === null || n > KEY_FACT_LIMITS.safeManHoursMax) errors.safeManHours = KEY_FACT_MESSAGES.safeManHoursInvalid;
  }
  if (!blank(input.referenceAllowed) && bool(input.referenceAllowed) === null)
    errors.referenceAllowed = KEY_FACT_MESSAGES.referenceAllowedInvalid;
  return errors;
};

/**
 * The valid key facts that were sent, as stored (blank -> null; referenceAllowed blank -> false). Fields not sent stay
 * absent.
 */
export const toKeyFacts = (input: KeyFactsInput): Partial<KeyFacts> => {
  const facts: Partial<KeyFacts> = {};
  if (input.contractValue !== undefined)
    facts.contractValue = blank(input.contractValue) ? null : wholeNumber(input.contractValue);
  if (input.deliveryModel !== undefined)
    facts.deliveryModel = blank(input.deliveryModel)
      ? null
      : (String(input.deliveryModel).trim().toLowerCase() as DeliveryModel);
  if (input.greenRating !== undefined)
    facts.greenRating = blank(input.greenRating) ? null : String(input.greenRating).trim();
  if (input.safeManHours !== undefined)
    facts.safeManHours = blank(input.safeManHours) ? null : wholeNumber(input.safeManHours);
  if (input.referenceAllowed !== undefined)
    facts.referenceAllowed = blank(input.referenceAllowed) ? false : bool(input.referenceAllowed) === true;
  return facts;
};
