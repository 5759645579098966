import { useCallback, useContext, useLayoutEffect, useState } from 'react';
import type { Deal } from '#xml/deal';
import { BoardDragContext, type BoardDragRegistry } from './dragRegistry';

/** A registered entry's ref callback: a new element is news for the drag layer. */
function useEntryRef(
  registry: BoardDragRegistry | null,
  entry: { setElement: (element: HTMLElement | null) => boolean },
) {
  return useCallback(
    (element: HTMLElement | null) => {
      if (entry.setElement(element)) registry?.changed();
    },
    [registry, entry],
  );
}

/**
 * Registers a card with the board's drag registry. Returns the ref callback for the card's
 * element. Nothing here re-renders the card: the drag layer reads the entry.
 */
export function useDragSource(deal: Deal, from: string): (element: HTMLElement | null) => void {
  const registry = useContext(BoardDragContext);
  const [source] = useState(() => registry?.newSource(deal.id, { deal, from }) ?? null);
  useLayoutEffect(() => source?.setData({ deal, from }), [source, deal, from]);
  useLayoutEffect(
    () => (registry === null || source === null ? undefined : registry.add(source)),
    [registry, source],
  );
  const ref = useEntryRef(registry, source ?? NO_ENTRY);
  return ref;
}

/** Registers a column as where cards are dropped; returns the ref callback for its element. */
export function useDropTarget(status: string): (element: HTMLElement | null) => void {
  const registry = useContext(BoardDragContext);
  const [target] = useState(() => registry?.newTarget(status) ?? null);
  useLayoutEffect(
    () => (registry === null || target === null ? undefined : registry.add(target)),
    [registry, target],
  );
  return useEntryRef(registry, target ?? NO_ENTRY);
}

/** Outside a board: an element nobody follows. */
const NO_ENTRY = { setElement: () => false };
