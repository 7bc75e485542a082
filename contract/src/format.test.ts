import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format';

describe('the one date format', () => {
  it('shows "23 Nov 2026, 14:06" in the company time zone (India), whatever the input zone', () => {
    expect(formatDateTime('2026-11-23T08:36:00Z')).toBe('23 Nov 2026, 14:06');
    expect(formatDateTime('2026-09-01T18:45:00Z')).toBe('2 Sep 2026, 00:15');
    expect(formatDate('2026-11-23T08:36:00Z')).toBe('23 Nov 2026');
  });
  it('shows nothing for a missing or bad date', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});
