import { describe, expect, it } from 'vitest';
import { ENQUIRY_LIMITS, ENQUIRY_MESSAGES as M, countLinks, normalizePagePath, validateEnquiry } from './enquiries';

const valid = { name: 'Asha', email: 'asha@example.com', projectType: 'bank', message: 'A new branch office.' };

describe('the enquiry rules', () => {
  it('needs name, email, project type and message, each with its own message', () => {
    expect(validateEnquiry({}).errors).toEqual({
      name: M.nameRequired,
      email: M.emailRequired,
      projectType: M.projectTypeRequired,
      message: M.messageRequired,
    });
    expect(validateEnquiry(valid).errors).toEqual({});
  });

  it('trims and normalises what it stores', () => {
    const { values } = validateEnquiry({
      ...valid,
      name: '  Asha   Rao ',
      email: ' ASHA@Example.com ',
      projectType: 'BANK',
      state: 'tamil nadu',
      area: '12,500.4',
      company: ' ',
      message: 'Line one\r\nline two',
    });
    expect(values).toMatchObject({
      name: 'Asha Rao',
      email: 'asha@example.com',
      projectType: 'bank',
      state: 'Tamil Nadu',
      area: 12500,
      company: null,
      message: 'Line one\nline two',
    });
  });

  it('checks the optional fields when they are filled', () => {
    const { errors } = validateEnquiry({
      ...valid,
      phone: 'call me',
      state: 'Atlantis',
      area: '0',
      about: 'x'.repeat(ENQUIRY_LIMITS.aboutMax + 1),
    });
    expect(errors).toEqual({
      phone: M.phoneInvalid,
      state: M.stateInvalid,
      area: M.areaInvalid,
      about: M.tooLong('About', ENQUIRY_LIMITS.aboutMax),
    });
    expect(validateEnquiry({ ...valid, city: 'Pune' }).errors).toEqual({ city: M.cityNeedsState });
    expect(validateEnquiry({ ...valid, phone: '+91 (80) 1234-5678' }).errors).toEqual({});
  });

  it('ignores values that are not text', () => {
    expect(validateEnquiry({ ...valid, name: { $ne: '' } as unknown as string }).errors).toEqual({
      name: M.nameRequired,
    });
  });

  it('counts links and keeps only same-site page paths', () => {
    expect(countLinks('see https://a.example and www.b.example', 'c.example.com/path no')).toBe(3);
    expect(countLinks('buy at cheap.ru/now', null)).toBe(1);
    expect(countLinks('no links, just a.b')).toBe(0);
    expect(normalizePagePath('/projects/clients')).toBe('/projects/clients');
    for (const bad of ['//evil.example', 'https://evil.example', 'projects', '/a b'])
      expect(normalizePagePath(bad)).toBeNull();
  });
});
