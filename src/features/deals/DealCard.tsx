import { memo } from 'react';
import type { CardPlace } from './ColumnCards';
import { DealCardView, type DealCardViewProps } from './DealCardView';
import { useDragSource } from './drag/useDragSource';
import classes from './DealCard.module.css';

export type DealCardProps = Omit<DealCardViewProps, 'dragRef'> & CardPlace;

/**
 * One deal on the board: drag it (mouse, or a long press on a touch screen), lift it with Space,
 * open it with Enter or a click. A move shifts the cards below it: that lives in this thin shell
 * (the list item, placed by the windowed list), and what the card shows (`DealCardView`) is
 * memoized behind it with stable props, so a shift renders this shell of a card, not the card.
 * Dragging binds to the card through the board's registry (drag/), without rendering it.
 */
export const DealCard = memo(function DealCard({
  index,
  offset,
  setSize,
  measureRef,
  ...card
}: DealCardProps) {
  const dragRef = useDragSource(card.deal, card.status);
  return (
    <li
      ref={measureRef}
      className={classes.item}
      data-index={index}
      aria-setsize={setSize}
      aria-posinset={index + 1}
      style={{ transform: `translateY(${offset}px)` }}
    >
      <DealCardView {...card} dragRef={dragRef} />
    </li>
  );
});
