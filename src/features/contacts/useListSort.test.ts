import { describe, expect, it } from 'vitest';
import { nextSort } from './useListSort';

describe('a sortable header click', () => {
  it('goes A to Z, Z to A, then back to the API order for names', () => {
    const first = nextSort(null, 'name');
    expect(first).toEqual({ key: 'name', descending: false });
    const second = nextSort(first, 'name');
    expect(second).toEqual({ key: 'name', descending: true });
    expect(nextSort(second, 'name')).toBeNull();
  });

  it('starts with the newest for times, and a new column starts afresh', () => {
    expect(nextSort(null, 'updated_at')).toEqual({ key: 'updated_at', descending: true });
    expect(nextSort({ key: 'updated_at', descending: true }, 'updated_at')).toEqual({
      key: 'updated_at',
      descending: false,
    });
    expect(nextSort({ key: 'name', descending: true }, 'updated_at')).toEqual({
      key: 'updated_at',
      descending: true,
    });
  });
});
