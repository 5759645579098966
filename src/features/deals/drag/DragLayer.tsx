import { useEffect, useSyncExternalStore, type Dispatch, type SetStateAction } from 'react';
import { DndContext } from '@dnd-kit/core';
import type { Deal } from '#xml/deal';
import { CardDragOverlay } from './CardDragOverlay';
import { CardBinding, ColumnBinding } from './dragBindings';
import type { BoardDragRegistry } from './dragRegistry';
import { useBoardDnd, type CardDrag } from './useBoardDnd';

export interface DragLayerProps {
  registry: BoardDragRegistry;
  /** The dragged card, if any (its deal shows floating under the pointer). */
  dragged: Deal | null;
  setDrag: Dispatch<SetStateAction<CardDrag | null>>;
  onDrop: (deal: Deal, from: string, to: string) => void;
}

/**
 * Dragging on the board (loaded when the board is first approached, see useDragLayer): dnd-kit's
 * context with one binding per card and column registered in `registry`, and the floating card.
 * On arrival it takes over a press made on a card while it was loading, so a drag begun at once
 * still happens.
 */
export function DragLayer({ registry, dragged, setDrag, onDrop }: DragLayerProps) {
  useSyncExternalStore(registry.subscribe, registry.getVersion);
  const contextProps = useBoardDnd(setDrag, onDrop);

  // After the bindings' layout effects: every card listens for its presses from now on.
  useEffect(() => {
    const pending = registry.layerReady(true);
    if (pending !== null) takeOverPress(registry, pending.event, pending.lastMove);
    return () => void registry.layerReady(false);
  }, [registry]);

  return (
    <DndContext {...contextProps}>
      {[...registry.sources].map((source) => (
        <CardBinding key={source.key} source={source} element={source.element} />
      ))}
      {[...registry.targets].map((target) => (
        <ColumnBinding key={target.key} status={target.status} element={target.element} />
      ))}
      <CardDragOverlay deal={dragged} />
    </DndContext>
  );
}

/**
 * Hands a press kept from before the layer arrived to its card's binding, then tells the sensor
 * where the pointer has gone since: a mouse already carried past the drag threshold lifts the
 * card at once.
 */
function takeOverPress(
  registry: BoardDragRegistry,
  press: MouseEvent | TouchEvent,
  lastMove: MouseEvent | null,
): void {
  const source = registry.sourceAt(press.target);
  if (source === undefined || source.press === null) return;
  source.press(press);
  if (lastMove !== null)
    document.dispatchEvent(
      new MouseEvent('mousemove', {
        bubbles: true,
        clientX: lastMove.clientX,
        clientY: lastMove.clientY,
        buttons: 1,
      }),
    );
}
