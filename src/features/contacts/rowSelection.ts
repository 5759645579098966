/**
 * Row selection over the rows of the page on screen: a click toggles one row and becomes the
 * anchor; a shift-click sets every row between the anchor and the clicked one to the clicked
 * row's new state (as in mail clients and file managers).
 */
export interface RowSelection {
  selected: ReadonlySet<number>;
  /** The row the last plain click was on; null before any. */
  anchor: number | null;
}

export const NO_SELECTION: RowSelection = { selected: new Set(), anchor: null };

export function toggleRow(
  state: RowSelection,
  order: readonly number[],
  id: number,
  extendRange: boolean,
): RowSelection {
  const turnOn = !state.selected.has(id);
  const next = new Set(state.selected);
  const from = state.anchor === null ? -1 : order.indexOf(state.anchor);
  const to = order.indexOf(id);
  if (extendRange && from !== -1 && to !== -1) {
    const [low, high] = from < to ? [from, to] : [to, from];
    for (const rowId of order.slice(low, high + 1)) {
      if (turnOn) next.add(rowId);
      else next.delete(rowId);
    }
  } else if (turnOn) next.add(id);
  else next.delete(id);
  return { selected: next, anchor: id };
}

/** Everything on the page, or nothing when it already was all selected. */
export function toggleAll(state: RowSelection, order: readonly number[]): RowSelection {
  const allOn = order.length > 0 && order.every((id) => state.selected.has(id));
  return { selected: allOn ? new Set() : new Set(order), anchor: null };
}

/** Drops selected ids no longer on the page (after a delete, or a refetch). */
export function keepVisible(state: RowSelection, order: readonly number[]): RowSelection {
  const visible = new Set(order);
  const selected = new Set([...state.selected].filter((id) => visible.has(id)));
  return selected.size === state.selected.size
    ? state
    : {
        selected,
        anchor: state.anchor !== null && visible.has(state.anchor) ? state.anchor : null,
      };
}
