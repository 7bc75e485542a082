/**
 * The company's registered details, shown in the footer when set (Site settings): the
 * GSTIN (goods and services tax number) and the CIN (corporate identity number of the MCA).
 */

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** As stored: spaces and dashes dropped, capitals. */
export const normalizeCompanyId = (value: string) => value.replace(/[\s-]+/g, '').toUpperCase();

/** GSTIN: state code (2 digits), PAN (5 letters, 4 digits, a letter), entity number, Z, check character. */
export const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The GSTIN's check character (mod 36 over its first 14 characters, as the GST network computes it). */
export const gstinCheckChar = (first14: string): string => {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_CHARS.indexOf(first14[i]) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36];
};

/**
 * CIN: L (listed) or U, industry code (5 digits), state (2 letters), year, company type (3 letters), number (6 digits).
 */
export const CIN_PATTERN = /^[LU]\d{5}[A-Z]{2}(19|20)\d{2}[A-Z]{3}\d{6}$/;

/** PAN: five letters, four digits, a letter (AABCB1234C). */
export const PAN_PATTERN = /^[A-Z]{5}\d{4}[A-Z]$/;

export const COMPANY_ID_MESSAGES = {
  panInvalid: 'PAN must be 10 characters like AABCB1234C: five letters, four digits and a letter.',
  gstinInvalid:
    'GSTIN must be 15 characters like 29ABCDE1234F1ZW: the 2-digit state code, the 10-character PAN, the entity number, Z and a check character.',
  gstinCheck: 'This GSTIN’s last character does not match the others: please check it for a typing mistake.',
  cinInvalid:
    'CIN must be 21 characters like U45200KA2015PTC081234: L or U, the 5-digit industry code, the 2-letter state, the year of incorporation, the 3-letter company type and the 6-digit number.',
} as const;

/** A GSTIN's problem, or null when it is valid (normalised first). */
export const gstinProblem = (value: string): string | null => {
  const id = normalizeCompanyId(value);
  if (!GSTIN_PATTERN.test(id)) return COMPANY_ID_MESSAGES.gstinInvalid;
  return gstinCheckChar(id.slice(0, 14)) === id[14] ? null : COMPANY_ID_MESSAGES.gstinCheck;
};

/** A CIN's problem, or null when it is valid (normalised first). */
export const cinProblem = (value: string): string | null =>
  CIN_PATTERN.test(normalizeCompanyId(value)) ? null : COMPANY_ID_MESSAGES.cinInvalid;

/** A PAN's problem, or null when it is valid (normalised first). */
export const panProblem = (value: string): string | null =>
  PAN_PATTERN.test(normalizeCompanyId(value)) ? null : COMPANY_ID_MESSAGES.panInvalid;
