import { describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE, dayInZone, isTimeZone, timeZoneOr, todayInZone } from './time-zone';
import { formatDate, formatDateTime, formatLongDate } from './format';

describe('the one date format', () => {
  it('shows "23 Nov 2026, 14:06" in the company time zone (India by default), whatever the input zone', () => {
    expect(DEFAULT_TIME_ZONE).toBe('Asia/Kolkata');
    expect(formatDateTime('2026-11-23T08:36:00Z')).toBe('23 Nov 2026, 14:06');
    expect(formatDateTime('2026-09-01T18:45:00Z')).toBe('2 Sep 2026, 00:15');
    expect(formatDate('2026-11-23T08:36:00Z')).toBe('23 Nov 2026');
  });
  it('shows nothing for a missing or bad date', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
    expect(formatLongDate('')).toBe('');
  });
  it('takes the zone: 01:20 IST on 5 March is 5 March in India, 4 March in UTC and London', () => {
    const at = '2026-03-04T19:50:00.000Z'; // 01:20 IST, 5 March
    expect(formatLongDate(at, 'Asia/Kolkata')).toBe('5 March 2026');
    expect(formatLongDate(at, 'UTC')).toBe('4 March 2026');
    expect(formatDate(at, 'Europe/London')).toBe('4 Mar 2026');
    expect(formatDateTime(at, 'Asia/Kolkata')).toBe('5 Mar 2026, 01:20');
    expect(dayInZone(at, 'Asia/Kolkata')).toBe('2026-03-05');
    expect(todayInZone('Asia/Kolkata', new Date(at))).toBe('2026-03-05');
    expect(todayInZone('UTC', new Date(at))).toBe('2026-03-04');
  });
  it('shows a date-only value as the day it names, in every zone', () => {
    for (const zone of ['Asia/Kolkata', 'UTC', 'America/Los_Angeles', 'Pacific/Kiritimati']) {
      expect(formatLongDate('2023-11-18', zone)).toBe('18 November 2023');
      expect(formatDate('2023-11-18', zone)).toBe('18 Nov 2023');
      expect(dayInZone('2023-11-18', zone)).toBe('2023-11-18');
    }
  });
  it('knows real IANA zones only, and falls back to the default', () => {
    for (const zone of ['Asia/Kolkata', 'Europe/London', 'America/Argentina/Buenos_Aires', 'UTC'])
      expect(isTimeZone(zone)).toBe(true);
    for (const zone of ['Asia/Mumbai', 'Mars/Olympus', '+05:30', 'IST', ' Asia/Kolkata', '', 'asia kolkata', 5, null])
      expect(isTimeZone(zone)).toBe(false);
    expect(timeZoneOr('Europe/London')).toBe('Europe/London');
    expect(timeZoneOr('Nowhere/City')).toBe(DEFAULT_TIME_ZONE);
    expect(timeZoneOr(undefined)).toBe(DEFAULT_TIME_ZONE);
  });
});
