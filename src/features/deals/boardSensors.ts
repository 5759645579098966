import type { MouseEvent, SyntheticEvent, TouchEvent } from 'react';
import { MouseSensor, TouchSensor, useSensor, useSensors } from '@dnd-kit/core';

/**
 * How a press on a card becomes a drag. The mouse must travel a few pixels first (a shorter press
 * is a click and opens the card); a finger must rest on the card for a long press first (a swipe
 * before then scrolls the page, as on any touch screen). No keyboard sensor: the board's own
 * keyboard moving (useKeyboardLift) keeps its announcements.
 */
const MOUSE_DISTANCE = 6;
const TOUCH_DELAY_MS = 250;
const TOUCH_TOLERANCE = 5;

/**
 * True when the press started on the card itself: not in its "Move to…" button (`data-no-drag`),
 * and not in a portalled dropdown whose React events bubble up to the card.
 */
function startsOnCard(event: SyntheticEvent): boolean {
  const target = event.target as Element;
  return event.currentTarget.contains(target) && target.closest('[data-no-drag]') === null;
}

class CardMouseSensor extends MouseSensor {
  static override activators = [
    {
      eventName: 'onMouseDown' as const,
      handler: (event: MouseEvent) => event.button === 0 && startsOnCard(event),
    },
  ];
}

class CardTouchSensor extends TouchSensor {
  static override activators = [
    {
      eventName: 'onTouchStart' as const,
      // A second finger is a pinch or a scroll, not a drag.
      handler: (event: TouchEvent) => event.touches.length === 1 && startsOnCard(event),
    },
  ];
}

// Constants, not literals in the hook: `useSensor` memoizes on its options' identity, and new
// sensors would give every card new listeners (and a re-render) on each render of the board.
const MOUSE_OPTIONS = { activationConstraint: { distance: MOUSE_DISTANCE } };
const TOUCH_OPTIONS = {
  activationConstraint: { delay: TOUCH_DELAY_MS, tolerance: TOUCH_TOLERANCE },
};

export function useBoardSensors() {
  return useSensors(
    useSensor(CardMouseSensor, MOUSE_OPTIONS),
    useSensor(CardTouchSensor, TOUCH_OPTIONS),
  );
}
