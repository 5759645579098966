import { describe, expect, it, vi } from 'vitest';
import { warmIntl } from './warmIntl';

describe('warmIntl', () => {
  it('makes each Intl object in a task of its own, one after the other', () => {
    const queued: (() => void)[] = [];
    const dateFormat = vi.spyOn(Intl, 'DateTimeFormat');
    warmIntl('de-DE', (step) => queued.push(step));
    // Nothing runs before its task, and only one task is queued at a time.
    expect(dateFormat).not.toHaveBeenCalled();
    expect(queued).toHaveLength(1);
    let tasks = 0;
    while (queued.length > 0) {
      queued.shift()!();
      tasks += 1;
    }
    expect(tasks).toBe(4);
    expect(dateFormat).toHaveBeenCalledWith('de-DE', { dateStyle: 'medium', timeStyle: 'short' });
    dateFormat.mockRestore();
  });

  it('goes on past a locale Intl refuses', () => {
    const queued: (() => void)[] = [];
    warmIntl('not a locale!', (step) => queued.push(step));
    let tasks = 0;
    while (queued.length > 0) {
      expect(() => queued.shift()!()).not.toThrow();
      tasks += 1;
    }
    expect(tasks).toBe(4);
  });
});
