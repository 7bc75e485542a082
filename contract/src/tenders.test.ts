import { describe, expect, it } from 'vitest';
import { isIndustry } from './industries';
import { isService } from './projects';
import { parseSimilarWorksQuery, ruleThreshold, similarWorks, yearsBefore, type TenderWork } from './tenders';

const work = (over: Partial<TenderWork> & { siteId: string }): TenderWork => ({
  name: over.siteId,
  client: 'Client',
  contractValue: 50_00_000,
  completedOn: '2024-03-31',
  completed: true,
  hasCompletionCertificate: true,
  sector: 'healthcare',
  services: ['interiors'],
  ...over,
});
const TODAY = '2026-11-25';
const crit = (answer: ReturnType<typeof similarWorks>, rule: string) => answer.criteria.find((c) => c.rule === rule)!;

describe('similar works (CPWD rule)', () => {
  it('counts a work of exactly 40% of the estimate, not one rupee less', () => {
    const works = [
      work({ siteId: 'a', contractValue: 40_00_000 }),
      work({ siteId: 'b', contractValue: 40_00_000 }),
      work({ siteId: 'c', contractValue: 39_99_999 }),
    ];
    const answer = similarWorks(works, { value: 1_00_00_000, today: TODAY });
    expect(crit(answer, '3x40')).toMatchObject({ threshold: 40_00_000, met: false });
    expect(crit(answer, '3x40').works.map((w) => w.siteId)).toEqual(['a', 'b']);
    const withThird = similarWorks([...works, work({ siteId: 'd', contractValue: 40_00_000 })], {
      value: 1_00_00_000,
      today: TODAY,
    });
    expect(crit(withThird, '3x40').met).toBe(true);
    expect(withThird.qualifies).toBe(true);
  });

  it('rounds a fractional threshold up to the next whole rupee', () => {
    expect(ruleThreshold(1001, 40)).toBe(401);
    expect(ruleThreshold(1000, 40)).toBe(400);
    expect(ruleThreshold(3, 50)).toBe(2);
  });

  it('two works of 50% or one of 80% qualify on their own', () => {
    const two = similarWorks([work({ siteId: 'a', contractValue: 50 }), work({ siteId: 'b', contractValue: 60 })], {
      value: 100,
      today: TODAY,
    });
    expect(two.criteria.map((c) => [c.rule, c.met])).toEqual([
      ['3x40', false],
      ['2x50', true],
      ['1x80', false],
    ]);
    const one = similarWorks([work({ siteId: 'a', contractValue: 80 })], { value: 100, today: TODAY });
    expect(one.criteria.map((c) => c.met)).toEqual([false, false, true]);
    expect(similarWorks([work({ siteId: 'a', contractValue: 79 })], { value: 100, today: TODAY }).qualifies).toBe(
      false,
    );
  });

  it('lists the works nearest the threshold first', () => {
    const answer = similarWorks(
      [
        work({ siteId: 'big', contractValue: 90 }),
        work({ siteId: 'edge', contractValue: 40 }),
        work({ siteId: 'mid', contractValue: 55 }),
      ],
      { value: 100, today: TODAY },
    );
    expect(crit(answer, '3x40').works.map((w) => w.siteId)).toEqual(['edge', 'mid', 'big']);
    expect(crit(answer, '2x50').works.map((w) => w.siteId)).toEqual(['mid', 'big']);
  });

  it('counts a work completed exactly 7 years ago, not 7 years and one day ago, nor one not yet completed', () => {
    const answer = similarWorks(
      [
        work({ siteId: 'edge', completedOn: '2019-11-25', contractValue: 100 }),
        work({ siteId: 'old', completedOn: '2019-11-24', contractValue: 100 }),
        work({ siteId: 'future', completedOn: '2026-11-26', contractValue: 100 }),
        work({ siteId: 'ongoing', completed: false, completedOn: null, contractValue: 100 }),
      ],
      { value: 100, today: TODAY },
    );
    expect(answer.since).toBe('2019-11-25');
    expect(crit(answer, '1x80').works.map((w) => w.siteId)).toEqual(['edge']);
    expect(answer.needsData).toEqual([]);
  });

  it('honours another period', () => {
    const answer = similarWorks([work({ siteId: 'a', completedOn: '2022-01-01', contractValue: 100 })], {
      value: 100,
      years: 3,
      today: TODAY,
    });
    expect(answer.since).toBe('2023-11-25');
    expect(answer.qualifies).toBe(false);
  });

  it('lists completed works missing a value, a date or a certificate apart as needing data', () => {
    const answer = similarWorks(
      [
        work({ siteId: 'novalue', contractValue: null }),
        work({ siteId: 'nocert', hasCompletionCertificate: false, contractValue: 100 }),
        work({ siteId: 'nodate', completedOn: null }),
      ],
      { value: 100, today: TODAY },
    );
    expect(answer.qualifies).toBe(false);
    expect(answer.criteria.every((c) => c.works.length === 0)).toBe(true);
    expect(Object.fromEntries(answer.needsData.map((w) => [w.siteId, w.missing]))).toEqual({
      novalue: ['contractValue'],
      nocert: ['completionCertificate'],
      nodate: ['completedOn'],
    });
  });

  it('keeps to the sector and service asked for', () => {
    const works = [
      work({ siteId: 'hosp', sector: 'healthcare', services: ['fire-doors'], contractValue: 100 }),
      work({ siteId: 'bank', sector: 'bank', services: ['interiors', 'fire-doors'], contractValue: 100 }),
    ];
    expect(
      crit(similarWorks(works, { value: 100, sector: 'bank', today: TODAY }), '1x80').works.map((w) => w.siteId),
    ).toEqual(['bank']);
    expect(crit(similarWorks(works, { value: 100, service: 'fire-doors', today: TODAY }), '1x80').works).toHaveLength(
      2,
    );
    expect(
      crit(similarWorks(works, { value: 100, service: 'interiors', sector: 'healthcare', today: TODAY }), '1x80').works,
    ).toHaveLength(0);
  });
});

describe('yearsBefore', () => {
  it('steps back whole years, 29 February falling back to 28', () => {
    expect(yearsBefore('2026-11-25', 7)).toBe('2019-11-25');
    expect(yearsBefore('2024-02-29', 1)).toBe('2023-02-28');
  });
});

describe('the similar-works query', () => {
  const lists = { isIndustry, isService };
  it('reads a value with separators and defaults to 7 years', () => {
    expect(parseSimilarWorksQuery({ value: '₹2,50,00,000' }, lists)).toEqual({
      ok: true,
      value: 25_000_000,
      years: 7,
      sector: null,
      service: null,
      doorSchedules: false,
    });
    expect(
      parseSimilarWorksQuery(
        { value: '100', years: '5', sector: 'bank', service: 'fire-doors', doorSchedules: 'true' },
        lists,
      ),
    ).toMatchObject({ ok: true, years: 5, sector: 'bank', service: 'fire-doors', doorSchedules: true });
  });
  it('refuses bad input with a message', () => {
    for (const params of [{}, { value: '0' }, { value: '-5' }, { value: '1.5' }, { value: 'abc' }, { value: '1e12' }]) {
      expect(parseSimilarWorksQuery(params, lists)).toMatchObject({ ok: false });
    }
    expect(parseSimilarWorksQuery({ value: '100', years: '0' }, lists)).toMatchObject({
      ok: false,
      message: expect.stringContaining('between 1 and'),
    });
    expect(parseSimilarWorksQuery({ value: '100', years: '2.5' }, lists)).toMatchObject({ ok: false });
    expect(parseSimilarWorksQuery({ value: '100', sector: 'mall' }, lists)).toMatchObject({
      ok: false,
      message: expect.stringContaining('sector'),
    });
    expect(parseSimilarWorksQuery({ value: '100', service: 'painting' }, lists)).toMatchObject({
      ok: false,
      message: expect.stringContaining('service'),
    });
    expect(parseSimilarWorksQuery({ value: '200000000000' }, lists)).toMatchObject({
      ok: false,
      message: expect.stringContaining('too large'),
    });
  });
});
