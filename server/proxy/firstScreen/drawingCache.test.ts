import { describe, expect, it } from 'vitest';
import { DrawingCache, digestOf, stampedNow } from './drawingCache';

const drawing = (html: string) => ({ drawn: html, reads: [{ url: '/a', digest: 'x' }] });

describe('the drawings kept for reuse', () => {
  it('are found by page until a minute has passed', () => {
    let now = 0;
    const cache = new DrawingCache<string>(() => now);
    cache.set('en /companies', drawing('list'));
    now = 59_000;
    expect(cache.get('en /companies')?.drawn).toBe('list');
    expect(cache.get('de /companies')).toBeUndefined();
    now = 60_001;
    expect(cache.get('en /companies')).toBeUndefined();
  });

  it('let the least recently used go first, past their number', () => {
    const cache = new DrawingCache<string>(() => 0, 2);
    cache.set('a', drawing('A'));
    cache.set('b', drawing('B'));
    cache.get('a');
    cache.set('c', drawing('C'));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.drawn).toBe('A');
    expect(cache.get('c')?.drawn).toBe('C');
  });

  it('tell answers apart by their bytes', () => {
    const one = digestOf(new TextEncoder().encode('<company><name>A</name></company>'));
    expect(digestOf(new TextEncoder().encode('<company><name>A</name></company>'))).toBe(one);
    expect(digestOf(new TextEncoder().encode('<company><name>B</name></company>'))).not.toBe(one);
  });

  it('hand their answers over as read now, so the browser does not ask again at once', () => {
    const state = {
      mutations: [],
      queries: [
        { queryKey: ['a'], dehydratedAt: 5, state: { dataUpdatedAt: 10, status: 'success' } },
        { queryKey: ['b'], state: { dataUpdatedAt: 0, status: 'pending' } },
      ],
    };
    expect(stampedNow(state, 99)).toEqual({
      mutations: [],
      queries: [
        { queryKey: ['a'], dehydratedAt: 99, state: { dataUpdatedAt: 99, status: 'success' } },
        { queryKey: ['b'], state: { dataUpdatedAt: 0, status: 'pending' } },
      ],
    });
    expect(state.queries[0]!.state.dataUpdatedAt).toBe(10);
  });
});
