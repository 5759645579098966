import { describe, expect, it } from 'vitest';
import { readListParams, withFilter, withPage } from './listParams';

describe('list params in the URL', () => {
  it('reads filters, offset and limit', () => {
    const params = readListParams(new URLSearchParams('name=%20acme%20&offset=40&limit=50'), [
      'name',
      'tag',
    ]);
    expect(params).toEqual({ filters: { name: 'acme', tag: '' }, offset: 40, limit: 50 });
  });

  it('falls back to the first page of 20 for missing or hand-broken numbers', () => {
    expect(readListParams(new URLSearchParams(''), [])).toEqual({
      filters: {},
      offset: 0,
      limit: 20,
    });
    expect(readListParams(new URLSearchParams('offset=-5&limit=7'), [])).toEqual({
      filters: {},
      offset: 0,
      limit: 20,
    });
    expect(readListParams(new URLSearchParams('offset=1e3&limit=abc'), [])).toEqual({
      filters: {},
      offset: 0,
      limit: 20,
    });
  });

  it('a new filter starts from the first page and keeps the page size', () => {
    const next = withFilter(
      new URLSearchParams('name=acme&offset=20&limit=50'),
      'name',
      ' globex ',
    );
    expect(next.toString()).toBe('name=globex&limit=50');
    expect(withFilter(next, 'name', '   ').toString()).toBe('limit=50');
  });

  it('paging writes offset and limit next to the filters', () => {
    expect(withPage(new URLSearchParams('name=acme'), 20, 20).toString()).toBe(
      'name=acme&offset=20&limit=20',
    );
    expect(withPage(new URLSearchParams('offset=20'), -10, 10).toString()).toBe(
      'offset=0&limit=10',
    );
  });
});
