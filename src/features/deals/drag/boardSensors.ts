import type { SyntheticEvent } from 'react';
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
 * What the drag layer's bindings hand dnd-kit for a press: they listen on the cards themselves
 * (`cardPress` in dragBindings.tsx), so no card renders dnd-kit's listeners, and a press kept from
 * before the layer arrived can be handed over later, when the browser's own event has no
 * `currentTarget` any more.
 */
export interface CardPress {
  nativeEvent: MouseEvent | TouchEvent;
  target: EventTarget | null;
  /** The card's element. */
  currentTarget: Element;
  button: number;
  touchCount: number;
}

/** dnd-kit types an activator's event as React's; the board's bindings send a `CardPress`. */
const pressOf = (event: SyntheticEvent): CardPress => event as unknown as CardPress;

/** True when the press started on the card itself, not in its "Move to…" button (`data-no-drag`). */
function startsOnCard(press: CardPress): boolean {
  const target = press.target;
  return (
    target instanceof Element &&
    press.currentTarget.contains(target) &&
    target.closest('[data-no-drag]') === null
  );
}

class CardMouseSensor extends MouseSensor {
  static override activators = [
    {
      eventName: 'onMouseDown' as const,
      handler: (event: SyntheticEvent) => {
        const press = pressOf(event);
        return press.button === 0 && startsOnCard(press);
      },
    },
  ];
}

class CardTouchSensor extends TouchSensor {
  static override activators = [
    {
      eventName: 'onTouchStart' as const,
      // A second finger is a pinch or a scroll, not a drag.
      handler: (event: SyntheticEvent) => {
        const press = pressOf(event);
        return press.touchCount === 1 && startsOnCard(press);
      },
    },
  ];
}

// Constants, not literals in the hook: `useSensor` memoizes on its options' identity, and new
// sensors would give every binding new listeners on each render of the layer.
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
