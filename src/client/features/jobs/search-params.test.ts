import { describe, expect, it } from 'vitest';
import { filtersFromParams, pageFromParams, paramsFromFilters } from './search-params.ts';

describe('job search in the URL', () => {
  it('keeps only the fields that are set, and the page past the first', () => {
    expect(paramsFromFilters({ keyword: ' java ', type: '', province: 'Brussels' }).toString()).toBe(
      'keyword=java&province=Brussels',
    );
    expect(paramsFromFilters({ keyword: 'java' }, 3).toString()).toBe('keyword=java&page=3');
    expect(paramsFromFilters({}, 1).toString()).toBe('');
  });

  it('reads a shared URL back, ignoring what it does not know', () => {
    const params = new URLSearchParams('keyword=data&experience=5-10&page=2&lang=fr');
    expect(filtersFromParams(params)).toEqual({
      keyword: 'data',
      type: '',
      province: '',
      industry: '',
      seniorityLevel: '',
      experience: '5-10',
    });
    expect(pageFromParams(params)).toBe(2);
    expect(pageFromParams(new URLSearchParams('page=-4'))).toBe(1);
    expect(pageFromParams(new URLSearchParams('page=abc'))).toBe(1);
  });
});
