import { memo, useEffect, useRef, type KeyboardEvent } from 'react';
import { Group, Paper, Text } from '@mantine/core';
import type { Deal } from '#xml/deal';
import { useFormatAmount } from '../../hooks/useCurrency';
import { BREAK_ANYWHERE } from '../../lib/breakAnywhere';
import { MoveToMenu } from './MoveToMenu';
import { dealLabel } from './dealLabel';
import classes from './DealCard.module.css';
import { useT } from '#i18n/useT';
import { dealMessages } from './messages';

export interface DealCardViewProps {
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
  /** The card's element for dragging (drag/useDragSource; stable across renders). */
  dragRef: (element: HTMLElement | null) => void;
}

/**
 * What a deal's card shows (see DealCard, which places it in the list and makes it draggable).
 * Every prop is a value or a stable function, so a card re-renders only when its own deal or state
 * changes: not when a drag elsewhere on the board does, nor when a move shifts it up or down.
 */
export const DealCardView = memo(function DealCardView({
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
  dragRef,
}: DealCardViewProps) {
  const handleRef = useRef<HTMLDivElement>(null);
  const label = dealLabel(deal);
  const formatAmount = useFormatAmount();
  const t = useT(dealMessages);
  useEffect(() => {
    if (autoFocus) handleRef.current?.focus();
  }, [autoFocus]);

  return (
    <Paper
      ref={dragRef}
      withBorder
      radius="sm"
      p="xs"
      className={classes.card}
      data-lifted={lifted || undefined}
      data-deal-id={deal.id}
      // React events bubble out of portals: a click in the "Move to…" dropdown must not open the card.
      onClick={(event) => {
        if (
          event.currentTarget.contains(event.target as Node) &&
          (event.target as Element).closest('[data-no-drag]') === null
        )
          onOpen(deal);
      }}
    >
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
    </Paper>
  );
});
