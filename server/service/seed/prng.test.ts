import { describe, expect, it } from 'vitest';
import { Random } from './prng';

describe('Random', () => {
  it('repeats the same sequence for the same seed and differs for another', () => {
    const a = new Random(42);
    const b = new Random(42);
    const c = new Random(43);
    const seqA = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(seqA);
    for (const value of seqA) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });

  it('keeps int within bounds and reaches both ends', () => {
    const random = new Random(7);
    const seen = new Set<number>();
    for (let i = 0; i < 500; i++) seen.add(random.int(1, 4));
    expect([...seen].sort()).toEqual([1, 2, 3, 4]);
  });

  it('samples distinct items', () => {
    const random = new Random(1);
    const picked = random.sample(['a', 'b', 'c', 'd', 'e'], 3);
    expect(new Set(picked).size).toBe(3);
    expect(random.sample(['a', 'b'], 5).sort()).toEqual(['a', 'b']);
    expect(() => random.pick([])).toThrow(RangeError);
  });
});
