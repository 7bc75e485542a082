import { isIndustry } from './industries';
import { findState } from './locations';
import { LIMITS, MESSAGES, REQUIRED_SITE_FIELDS, SITE_LABELS, currentYear, type RequiredSiteField } from './rules';

/** Field name -> message. Empty object means valid. */
export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

export const firstError = (errors: FieldErrors): string | undefined => Object.values(errors).find(Boolean);

const isBlank = (v: unknown): boolean => v === undefined || v === null || String(v).trim() === '';

export type SiteInput = Partial<
  Record<RequiredSiteField | 'locations' | 'description', string | number | null | undefined>
>;

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

const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;

export const validateCredentials = (email: unknown, password: unknown): FieldErrors<'email' | 'password'> => {
  if (isBlank(email) || isBlank(password)) return { email: MESSAGES.emailPasswordRequired };
  const e = String(email).trim();
  if (e.length > LIMITS.emailMax || !EMAIL_PATTERN.test(e)) return { email: MESSAGES.emailInvalid };
  if (String(password).length < LIMITS.passwordMin) return { password: MESSAGES.passwordTooShort };
  if (utf8Bytes(String(password)) > LIMITS.passwordMaxBytes) return { password: MESSAGES.passwordTooLong };
  return {};
};

/** The rule for a new password: 8+ characters, at most 72 bytes (bcrypt's limit). */
export const checkNewPassword = (password: unknown): string | undefined => {
  if (typeof password !== 'string' || password === '') return MESSAGES.passwordRequired;
  if (password.length < LIMITS.passwordMin) return MESSAGES.passwordTooShort;
  if (utf8Bytes(password) > LIMITS.passwordMaxBytes) return MESSAGES.passwordTooLong;
  return undefined;
};

/** The account screen's form (and POST /user/changePassword): current password, new one twice. */
export const validatePasswordChange = (input: {
  currentPassword?: unknown;
  newPassword?: unknown;
  confirmPassword?: unknown;
}): FieldErrors<'currentPassword' | 'newPassword' | 'confirmPassword'> => {
  const errors: FieldErrors<'currentPassword' | 'newPassword' | 'confirmPassword'> = {};
  if (typeof input.currentPassword !== 'string' || input.currentPassword === '')
    errors.currentPassword = MESSAGES.currentPasswordRequired;
  const problem = checkNewPassword(input.newPassword);
  if (problem) errors.newPassword = problem;
  else if (input.confirmPassword !== input.newPassword) errors.confirmPassword = MESSAGES.passwordsDoNotMatch;
  else if (input.newPassword === input.currentPassword) errors.newPassword = MESSAGES.passwordUnchanged;
  return errors;
};

/** The reset screen's form (and POST /user/resetPassword): the new password twice. */
export const validatePasswordReset = (input: {
  password?: unknown;
  confirmPassword?: unknown;
}): FieldErrors<'password' | 'confirmPassword'> => {
  const problem = checkNewPassword(input.password);
  if (problem) return { password: problem };
  if (input.confirmPassword !== input.password) return { confirmPassword: MESSAGES.passwordsDoNotMatch };
  return {};
};

export type PostKind = 'press' | 'awards' | 'testimonials';
export const POST_KINDS: PostKind[] = ['press', 'awards', 'testimonials'];

export interface PostInput {
  title?: unknown;
  desc?: unknown;
  nav?: unknown;
  /** 'YYYY-MM-DD'; blank or left out: today in the company's time zone (create), unchanged (update). */
  date?: unknown;
}

/** A post's date: a real calendar day 'YYYY-MM-DD' from LIMITS.minStartYear on. */
export const isPostDate = (value: string): boolean => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= LIMITS.minStartYear &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
};

/** Trims, lowercases nav, then checks the post rules. `values` is what would be stored. */
export const validatePost = (kind: PostKind, input: PostInput, hasImage: boolean, creating: boolean) => {
  const values = {
    title: String(input.title ?? '').trim(),
    desc: String(input.desc ?? '').trim(),
    nav:
      kind === 'press'
        ? String(input.nav ?? '')
            .trim()
            .toLowerCase()
        : undefined,
    date: String(input.date ?? '').trim() || undefined,
  };
  const errors: FieldErrors<'title' | 'desc' | 'nav' | 'img' | 'date'> = {};
  if (values.date !== undefined && !isPostDate(values.date)) errors.date = MESSAGES.postDateInvalid;
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

/** A completion date as 'YYYY-MM' (month and year) or 'YYYY-MM-DD'; null when it is not one. */
export const parseSiteEndDate = (value: string): { year: number; month: number; day: number } | null => {
  const match = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3] ?? 1)];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { year, month, day };
};

/**
 * The completion date rules (month precision): a real date, not before the site's start year,
 * not after the current month. `startYear` is the site's start year once the change is applied.
 */
export const checkSiteEnd = (
  value: string,
  startYear: number | null | undefined,
  now = new Date(),
): string | undefined => {
  const end = parseSiteEndDate(value);
  if (!end) return MESSAGES.siteEndInvalid;
  if (startYear && end.year < startYear) return MESSAGES.siteEndBeforeStart;
  if (end.year * 12 + end.month > now.getFullYear() * 12 + now.getMonth() + 1) return MESSAGES.siteEndInFuture;
  return undefined;
};

/**
 * The completion rule: a project whose status ends up Completed (not ongoing) has a completion date.
 * `end` is the site_end the site will have once the change is applied (null or '' when none).
 */
export const checkCompletion = (ongoing: boolean, end: string | null | undefined): string | undefined =>
  !ongoing && !(end ?? '').trim() ? MESSAGES.siteEndRequired : undefined;

/**
 * A project's duration, the one wording every page uses: "2019 – 2021", "2020" when it started and
 * ended in the same year, "2025 – ongoing", the start year alone for a Completed project without
 * a date (from before the completion rule). Never "2023 – Completed".
 */
export const siteDuration = (site: { site_start: number; site_ongoing: boolean; site_end: string | null }): string => {
  if (site.site_ongoing) return `${site.site_start} – ongoing`;
  const end = site.site_end ? parseSiteEndDate(site.site_end.slice(0, 10)) : null;
  return end && end.year !== site.site_start ? `${site.site_start} – ${end.year}` : String(site.site_start);
};

/** The dashboard site card's Duration: 'On Going' if ongoing (spec section 6), else siteDuration. */
export const siteYears = (site: { site_start: number; site_ongoing: boolean; site_end: string | null }): string =>
  site.site_ongoing ? 'On Going' : siteDuration(site);
