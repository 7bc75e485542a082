import { isIndustry } from './industries';
import { findState } from './locations';
import { LIMITS, MESSAGES, REQUIRED_SITE_FIELDS, SITE_LABELS, currentYear, type RequiredSiteField } from './rules';

/** Field name -> message. Empty object means valid. */
export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

export const firstError = (errors: FieldErrors): string | undefined => Object.values(errors).find(Boolean);

const isBlank = (v: unknown): boolean => v === undefined || v === null || String(v).trim() === '';

export type SiteInput = Partial<Record<RequiredSiteField | 'locations' | 'description', string | number | null | undefined>>;

/** Checks the value of one site field that is present (not blank). */
export const checkSiteField = (field: RequiredSiteField, value: unknown): string | undefined => {
  const text = String(value).trim();
  switch (field) {
    case 'area': {
      const n = Number(text);
      return Number.isFinite(n) && n > 0 ? undefined : MESSAGES.areaPositive;
    }
    case 'site_start': {
      const y = Number(text);
      const max = currentYear();
      return Number.isInteger(y) && y >= LIMITS.minStartYear && y <= max ? undefined : MESSAGES.startYearRange(max);
    }
    case 'industry':
      return isIndustry(text.toLowerCase()) ? undefined : MESSAGES.industryInvalid;
    case 'state':
      return findState(text) ? undefined : MESSAGES.stateInvalid;
    default:
      return text.length > LIMITS.textMax ? MESSAGES.tooLong(SITE_LABELS[field], LIMITS.textMax) : undefined;
  }
};

const checkOptionalText = (input: SiteInput): FieldErrors => {
  const errors: FieldErrors = {};
  if (!isBlank(input.locations) && String(input.locations).trim().length > LIMITS.textMax)
    errors.locations = MESSAGES.tooLong('Location', LIMITS.textMax);
  if (!isBlank(input.description) && String(input.description).trim().length > LIMITS.descriptionMax)
    errors.description = MESSAGES.tooLong('Description', LIMITS.descriptionMax);
  return errors;
};

/** True when any of the six site fields is filled, meaning the add form describes a site. */
export const hasSite = (input: SiteInput): boolean => REQUIRED_SITE_FIELDS.some((f) => !isBlank(input[f]));

/**
 * The add-client site rules: if any of the six fields is filled, all six are required and valid,
 * then 1 to 10 photos.
 */
export const validateNewSite = (input: SiteInput, photoCount: number): FieldErrors => {
  if (!hasSite(input)) return {};
  const errors: FieldErrors = {};
  for (const field of REQUIRED_SITE_FIELDS) {
    if (isBlank(input[field])) errors[field] = MESSAGES.required(SITE_LABELS[field]);
    else {
      const problem = checkSiteField(field, input[field]);
      if (problem) errors[field] = problem;
    }
  }
  Object.assign(errors, checkOptionalText(input));
  if (Object.keys(errors).length === 0) {
    if (photoCount < 1) errors.photos = MESSAGES.photoRequired;
    else if (photoCount > LIMITS.maxPhotos) errors.photos = MESSAGES.tooManyPhotos;
  }
  return errors;
};

/** updateSite: every field sent must be valid; the six named fields may not be emptied. */
export const validateSiteUpdate = (input: SiteInput): FieldErrors => {
  const errors: FieldErrors = {};
  for (const field of REQUIRED_SITE_FIELDS) {
    if (!(field in input) || input[field] === undefined) continue;
    if (isBlank(input[field])) errors[field] = MESSAGES.required(SITE_LABELS[field]);
    else {
      const problem = checkSiteField(field, input[field]);
      if (problem) errors[field] = problem;
    }
  }
  return Object.assign(errors, checkOptionalText(input));
};

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const validateCredentials = (email: unknown, password: unknown): FieldErrors<'email' | 'password'> => {
  if (isBlank(email) || isBlank(password)) return { email: MESSAGES.emailPasswordRequired };
  const e = String(email).trim();
  if (e.length > LIMITS.emailMax || !EMAIL_PATTERN.test(e)) return { email: MESSAGES.emailInvalid };
  if (String(password).length < LIMITS.passwordMin) return { password: MESSAGES.passwordTooShort };
  if (new TextEncoder().encode(String(password)).length > LIMITS.passwordMaxBytes) return { password: MESSAGES.passwordTooLong };
  return {};
};

export type PostKind = 'press' | 'awards' | 'testimonials';
export const POST_KINDS: PostKind[] = ['press', 'awards', 'testimonials'];

export interface PostInput {
  title?: unknown;
  desc?: unknown;
  nav?: unknown;
}

/** Trims, lowercases nav, then checks the post rules. `values` is what would be stored. */
export const validatePost = (kind: PostKind, input: PostInput, hasImage: boolean, creating: boolean) => {
  const values = {
    title: String(input.title ?? '').trim(),
    desc: String(input.desc ?? '').trim(),
    nav: kind === 'press' ? String(input.nav ?? '').trim().toLowerCase() : undefined,
  };
  const errors: FieldErrors<'title' | 'desc' | 'nav' | 'img'> = {};
  if (!values.title) errors.title = MESSAGES.required('Title');
  else if (values.title.length > LIMITS.titleMax) errors.title = MESSAGES.tooLong('Title', LIMITS.titleMax);
  if (!values.desc) errors.desc = MESSAGES.required('Description');
  else if (values.desc.length > LIMITS.descMax) errors.desc = MESSAGES.tooLong('Description', LIMITS.descMax);
  if (kind === 'press') {
    if (!values.nav) errors.nav = MESSAGES.required('Nav');
    else if (values.nav.length > LIMITS.navMax) errors.nav = MESSAGES.tooLong('Nav', LIMITS.navMax);
  }
  if (creating && !hasImage) errors.img = MESSAGES.imageRequired;
  return { values, errors };
};

/** Logo names are lowercased with spaces turned to hyphens (spec section 7). */
export const normalizeLogoName = (name: string): string => name.trim().toLowerCase().replace(/\s+/g, '-');
