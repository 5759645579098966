import { createPortal } from 'react-dom';
import { Paper, Text } from '@mantine/core';
import { DragOverlay } from '@dnd-kit/core';
import type { Deal } from '#xml/deal';
import { useFormatAmount } from '#hooks/useCurrency';
import { dealLabel } from '../dealLabel';
import classes from '../PipelineBoard.module.css';

/**
 * The floating card under the pointer or finger while a card is dragged. It is drawn on the body
 * (fixed positioning must not depend on the board's ancestors) and hidden from screen readers:
 * the announcer says what happens.
 */
export function CardDragOverlay({ deal }: { deal: Deal | null }) {
  const formatAmount = useFormatAmount();
  // Drawn on the server (src/ssr/) there is no body to draw on, and nothing is dragged.
  if (typeof document === 'undefined') return null;
  return createPortal(
    <DragOverlay dropAnimation={null}>
      {deal !== null && (
        <Paper shadow="lg" withBorder p="xs" radius="sm" className={classes.floating} aria-hidden>
          <Text size="sm" fw={600} lineClamp={1}>
            {dealLabel(deal)}
          </Text>
          <Text size="sm">{formatAmount(deal.amount)}</Text>
        </Paper>
      )}
    </DragOverlay>,
    document.body,
  );
}
