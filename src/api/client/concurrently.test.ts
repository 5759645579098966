import { describe, expect, it } from 'vitest';
import { mapConcurrently } from './concurrently';

describe('mapConcurrently', () => {
  it('keeps the items’ order and never runs more than the limit at once', async () => {
    let running = 0;
    let most = 0;
    const results = await mapConcurrently(
      [30, 5, 20, 1, 10, 2, 15],
      async (delay) => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, delay));
        running -= 1;
        return delay * 2;
      },
      3,
    );
    expect(results).toEqual([60, 10, 40, 2, 20, 4, 30]);
    expect(most).toBe(3);
  });

  it('gives an empty list for no items', async () => {
    expect(await mapConcurrently([], () => Promise.resolve(1))).toEqual([]);
  });
});
