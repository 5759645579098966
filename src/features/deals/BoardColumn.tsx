import { memo, useId, useState, type KeyboardEvent } from 'react';
import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useDroppable } from '@dnd-kit/core';
import type { Deal } from '#xml/deal';
import { errorMessage } from '../../components/errorMessage';
import type { ColumnTotals } from './boardColumns';
import { DealCard } from './DealCard';
import { formatCents } from './money';
import classes from './BoardColumn.module.css';

/** Cards rendered per column at first and per "Show more": a 500-deal column stays light. */
export const CARDS_PER_STEP = 40;

export interface BoardColumnProps {
  status: string;
  statuses: readonly string[];
  deals: readonly Deal[];
  totals: ColumnTotals;
  started: boolean;
  complete: boolean;
  error: unknown;
  onRetry: () => void;
  /** A card is being dragged or moved with the keyboard over this column. */
  highlighted: boolean;
  liftedId: number | null;
  focusId: number | null;
  instructionsId: string;
  onKeyDown: (event: KeyboardEvent<HTMLElement>, deal: Deal, from: string) => boolean;
  onBlurWhileLifted: () => void;
  onOpen: (deal: Deal) => void;
  onMove: (deal: Deal, from: string, to: string) => void;
  onQuickAdd: (status: string) => void;
}

/** One status: its count and sum (marked partial while pages are still coming), then its cards. */
export const BoardColumn = memo(function BoardColumn(props: BoardColumnProps) {
  const { status, deals, totals, started, complete, error, highlighted } = props;
  const headingId = useId();
  // Cards are dropped on the column, named by its status (see useBoardDnd).
  const { setNodeRef } = useDroppable({ id: status });
  const [shownCount, setShownCount] = useState(CARDS_PER_STEP);
  const visible = deals.slice(0, shownCount);
  const hidden = deals.length - visible.length;

  return (
    <Paper
      ref={setNodeRef}
      component="section"
      aria-labelledby={headingId}
      aria-busy={!complete}
      className={classes.column}
      data-board-column={status}
      data-over={highlighted || undefined}
      withBorder
      radius="md"
      p="sm"
    >
      <Stack gap={4} mb="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h4" id={headingId}>
            {status}
          </Title>
          {!complete && error === null && (
            <Badge variant="light" color="gray" size="sm">
              partial
            </Badge>
          )}
        </Group>
        {started ? (
          <Text size="sm" c="dimmed" className={classes.totals} data-testid="column-totals">
            {totals.count} {totals.count === 1 ? 'deal' : 'deals'} · {complete ? '' : 'at least '}
            {formatCents(totals.cents)}
          </Text>
        ) : (
          <Skeleton height={16} width="70%" aria-hidden />
        )}
      </Stack>
      {error !== null && (
        <Alert role="alert" color="red" variant="light" title={`Could not load ${status}`} mb="sm">
          <Text size="sm" mb="xs">
            {errorMessage(error)}
          </Text>
          <Button size="xs" color="red.9" onClick={props.onRetry}>
            Try again
          </Button>
        </Alert>
      )}
      {!started && error === null ? (
        <Stack gap="xs" aria-hidden>
          <Skeleton height={64} />
          <Skeleton height={64} />
        </Stack>
      ) : (
        <ul className={classes.cards} aria-label={`${status} deals`}>
          {visible.map((deal) => (
            <DealCard
              key={deal.id}
              deal={deal}
              status={status}
              statuses={props.statuses}
              lifted={props.liftedId === deal.id}
              autoFocus={props.focusId === deal.id}
              instructionsId={props.instructionsId}
              onKeyDown={props.onKeyDown}
              onBlurWhileLifted={props.onBlurWhileLifted}
              onOpen={props.onOpen}
              onMove={props.onMove}
            />
          ))}
        </ul>
      )}
      {started && deals.length === 0 && (
        <Text size="sm" c="dimmed" ta="center" py="md">
          No deals here. Drag one in or add one.
        </Text>
      )}
      <Stack gap="xs" mt="xs">
        {hidden > 0 && (
          <Button
            variant="subtle"
            size="xs"
            onClick={() => setShownCount((count) => count + CARDS_PER_STEP)}
          >
            Show {Math.min(hidden, CARDS_PER_STEP)} more of {hidden}
          </Button>
        )}
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => props.onQuickAdd(status)}
        >
          Add deal to {status}
        </Button>
      </Stack>
    </Paper>
  );
});
