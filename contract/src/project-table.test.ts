import { describe, expect, it } from 'vitest';
import {
  PROJECT_TABLE_SORTS,
  TABLE_MESSAGES,
  parseClientTableQuery,
  parseProjectTableQuery,
  projectTableParams,
} from './project-table';

describe('the Projects table query', () => {
  it('reads back what it writes, the defaults left out of the address', () => {
    const { query, errors } = parseProjectTableQuery(
      new URLSearchParams('q=ward&state=tamil-nadu&industry=healthcare&publishing=draft&featured=no&sort=area&page=3'),
    );
    expect(errors).toEqual([]);
    expect(query).toEqual({
      q: 'ward',
      sort: 'area',
      order: 'desc',
      page: 3,
      pageSize: 20,
      filter: { state: 'Tamil Nadu', industry: 'healthcare', publishing: 'draft', featured: false },
    });
    expect(parseProjectTableQuery(projectTableParams(query)).query).toEqual(query);
    expect(projectTableParams(query).has('pageSize')).toBe(false);
  });

  it('sorts by the last change, newest first, and names A to Z unless told otherwise', () => {
    expect(parseProjectTableQuery({}).query).toMatchObject({ sort: 'updated', order: 'desc', page: 1 });
    expect(parseProjectTableQuery({ sort: 'name' }).query.order).toBe('asc');
    expect(parseClientTableQuery({}).query).toMatchObject({ sort: 'name', order: 'asc' });
  });

  it('says what is wrong, and still answers a valid query (the defaults for what was wrong)', () => {
    const { query, errors } = parseProjectTableQuery({ sort: 'price', order: 'up', pageSize: '500', featured: '1' });
    expect(errors).toEqual([
      TABLE_MESSAGES.sort(PROJECT_TABLE_SORTS),
      TABLE_MESSAGES.order,
      TABLE_MESSAGES.pageSize,
      TABLE_MESSAGES.featured,
    ]);
    expect(query).toMatchObject({ sort: 'updated', order: 'desc', pageSize: 20, filter: {} });
    expect(parseProjectTableQuery({ page: ['1', '2'] }).errors).toEqual([TABLE_MESSAGES.repeated('page')]);
  });
});
