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

  it('lets a user’s first pages in a row be drawn, and a flood only its share', () => {
    let now = 0;
    const budget = new DrawingBudget(250, () => now);
    // A cold first drawing and two more at once: 900 ms of 1,000 in four seconds.
    for (const length of [500, 200, 200]) {
      expect(budget.mayStart()).toBe(true);
      const done = budget.start();
      now += length;
      done();
    }
    expect(budget.mayStart()).toBe(true);
    const done = budget.start();
    now += 150;
    done();
    // 1,050 ms drawn in the last four seconds: the next page goes as index.html has it...
    expect(budget.mayStart()).toBe(false);
    // ...until the first drawing is more than four seconds old.
    now = 4_600;
    expect(budget.mayStart()).toBe(true);
  });
});
