import { describe, expect, it } from 'vitest';
import { MESSAGES, currentYear } from './rules';
import {
  checkCompletion,
  checkNewPassword,
  checkSiteEnd,
  siteDuration,
  normalizeLogoName,
  siteYears,
  validateCredentials,
  validateNewSite,
  validatePasswordChange,
  validatePasswordReset,
  validatePost,
  validateSiteUpdate,
} from './validate';
import { formatIndianNumber, titleCase } from './format';
import { citiesOf, findState, STATES } from './locations';
import { normalizePowers } from './powers';

const site = {
  siteName: 'Tower A',
  area: '1200',
  industry: 'bank',
  project_scope: 'Interiors',
  state: 'Kerala',
  site_start: '2020',
};

describe('add-client site rules (spec section 5)', () => {
  it('asks nothing when no site field is filled', () => {
    expect(validateNewSite({}, 0)).toEqual({});
  });

  it('requires all six fields once one is filled, with the spec labels', () => {
    expect(validateNewSite({ siteName: 'x' }, 1)).toEqual({
      area: 'Area is required.',
      industry: 'Industry is required.',
      project_scope: 'Project Scope is required.',
      state: 'State is required.',
      site_start: 'Site Start Date is required.',
    });
  });

  it('then needs 1 to 10 photos', () => {
    expect(validateNewSite(site, 0)).toEqual({ photos: 'Please upload at least one photo.' });
    expect(validateNewSite(site, 11)).toEqual({ photos: 'Can only upload max 10 photos' });
    expect(validateNewSite(site, 10)).toEqual({});
  });

  it('checks area, start year, industry and state values', () => {
    const errors = validateNewSite(
      { ...site, area: '-5', site_start: String(currentYear() + 1), industry: 'farm', state: 'Atlantis' },
      1,
    );
    expect(errors.area).toBe(MESSAGES.areaPositive);
    expect(errors.site_start).toBe(MESSAGES.startYearRange(currentYear()));
    expect(errors.industry).toBe(MESSAGES.industryInvalid);
    expect(errors.state).toBe(MESSAGES.stateInvalid);
    expect(validateNewSite({ ...site, site_start: '1899' }, 1).site_start).toBeDefined();
    expect(validateNewSite({ ...site, site_start: '2000.5' }, 1).site_start).toBeDefined();
  });

  it('lets an update leave fields out but never empty a required one', () => {
    expect(validateSiteUpdate({ description: 'new' })).toEqual({});
    expect(validateSiteUpdate({ siteName: '  ' })).toEqual({ siteName: 'Site Name is required.' });
  });
});

describe('credentials, posts and logos', () => {
  it('requires email and password, a real email and 8 characters', () => {
    expect(validateCredentials('', 'x')).toEqual({ email: 'Email and password are required' });
    expect(validateCredentials('nope', 'password1')).toEqual({ email: MESSAGES.emailInvalid });
    expect(validateCredentials('a@b.co', 'short')).toEqual({ password: MESSAGES.passwordTooShort });
    expect(validateCredentials('a@b.co', 'long-enough')).toEqual({});
    // bcrypt reads 72 bytes: a longer password would be accepted on its first 72 bytes alone.
    expect(validateCredentials('a@b.co', 'x'.repeat(72))).toEqual({});
    expect(validateCredentials('a@b.co', 'x'.repeat(73))).toEqual({ password: MESSAGES.passwordTooLong });
    expect(validateCredentials('a@b.co', 'é'.repeat(37))).toEqual({ password: MESSAGES.passwordTooLong });
  });

  it('trims before the length checks and lowercases the press nav', () => {
    const { values, errors } = validatePost(
      'press',
      { title: `  ${'t'.repeat(200)}  `, desc: ' d ', nav: ' Press-Release ' },
      true,
      true,
    );
    expect(errors).toEqual({});
    expect(values).toEqual({ title: 't'.repeat(200), desc: 'd', nav: 'press-release' });
    expect(validatePost('awards', { title: 't'.repeat(201), desc: 'd'.repeat(1001) }, false, true).errors).toEqual({
      title: 'Title must be at most 200 characters.',
      desc: 'Description must be at most 1000 characters.',
      img: 'Image is required.',
    });
    expect(validatePost('awards', { title: 't', desc: 'd' }, false, false).errors).toEqual({});
  });

  it('normalises logo names', () => {
    expect(normalizeLogoName('  Big Bank  Ltd ')).toBe('big-bank-ltd');
  });
});

describe('location data and formatting', () => {
  it('has the 36 states and union territories', () => {
    expect(STATES).toHaveLength(36);
    expect(findState('delhi')).toBe('Delhi');
    expect(citiesOf('Kerala')[0]).toBe('Alappuzha');
  });

  it('formats areas with Indian digit grouping and names in title case', () => {
    expect(formatIndianNumber(1234567)).toBe('12,34,567');
    expect(['0', '999', '1000', '12500.5', '123456789.126', '-1234', '0.004', 'abc'].map(formatIndianNumber)).toEqual([
      '0',
      '999',
      '1,000',
      '12,500.5',
      '12,34,56,789.13',
      '-1,234',
      '0',
      'abc',
    ]);
    // The same answers as Intl's en-IN grouping, which it replaces (no locale data to load in the browser).
    const intl = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
    for (const n of [
      1, 12, 123, 1234, 12345, 123456, 1234567.8, 98765432.1, 100000, 2500.25, 0.5, -99999.99, 10.1, 7e9,
    ]) {
      expect(formatIndianNumber(n), String(n)).toBe(intl.format(n));
    }
    expect(titleCase('state bank of india')).toBe('State Bank Of India');
  });

  it('reads stored powers defensively', () => {
    expect(normalizePowers({ 'add-user': true, bogus: true, 'add-client': 'yes' })).toMatchObject({
      'add-user': true,
      'add-client': false,
    });
    expect(Object.keys(normalizePowers(null))).toHaveLength(7);
  });
});

describe('completion dates', () => {
  const now = new Date(2026, 10, 23);
  it('takes month and year, or a full date', () => {
    expect(checkSiteEnd('2021-03', 2019, now)).toBeUndefined();
    expect(checkSiteEnd('2021-03-31', 2019, now)).toBeUndefined();
    expect(checkSiteEnd('2021-13', 2019, now)).toBe(MESSAGES.siteEndInvalid);
    expect(checkSiteEnd('2021-02-30', 2019, now)).toBe(MESSAGES.siteEndInvalid);
    expect(checkSiteEnd('March 2021', 2019, now)).toBe(MESSAGES.siteEndInvalid);
  });
  it('is not before the start year nor after this month', () => {
    expect(checkSiteEnd('2018-12', 2019, now)).toBe(MESSAGES.siteEndBeforeStart);
    expect(checkSiteEnd('2019-01', 2019, now)).toBeUndefined();
    expect(checkSiteEnd('2026-11', 2019, now)).toBeUndefined();
    expect(checkSiteEnd('2026-12', 2019, now)).toBe(MESSAGES.siteEndInFuture);
  });
  it('reads a duration one way everywhere: "2019 – 2021", "2020" within one year, "2025 – ongoing", never "– Completed"', () => {
    expect(siteDuration({ site_start: 2019, site_ongoing: false, site_end: '2021-03-01' })).toBe('2019 – 2021');
    expect(siteDuration({ site_start: 2020, site_ongoing: false, site_end: '2020-11-30' })).toBe('2020');
    expect(siteDuration({ site_start: 2025, site_ongoing: true, site_end: null })).toBe('2025 – ongoing');
    expect(siteDuration({ site_start: 2025, site_ongoing: true, site_end: '2025-06-01' })).toBe('2025 – ongoing');
    // A Completed project from before the completion rule: its start year, not "2023 – Completed".
    expect(siteDuration({ site_start: 2023, site_ongoing: false, site_end: null })).toBe('2023');
    expect(siteDuration({ site_start: 2023, site_ongoing: false, site_end: '2024-01-01T00:00:00.000Z' })).toBe(
      '2023 – 2024',
    );
  });
  it('keeps the dashboard card\'s "On Going" (spec section 6) and otherwise reads as siteDuration', () => {
    expect(siteYears({ site_start: 2019, site_ongoing: true, site_end: null })).toBe('On Going');
    expect(siteYears({ site_start: 2019, site_ongoing: false, site_end: '2021-03-01' })).toBe('2019 – 2021');
    expect(siteYears({ site_start: 2019, site_ongoing: false, site_end: '2019-08-01' })).toBe('2019');
  });
  it('refuses a Completed project without its completion date', () => {
    expect(checkCompletion(false, null)).toBe(MESSAGES.siteEndRequired);
    expect(checkCompletion(false, '  ')).toBe(MESSAGES.siteEndRequired);
    expect(checkCompletion(false, '2021-03-01')).toBeUndefined();
    expect(checkCompletion(true, null)).toBeUndefined();
  });
});

describe("a post's date", () => {
  it('is a real calendar day or left out (the server then uses today in the company zone)', () => {
    expect(validatePost('awards', { title: 'T', desc: 'D', date: ' 2023-11-18 ' }, true, true)).toMatchObject({
      values: { date: '2023-11-18' },
      errors: {},
    });
    expect(validatePost('awards', { title: 'T', desc: 'D', date: '' }, true, true).values.date).toBeUndefined();
    for (const bad of ['2023-02-29', '2023-11-31', '18-11-2023', '1899-12-31', 'yesterday'])
      expect(validatePost('awards', { title: 'T', desc: 'D', date: bad }, true, true).errors.date).toBe(
        MESSAGES.postDateInvalid,
      );
  });
});

describe('password rules', () => {
  it('asks for 8 characters and at most 72 bytes, as bcrypt reads them', () => {
    expect(checkNewPassword('')).toBe(MESSAGES.passwordRequired);
    expect(checkNewPassword(undefined)).toBe(MESSAGES.passwordRequired);
    expect(checkNewPassword('1234567')).toBe(MESSAGES.passwordTooShort);
    expect(checkNewPassword('12345678')).toBeUndefined();
    expect(checkNewPassword('a'.repeat(72))).toBeUndefined();
    expect(checkNewPassword('a'.repeat(73))).toBe(MESSAGES.passwordTooLong);
    // 37 two-byte letters: 37 characters but 74 bytes.
    expect(checkNewPassword('é'.repeat(37))).toBe(MESSAGES.passwordTooLong);
  });

  it('checks a change: current given, new valid, typed twice alike, and different from the current one', () => {
    const ok = { currentPassword: 'old-password', newPassword: 'new-password', confirmPassword: 'new-password' };
    expect(validatePasswordChange(ok)).toEqual({});
    expect(validatePasswordChange({ ...ok, currentPassword: '' })).toEqual({
      currentPassword: MESSAGES.currentPasswordRequired,
    });
    expect(validatePasswordChange({ ...ok, confirmPassword: 'new-passwort' })).toEqual({
      confirmPassword: MESSAGES.passwordsDoNotMatch,
    });
    expect(validatePasswordChange({ ...ok, currentPassword: 'new-password' })).toEqual({
      newPassword: MESSAGES.passwordUnchanged,
    });
    expect(validatePasswordChange({ ...ok, newPassword: 'short', confirmPassword: 'short' })).toEqual({
      newPassword: MESSAGES.passwordTooShort,
    });
  });

  it('checks a reset: new password valid and typed twice alike', () => {
    expect(validatePasswordReset({ password: 'new-password', confirmPassword: 'new-password' })).toEqual({});
    expect(validatePasswordReset({ password: 'new-password', confirmPassword: 'other' })).toEqual({
      confirmPassword: MESSAGES.passwordsDoNotMatch,
    });
    expect(validatePasswordReset({ password: 7, confirmPassword: 7 })).toEqual({ password: MESSAGES.passwordRequired });
  });
});
