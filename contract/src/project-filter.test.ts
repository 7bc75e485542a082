import { describe, expect, it } from 'vitest';
import { PROJECT_FILTER_MESSAGES, facetCounts, parseProjectFilter, projectFilterParams } from './project-filter';
import { whatsappDigits } from './site-info';

describe('parseProjectFilter', () => {
  it('reads slugs or names, any casing, and empty values as "any"', () => {
    expect(
      parseProjectFilter(new URLSearchParams('state=tamil-nadu&industry=Bank&status=&service=FIRE-DOORS&year=2021')),
    ).toEqual({
      filter: { state: 'Tamil Nadu', industry: 'bank', service: 'fire-doors', year: 2021 },
      errors: [],
    });
    expect(parseProjectFilter({ state: 'Karnataka', status: 'completed' }).filter).toEqual({
      state: 'Karnataka',
      status: 'completed',
    });
  });

  it('says what is wrong with each value that names nothing', () => {
    expect(parseProjectFilter(new URLSearchParams('state=atlantis&year=21&state=atlantis')).errors).toEqual([
      PROJECT_FILTER_MESSAGES.state('atlantis'),
      PROJECT_FILTER_MESSAGES.year,
    ]);
    expect(parseProjectFilter({ industry: ['bank', 'healthcare'] }).errors).toEqual([
      PROJECT_FILTER_MESSAGES.repeated('industry'),
    ]);
  });

  it('writes the filter back as a URL, state as its slug', () => {
    expect(projectFilterParams({ state: 'Tamil Nadu', year: 2020 }, 2).toString()).toBe(
      'state=tamil-nadu&year=2020&page=2',
    );
  });
});

describe('facetCounts', () => {
  const rows = [
    { state: 'Goa', industry: 'bank' as const, ongoing: true, year: 2020, services: ['interiors' as const], count: 2 },
    { state: 'Kerala', industry: 'bank' as const, ongoing: false, year: 2021, services: [], count: 1 },
    {
      state: 'Kerala',
      industry: 'healthcare' as const,
      ongoing: true,
      year: 2021,
      services: ['interiors' as const, 'fire-doors' as const],
      count: 3,
    },
  ];
  it('counts each option with the other choices applied', () => {
    const options = facetCounts(rows, { state: 'Kerala' });
    expect(options.states).toEqual([
      { key: 'Goa', count: 2 },
      { key: 'Kerala', count: 4 },
    ]);
    expect(options.industries).toEqual([
      { key: 'healthcare', count: 3 },
      { key: 'bank', count: 1 },
    ]);
    expect(options.services).toEqual([
      { key: 'interiors', count: 3 },
      { key: 'fire-doors', count: 3 },
    ]);
    expect(facetCounts(rows, { year: 1999 }).years).toEqual([
      { key: '2021', count: 4 },
      { key: '2020', count: 2 },
      { key: '1999', count: 0 },
    ]);
  });
});

describe('whatsappDigits', () => {
  it('reads the ways people write an international number', () => {
    expect(whatsappDigits('+91 98450 12345')).toBe('919845012345');
    expect(whatsappDigits('0091-98450-12345')).toBe('919845012345');
    expect(whatsappDigits('https://wa.me/919845012345?text=hi')).toBe('919845012345');
    expect(whatsappDigits('(+44) 20 7946 0958')).toBe('442079460958');
  });
  it('refuses a number without its country code, letters and nothing', () => {
    for (const bad of ['98450 12345', 'call us', '+91 98450 1234x', '', null, '+0 123 4567 890'])
      expect(whatsappDigits(bad)).toBeNull();
  });
});
