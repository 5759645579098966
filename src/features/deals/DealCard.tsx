import { memo, useCallback, useEffect, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { Group, Text } from '@mantine/core';
import { useDraggable } from '@dnd-kit/core';
import type { Deal } from '#xml/deal';
import { useFormatAmount } from '../../hooks/useCurrency';
import { BREAK_ANYWHERE } from '../../lib/breakAnywhere';
import { MoveToMenu } from './MoveToMenu';
import type { CardDragData } from './useBoardDnd';
import { dealLabel } from './dealLabel';
import classes from './DealCard.module.css';
import { useT } from '#i18n/useT';
import { dealMessages } from './messages';

export interface DealCardProps {
  deal: Deal;
  status: string;
  statuses: readonly string[];
  /** Lifted with the keyboard, or the card being dragged. */
  lifted: boolean;
  /** Take focus when mounted (the card just moved here with the keyboard). */
  autoFocus: boolean;
  instructionsId: string;
  onKeyDown: (event: KeyboardEvent<HTMLElement>, deal: Deal, from: string) => boolean;
  onBlurWhileLifted: () => void;
  onOpen: (deal: Deal) => void;
  onMove: (deal: Deal, from: string, to: string) => void;
  /** Its place in the column's windowed list (`ColumnCards`), compared by value (`sameCard`). */
  place?: CardPlace;
}

/** Where a card sits in its column's windowed list. */
export interface CardPlace {
  /** Its position in the whole column, from 0. */
  index: number;
  /** Its offset from the top of the list, px. */
  top: number;
  /** How many cards the column holds in all, -1 while that is not known. */
  setSize: number;
  /** The list's measuring ref (stable for the list's life). */
  measure: (element: HTMLLIElement | null) => void;
}

const samePlace = (a: CardPlace | undefined, b: CardPlace | undefined): boolean =>
  a === b ||
  (a !== undefined &&
    b !== undefined &&
    a.index === b.index &&
    a.top === b.top &&
    a.setSize === b.setSize &&
    a.measure === b.measure);

/** Memo's test for the card: every prop the same, its place compared by value. */
function sameCard(before: DealCardProps, after: DealCardProps): boolean {
  const { place: beforePlace, ...beforeRest } = before;
  const { place: afterPlace, ...afterRest } = after;
  const keys = Object.keys(beforeRest) as (keyof typeof beforeRest)[];
  return (
    samePlace(beforePlace, afterPlace) &&
    keys.length === Object.keys(afterRest).length &&
    keys.every((key) => Object.is(beforeRest[key], afterRest[key]))
  );
}

/**
 * One deal on the board: drag it (mouse, or a long press on a touch screen), lift it with Space,
 * open it with Enter or a click. `useDraggable` re-renders every card at each step of any drag
 * (dnd-kit's context changes on lift, over and drop), so this part is kept thin: the card's
 * contents (`CardContents`, with its menu) re-render only when their own props change.
 */
export const DealCard = memo(function DealCard(props: DealCardProps) {
  const { place, ...contents } = props;
  const { deal, status, lifted, onOpen } = contents;
  // Only the sensors' listeners are used: dnd-kit's attributes would make the card a second button
  // around the focusable handle, which has its own keyboard moving and description.
  const { setNodeRef, listeners } = useDraggable({
    id: deal.id,
    data: { deal, from: status } satisfies CardDragData,
  });
  const open = useCallback(
    (event: MouseEvent<HTMLDivElement>) => {
      // React events bubble out of portals: a click in the "Move to…" dropdown must not open the card.
      if (
        event.currentTarget.contains(event.target as Node) &&
        (event.target as Element).closest('[data-no-drag]') === null
      )
        onOpen(deal);
    },
    [deal, onOpen],
  );

  return (
    <li
      className={classes.item}
      ref={place?.measure}
      data-index={place?.index}
      aria-setsize={place?.setSize}
      aria-posinset={place === undefined ? undefined : place.index + 1}
      style={place === undefined ? undefined : { transform: `translateY(${place.top}px)` }}
    >
      <div
        ref={setNodeRef}
        {...listeners}
        className={classes.card}
        data-lifted={lifted || undefined}
        data-deal-id={deal.id}
        onClick={open}
      >
        <CardContents {...contents} />
      </div>
    </li>
  );
}, sameCard);

const CardContents = memo(function CardContents({
  deal,
  status,
  statuses,
  lifted,
  autoFocus,
  instructionsId,
  onKeyDown,
  onBlurWhileLifted,
  onOpen,
  onMove,
}: Omit<DealCardProps, 'place'>) {
  const handleRef = useRef<HTMLDivElement>(null);
  const label = dealLabel(deal);
  const formatAmount = useFormatAmount();
  const t = useT(dealMessages);
  useEffect(() => {
    if (autoFocus) handleRef.current?.focus();
  }, [autoFocus]);

  return (
    <>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap={4}>
        <div
          ref={handleRef}
          role="button"
          tabIndex={0}
          aria-roledescription={t('card.role')}
          aria-describedby={instructionsId}
          aria-pressed={lifted}
          className={classes.handle}
          onKeyDown={(event) => {
            if (onKeyDown(event, deal, status)) return;
            if (event.key === 'Enter') {
              event.preventDefault();
              onOpen(deal);
            }
          }}
          onBlur={() => {
            if (lifted) onBlurWhileLifted();
          }}
        >
          <Text size="sm" fw={600} lineClamp={2} title={label} style={BREAK_ANYWHERE}>
            {label}
          </Text>
        </div>
        <MoveToMenu
          label={label}
          current={status}
          statuses={statuses}
          onMove={(to) => onMove(deal, status, to)}
        />
      </Group>
      <Text size="sm" className={classes.amount}>
        {formatAmount(deal.amount)}
      </Text>
      {(deal.dealWith !== '' || deal.assignedTo !== '') && (
        <Text size="xs" c="dimmed" lineClamp={1}>
          {[deal.dealWith, deal.assignedTo].filter((part) => part !== '').join(' · ')}
        </Text>
      )}
    </>
  );
});
