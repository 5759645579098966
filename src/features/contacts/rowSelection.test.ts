import { describe, expect, it } from 'vitest';
import { keepVisible, NO_SELECTION, toggleAll, toggleRow } from './rowSelection';

const order = [10, 11, 12, 13, 14];
const ids = (state: { selected: ReadonlySet<number> }) => [...state.selected].sort((a, b) => a - b);

describe('row selection', () => {
  it('toggles single rows and remembers the last as the anchor', () => {
    const one = toggleRow(NO_SELECTION, order, 11, false);
    expect(ids(one)).toEqual([11]);
    expect(one.anchor).toBe(11);
    expect(ids(toggleRow(one, order, 11, false))).toEqual([]);
  });

  it('shift-click selects the range from the anchor, in either direction', () => {
    const anchored = toggleRow(NO_SELECTION, order, 13, false);
    expect(ids(toggleRow(anchored, order, 11, true))).toEqual([11, 12, 13]);
    const down = toggleRow(toggleRow(NO_SELECTION, order, 10, false), order, 12, true);
    expect(ids(down)).toEqual([10, 11, 12]);
  });

  it('shift-click on a selected row clears the range', () => {
    const all = toggleAll(NO_SELECTION, order);
    const anchored = toggleRow(all, order, 10, false);
    expect(ids(toggleRow(anchored, order, 12, true))).toEqual([13, 14]);
  });

  it('shift-click without an anchor toggles just that row', () => {
    expect(ids(toggleRow(NO_SELECTION, order, 12, true))).toEqual([12]);
  });

  it('select all toggles the whole page and keepVisible drops rows that left it', () => {
    const all = toggleAll(NO_SELECTION, order);
    expect(ids(all)).toEqual(order);
    expect(ids(toggleAll(all, order))).toEqual([]);
    expect(ids(keepVisible(all, [10, 14]))).toEqual([10, 14]);
  });
});
