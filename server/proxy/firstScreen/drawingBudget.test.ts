import { describe, expect, it } from 'vitest';
import { DrawingBudget } from './drawFirstScreen';

describe('the time the proxy spends drawing pages', () => {
  it('allows one drawing at a time', () => {
    let now = 0;
    const budget = new DrawingBudget(400, () => now);
    expect(budget.mayStart()).toBe(true);
    const done = budget.start();
    expect(budget.mayStart()).toBe(false);
    now = 10;
    done();
    expect(budget.mayStart()).toBe(true);
  });

  it('stops drawing for the rest of a second once the second’s share is spent, then draws again', () => {
    let now = 0;
    const budget = new DrawingBudget(400, () => now);
    for (const length of [150, 150, 120]) {
      expect(budget.mayStart()).toBe(true);
      const done = budget.start();
      now += length;
      done();
    }
    // 420 ms drawn in the last second: the next page goes as index.html has it.
    expect(budget.mayStart()).toBe(false);
    now = 1_200;
    expect(budget.mayStart()).toBe(true);
  });
});
