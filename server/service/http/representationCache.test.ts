import { describe, expect, it } from 'vitest';
import { RepresentationCache } from './representationCache';

describe('RepresentationCache', () => {
  it('answers only for the cached version', () => {
    const cache = new RepresentationCache();
    cache.set('company:1', 3, '<company/>');
    expect(cache.get('company:1', 3)).toBe('<company/>');
    expect(cache.get('company:1', 4)).toBeUndefined();
    // A stale entry is dropped, not kept for later.
    expect(cache.get('company:1', 3)).toBeUndefined();
  });

  it('drops the least recently used entry when full', () => {
    const cache = new RepresentationCache(2);
    cache.set('a', 1, 'A');
    cache.set('b', 1, 'B');
    cache.get('a', 1);
    cache.set('c', 1, 'C');
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.get('a', 1)).toBe('A');
    expect(cache.get('c', 1)).toBe('C');
    expect(cache.size).toBe(2);
  });
});
