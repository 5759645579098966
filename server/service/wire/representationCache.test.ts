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

describe('RepresentationCache budget', () => {
  it('keeps at most its characters, dropping the least recently used bodies first', () => {
    const cache = new RepresentationCache(100, 6400);
    cache.set('a', 1, 'a'.repeat(60));
    cache.set('b', 1, 'b'.repeat(60));
    for (let i = 0; i < 200; i++) cache.set(`k${i}`, 1, 'k'.repeat(60));
    expect(cache.heldCharacters).toBeLessThanOrEqual(6400);
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('k199', 1)).toBe('k'.repeat(60));
  });

  it('does not keep a body larger than a 64th of the budget, and forgets what it replaced', () => {
    const cache = new RepresentationCache(100, 6400);
    cache.set('big', 1, 'small');
    cache.set('big', 2, 'x'.repeat(101));
    expect(cache.get('big', 2)).toBeUndefined();
    expect(cache.get('big', 1)).toBeUndefined();
    expect(cache.heldCharacters).toBe(0);
    cache.set('fits', 1, 'x'.repeat(100));
    expect(cache.heldCharacters).toBe(100);
  });
});
