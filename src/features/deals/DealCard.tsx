import { memo } from 'react';
import { useDraggable } from '@dnd-kit/core';
import type { CardDragData } from './useBoardDnd';
import { DealCardView, type DealCardViewProps } from './DealCardView';

export type DealCardProps = Omit<DealCardViewProps, 'dragRef' | 'dragListeners'>;

/**
 * One deal on the board: drag it (mouse, or a long press on a touch screen), lift it with Space,
 * open it with Enter or a click. dnd-kit's `useDraggable` re-renders every card whenever a drag
 * starts, crosses into another column or ends (it reads the whole drag context): it lives in this
 * thin shell, and what the card shows (`DealCardView`) is memoized behind it with stable props,
 * so a drag renders this shell of each card, not the card.
 */
export const DealCard = memo(function DealCard(props: DealCardProps) {
  const { deal, status } = props;
  // Only the sensors' listeners are used: dnd-kit's attributes would make the card a second button
  // around the focusable handle, which has its own keyboard moving and description.
  const { setNodeRef, listeners } = useDraggable({
    id: deal.id,
    data: { deal, from: status } satisfies CardDragData,
  });
  return <DealCardView {...props} dragRef={setNodeRef} dragListeners={listeners} />;
});
