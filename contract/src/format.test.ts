import { describe, expect, it } from 'vitest';
import {
  codeWords,
  countryName,
  deliveryModelLabel,
  formatRupees,
  formatSheetDateTime,
  industryLabel,
  placeName,
  projectTypeLabel,
  serviceLabel,
} from './format';
import { enquiryConfirmationMail, enquiryReplyMail } from './visitor-mail';

describe('the one formatting module', () => {
  it('writes codes as the labels the site uses, and an unknown code as words', () => {
    expect(industryLabel('bank')).toBe('Banking');
    expect(industryLabel('educational')).toBe('Educational');
    expect(projectTypeLabel('other')).toBe('Other');
    expect(serviceLabel('fire-doors')).toBe('Fire doors');
    expect(serviceLabel('design-and-build')).toBe('Design and build');
    expect(deliveryModelLabel('supply-and-install')).toBe('Supply and install');
    expect(deliveryModelLabel('epc')).toBe('EPC');
    expect(codeWords('cold-storage_unit')).toBe('Cold storage unit');
    for (const none of [null, undefined, '']) expect(industryLabel(none)).toBe('');
    expect(industryLabel('constructor')).toBe('Constructor');
  });
  it('writes places in title case and countries by name', () => {
    expect(placeName('coimbatore', 'Tamil Nadu')).toBe('Coimbatore, Tamil Nadu');
    expect(placeName('new delhi', 'Delhi')).toBe('New Delhi, Delhi');
    expect(placeName('', 'Goa')).toBe('Goa');
    expect(placeName(null, null)).toBe('');
    expect(countryName('IN')).toBe('India');
    expect(countryName('in')).toBe('India');
    expect(countryName('India')).toBe('India');
    expect(countryName(null)).toBe('');
  });
  it('writes rupees with Indian grouping and a spreadsheet time in the company zone', () => {
    expect(formatRupees(12500000)).toBe('₹1,25,00,000');
    expect(formatSheetDateTime('2026-11-28T04:04:01.630Z')).toBe('2026-11-28 09:34:01');
    expect(formatSheetDateTime('2026-11-28T04:04:01.630Z', 'UTC')).toBe('2026-11-28 04:04:01');
    expect(formatSheetDateTime(null)).toBe('');
  });
});

describe('the emails to an address a visitor typed', () => {
  const signature = { company: 'Buildcraft', phone: '+91 80 1', email: 'info@example.com' };
  it('hold fixed text, the reference and the company details only', () => {
    const mail = enquiryConfirmationMail('ENQ-2026-0042', signature);
    expect(mail.subject).toBe('We have received your enquiry ENQ-2026-0042 – Buildcraft');
    expect(mail.text.split('\n').slice(0, 3)).toEqual([
      'Hello,',
      '',
      expect.stringContaining('Your reference is ENQ-2026-0042;'),
    ]);
    expect(mail.text).toContain('—\nBuildcraft\n+91 80 1\ninfo@example.com\n');
  });
  it('refuse anything but a reference where the reference goes', () => {
    for (const bad of ['Click http://evil.example', 'ENQ-2026-0042 http://evil.example', ''])
      expect(() => enquiryConfirmationMail(bad, signature)).toThrow(/Not an enquiry reference/);
    expect(() => enquiryReplyMail('x', 'Hi', 'a@b.c', signature)).toThrow(/Not an enquiry reference/);
  });
  it('carry a staff reply signed by the staff member, with the reference', () => {
    const mail = enquiryReplyMail('ENQ-2026-0042', 'We can visit on Monday.', 'seller@example.com', signature);
    expect(mail.subject).toBe('Your enquiry ENQ-2026-0042 – Buildcraft');
    expect(mail.text).toBe(
      'Hello,\n\nWe can visit on Monday.\n\n—\nseller@example.com\nBuildcraft\n\n' +
        'This is about your enquiry ENQ-2026-0042; please quote it when you write or call us.',
    );
  });
});
