import { describe, expect, it } from 'vitest';
import { INDUSTRIES } from './industries';
import {
  areaDelivered,
  countBy,
  listScope,
  pageOf,
  portfolioCounts,
  portfolioStats,
  sectorCounts,
  type SiteGroup,
} from './portfolio-figures';
import { PUBLIC_PAGE_SIZE } from './public-reads';

const groups: SiteGroup[] = [
  { state: 'Karnataka', industry: 'corporate', ongoing: false, count: 3, area: 1000.4 },
  { state: 'Karnataka', industry: 'healthcare', ongoing: true, count: 2, area: 5000 },
  { state: 'Tamil Nadu', industry: 'healthcare', ongoing: false, count: 1, area: 200.3 },
  { state: 'Kerala', industry: 'corporate', ongoing: true, count: 2, area: 700 },
];

describe('portfolio figures', () => {
  it('counts projects, completed, ongoing and states', () => {
    expect(portfolioStats(groups)).toEqual({ projects: 8, completed: 4, ongoing: 4, states: 3 });
    expect(portfolioStats([])).toEqual({ projects: 0, completed: 0, ongoing: 0, states: 0 });
  });

  it('delivers only completed projects’ area; the company figure is rounded, a state’s is not', () => {
    expect(areaDelivered(groups)).toBeCloseTo(1200.7);
    expect(portfolioCounts(groups)).toEqual({ projectsDelivered: 4, statesWorkedIn: 3, squareFeetDelivered: 1201 });
  });

  it('lists every sector in the sectors’ order, with zero where there is none', () => {
    const sectors = sectorCounts(groups);
    expect(sectors.map((s) => s.industry)).toEqual([...INDUSTRIES]);
    expect(sectors.find((s) => s.industry === 'corporate')?.count).toBe(5);
    expect(sectors.find((s) => s.industry === 'healthcare')?.count).toBe(3);
    expect(sectors.find((s) => s.industry === 'bank')?.count).toBe(0);
  });

  it('counts by a key, most first, then by name, leaving out empty keys', () => {
    expect(countBy(groups, (g) => g.state)).toEqual([
      { key: 'Karnataka', count: 5 },
      { key: 'Kerala', count: 2 },
      { key: 'Tamil Nadu', count: 1 },
    ]);
    expect(countBy([{ count: 2, k: '' }], (g) => g.k)).toEqual([]);
  });

  it('reads a project list’s scope from its URL id; null when the id names nothing', () => {
    expect(listScope('industry', 'Healthcare')).toEqual({ industry: 'healthcare' });
    expect(listScope('industry', 'nowhere')).toBeNull();
    expect(listScope('state', 'tamil-nadu')).toEqual({ state: 'Tamil Nadu' });
    expect(listScope('state', 'Tamil Nadu')).toEqual({ state: 'Tamil Nadu' });
    expect(listScope('state', 'atlantis')).toBeNull();
    expect(listScope('ongoing', 'all')).toEqual({ ongoing: true });
    expect(listScope('ongoing', 'corporate')).toEqual({ ongoing: true, industry: 'corporate' });
    expect(listScope('ongoing', 'kerala')).toEqual({ ongoing: true, state: 'Kerala' });
    expect(listScope('ongoing', 'atlantis')).toBeNull();
  });

  it('pages by the public page size, one page at least', () => {
    expect(pageOf(1, 0)).toEqual({ page: 1, total: 0, pageCount: 1 });
    expect(pageOf(2, PUBLIC_PAGE_SIZE + 1)).toEqual({ page: 2, total: PUBLIC_PAGE_SIZE + 1, pageCount: 2 });
  });
});
