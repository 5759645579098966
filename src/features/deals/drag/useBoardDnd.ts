import { useCallback, useMemo, type Dispatch, type SetStateAction } from 'react';
import {
  pointerWithin,
  type DndContextProps,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import type { Deal } from '#xml/deal';
import { useBoardSensors } from './boardSensors';
import type { CardDragData } from './dragRegistry';

export interface CardDrag extends CardDragData {
  /** The column under the pointer or finger (its status), null when over none. */
  over: string | null;
}

/** dnd-kit's own announcements stay silent: the board announces in its own words. */
const SILENT = {
  announcements: {
    onDragStart: () => undefined,
    onDragOver: () => undefined,
    onDragEnd: () => undefined,
    onDragCancel: () => undefined,
  },
  screenReaderInstructions: { draggable: '' },
};

function dragData(event: DragStartEvent | DragEndEvent): CardDragData | undefined {
  const data = event.active.data.current as CardDragData | undefined;
  // A copy: the binding's data reads the card's current deal, which may change after the lift.
  return data === undefined ? undefined : { deal: data.deal, from: data.from };
}

/**
 * Dragging cards between columns with dnd-kit, by mouse and by touch: columns are droppables
 * named by their status, the one under the pointer is the target (as the board highlights it),
 * the board and the page scroll when the pointer nears their edges. The drag under way goes to
 * `setDrag` (the board's state); returns the props for the layer's `DndContext`.
 */
export function useBoardDnd(
  setDrag: Dispatch<SetStateAction<CardDrag | null>>,
  onDrop: (deal: Deal, from: string, to: string) => void,
): DndContextProps {
  const sensors = useBoardSensors();

  const onDragStart = useCallback(
    (event: DragStartEvent) => {
      const data = dragData(event);
      if (data !== undefined) setDrag({ ...data, over: data.from });
    },
    [setDrag],
  );
  const onDragOver = useCallback(
    ({ over }: DragOverEvent) => {
      const status = over === null ? null : String(over.id);
      setDrag((current) => (current === null ? null : { ...current, over: status }));
    },
    [setDrag],
  );
  const onDragEnd = useCallback(
    (event: DragEndEvent) => {
      setDrag(null);
      const data = dragData(event);
      const to = event.over === null ? null : String(event.over.id);
      if (data !== undefined && to !== null && to !== data.from) onDrop(data.deal, data.from, to);
    },
    [onDrop, setDrag],
  );
  const onDragCancel = useCallback(() => setDrag(null), [setDrag]);

  return useMemo(
    (): DndContextProps => ({
      sensors,
      collisionDetection: pointerWithin,
      accessibility: SILENT,
      onDragStart,
      onDragOver,
      onDragEnd,
      onDragCancel,
    }),
    [sensors, onDragStart, onDragOver, onDragEnd, onDragCancel],
  );
}
