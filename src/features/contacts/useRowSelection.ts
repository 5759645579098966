import { useState } from 'react';
import { keepVisible, NO_SELECTION, toggleAll, toggleRow, type RowSelection } from './rowSelection';
import type { TableSelection } from './SelectionCells';

/**
 * Selection over the rows on screen. It is dropped when `pageKey` (the list's URL search) changes:
 * a selection the user can no longer see must not be acted on.
 */
export function useRowSelection(order: readonly number[], pageKey: string) {
  const [state, setState] = useState<RowSelection>(NO_SELECTION);
  const [seenKey, setSeenKey] = useState(pageKey);
  if (pageKey !== seenKey) {
    setSeenKey(pageKey);
    setState(NO_SELECTION);
  }
  const visible = keepVisible(state, order);
  const selection: TableSelection = {
    selected: visible.selected,
    onToggle: (id, extendRange) =>
      setState((prev) => toggleRow(keepVisible(prev, order), order, id, extendRange)),
    onToggleAll: () => setState((prev) => toggleAll(keepVisible(prev, order), order)),
  };
  return { selection, clear: () => setState(NO_SELECTION) };
}
