import { memo } from 'react';
import { useDraggable } from '@dnd-kit/core';
import type { CardPlace } from './ColumnCards';
import type { CardDragData } from './useBoardDnd';
import { DealCardView, type DealCardViewProps } from './DealCardView';
import classes from './DealCard.module.css';

export type DealCardProps = Omit<DealCardViewProps, 'dragRef' | 'dragListeners'> & CardPlace;

/**
 * One deal on the board: drag it (mouse, or a long press on a touch screen), lift it with Space,
 * open it with Enter or a click. dnd-kit's `useDraggable` re-renders every card whenever a drag
 * starts, crosses into another column or ends (it reads the whole drag context), and a move
 * shifts the cards below it: both live in this thin shell (the list item, placed by the windowed
 * list), and what the card shows (`DealCardView`) is memoized behind it with stable props, so a
 * drag or a shift renders this shell of a card, not the card.
 */
export const DealCard = memo(function DealCard({
  index,
  offset,
  setSize,
  measureRef,
  ...card
}: DealCardProps) {
  const { deal, status } = card;
  // Only the sensors' listeners are used: dnd-kit's attributes would make the card a second button
  // around the focusable handle, which has its own keyboard moving and description.
  const { setNodeRef, listeners } = useDraggable({
    id: deal.id,
    data: { deal, from: status } satisfies CardDragData,
  });
  return (
    <li
      ref={measureRef}
      className={classes.item}
      data-index={index}
      aria-setsize={setSize}
      aria-posinset={index + 1}
      style={{ transform: `translateY(${offset}px)` }}
    >
      <DealCardView {...card} dragRef={setNodeRef} dragListeners={listeners} />
    </li>
  );
});
