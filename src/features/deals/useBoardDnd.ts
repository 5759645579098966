import { useCallback, useMemo, useState } from 'react';
import {
  pointerWithin,
  type DndContextProps,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import type { Deal } from '#xml/deal';
import { useBoardSensors } from './boardSensors';

/** What a card hands to dnd-kit (`useDraggable`'s data): the deal and the column it leaves. */
export interface CardDragData {
  deal: Deal;
  from: string;
}

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
  return event.active.data.current as CardDragData | undefined;
}

/**
 * Dragging cards between columns with dnd-kit, by mouse and by touch: columns are droppables
 * named by their status, the one under the pointer is the target (as the board highlights it),
 * the board and the page scroll when the pointer nears their edges. Returns the drag under way
 * and the props for the board's `DndContext`.
 */
export function useBoardDnd(onDrop: (deal: Deal, from: string, to: string) => void) {
  const sensors = useBoardSensors();
  const [drag, setDrag] = useState<CardDrag | null>(null);

  const onDragStart = useCallback((event: DragStartEvent) => {
    const data = dragData(event);
    if (data !== undefined) setDrag({ ...data, over: data.from });
  }, []);
  const onDragOver = useCallback(({ over }: DragOverEvent) => {
    const status = over === null ? null : String(over.id);
    setDrag((current) => (current === null ? null : { ...current, over: status }));
  }, []);
  const onDragEnd = useCallback(
    (event: DragEndEvent) => {
      setDrag(null);
      const data = dragData(event);
      const to = event.over === null ? null : String(event.over.id);
      if (data !== undefined && to !== null && to !== data.from) onDrop(data.deal, data.from, to);
    },
    [onDrop],
  );
  const onDragCancel = useCallback(() => setDrag(null), []);

  const contextProps = useMemo(
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

  return { drag, contextProps };
}
