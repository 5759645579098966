import { memo, useLayoutEffect, useMemo } from 'react';
import { useDraggable, useDroppable } from '@dnd-kit/core';
import type { CardPress } from './boardSensors';
import type { CardDragData, DragSource } from './dragRegistry';

/** The press object dnd-kit's activators are given for a browser event on `card`. */
export function cardPress(event: MouseEvent | TouchEvent, card: Element): CardPress {
  return {
    nativeEvent: event,
    target: event.target,
    currentTarget: card,
    button: 'button' in event ? event.button : 0,
    touchCount: 'touches' in event ? event.touches.length : 0,
  };
}

/**
 * Makes one registered card draggable: dnd-kit's `useDraggable` for its deal, and the sensors'
 * press listeners added to the card's element. Renders nothing: a drag re-renders these, not the
 * cards.
 */
export const CardBinding = memo(function CardBinding({
  source,
  element,
}: {
  source: DragSource;
  element: HTMLElement | null;
}) {
  // Read at the drag's start: the card's deal as it is then, not as this binding last rendered.
  const data = useMemo(
    (): CardDragData => ({
      get deal() {
        return source.data.deal;
      },
      get from() {
        return source.data.from;
      },
    }),
    [source],
  );
  const { setNodeRef, listeners } = useDraggable({ id: source.id, data });
  useLayoutEffect(() => {
    setNodeRef(element);
    if (element === null || listeners === undefined) return;
    const press = (event: MouseEvent | TouchEvent) => {
      const handler =
        event.type === 'touchstart' ? listeners['onTouchStart'] : listeners['onMouseDown'];
      handler?.(cardPress(event, element));
    };
    source.bindPress(press);
    element.addEventListener('mousedown', press);
    element.addEventListener('touchstart', press, { passive: true });
    return () => {
      source.bindPress(null);
      element.removeEventListener('mousedown', press);
      element.removeEventListener('touchstart', press);
    };
  }, [element, listeners, setNodeRef, source]);
  return null;
});

/** Makes one registered column a place cards are dropped on. Renders nothing. */
export const ColumnBinding = memo(function ColumnBinding({
  element,
  status,
}: {
  element: HTMLElement | null;
  status: string;
}) {
  const { setNodeRef } = useDroppable({ id: status });
  useLayoutEffect(() => setNodeRef(element), [element, setNodeRef]);
  return null;
});
