import { describe, expect, it } from 'vitest';
import { formatDuration, isOverdueForAnswer, median, oneWorkingDayAfter } from './sales-desk';

describe('sales desk rules', () => {
  it('counts one working day Monday to Friday in the company zone', () => {
    const zone = 'Asia/Kolkata';
    // Thursday 26 Nov 2026 10:00 IST → Friday; Friday → Monday; Saturday → Monday.
    expect(oneWorkingDayAfter(new Date('2026-11-26T10:00:00+05:30'), zone).toISOString()).toBe(
      new Date('2026-11-27T10:00:00+05:30').toISOString(),
    );
    expect(oneWorkingDayAfter(new Date('2026-11-27T15:00:00+05:30'), zone).toISOString()).toBe(
      new Date('2026-11-30T15:00:00+05:30').toISOString(),
    );
    expect(oneWorkingDayAfter(new Date('2026-11-28T10:00:00+05:30'), zone).toISOString()).toBe(
      new Date('2026-11-30T10:00:00+05:30').toISOString(),
    );
    const friday = { createdAt: '2026-11-27T09:30:00.000Z', firstResponseAt: null, status: 'new' as const };
    expect(isOverdueForAnswer(friday, new Date('2026-11-30T09:00:00Z'), zone)).toBe(false);
    expect(isOverdueForAnswer(friday, new Date('2026-11-30T10:00:00Z'), zone)).toBe(true);
    expect(
      isOverdueForAnswer(
        { ...friday, firstResponseAt: '2026-11-27T10:00:00Z' },
        new Date('2026-12-05T10:00:00Z'),
        zone,
      ),
    ).toBe(false);
    expect(isOverdueForAnswer({ ...friday, status: 'won' }, new Date('2026-12-05T10:00:00Z'), zone)).toBe(false);
  });

  it('takes the median and says durations as people do', () => {
    expect(median([])).toBeNull();
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(formatDuration(45 * 60_000)).toBe('45 min');
    expect(formatDuration(200 * 60_000)).toBe('3 h 20 min');
    expect(formatDuration(52 * 3600_000)).toBe('2 days 4 h');
  });
});
