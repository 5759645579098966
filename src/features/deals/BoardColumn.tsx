import { memo, useId, type KeyboardEvent } from 'react';
import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { Deal } from '#xml/deal';
import { errorMessage } from '../../lib/errorMessage';
import type { ColumnTotals } from './boardColumns';
import { ColumnCards } from './ColumnCards';
import { useColumnPaging } from './columnPaging';
import { DealCard } from './DealCard';
import { useDropTarget } from './drag/useDragSource';
import { centsToAmount } from './money';
import { useFormatAmount } from '../../hooks/useCurrency';
import classes from './BoardColumn.module.css';
import { useT } from '#i18n/useT';
import { dealMessages } from './messages';
import { formatNumber } from '#lib/formatNumber';
import { stageName } from '#lib/stageName';

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

/**
 * One status: its count and sum (final when the service totals them, else marked partial while
 * pages are still coming), then its cards, windowed (`ColumnCards`). Cards are dropped on the
 * column, named by its status (drag/useBoardDnd). Memoized: re-rendered only when its props
 * change (a drag changes the highlighted column's and the one the card leaves).
 */
export const BoardColumn = memo(function BoardColumn(props: BoardColumnProps) {
  const { status, deals, totals, started, complete, error, highlighted } = props;
  const dropRef = useDropTarget(status);
  const headingId = useId();
  const { loading } = useColumnPaging(status);
  const formatAmount = useFormatAmount();
  const t = useT(dealMessages);

  return (
    <Paper
      ref={dropRef}
      component="section"
      aria-labelledby={headingId}
      aria-busy={!complete || loading}
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
            {stageName(status)}
          </Title>
          {!complete && error === null && (
            <Badge variant="light" color="gray" size="sm" data-testid="column-partial">
              {t('column.partial')}
            </Badge>
          )}
        </Group>
        {started || complete ? (
          <Text size="sm" c="dimmed" className={classes.totals} data-testid="column-totals">
            {t(complete ? 'column.totals' : 'column.totalsAtLeast', {
              count: totals.count,
              number: formatNumber(totals.count),
              amount: formatAmount(centsToAmount(totals.cents)),
            })}
          </Text>
        ) : (
          <Skeleton height={16} width="70%" aria-hidden />
        )}
      </Stack>
      {error !== null && (
        <Alert
          role="alert"
          color="red"
          variant="light"
          title={t('column.loadError', { status: stageName(status) })}
          mb="sm"
        >
          <Text size="sm" mb="xs">
            {errorMessage(error)}
          </Text>
          <Button size="xs" color="red.9" onClick={props.onRetry}>
            {t('column.retry')}
          </Button>
        </Alert>
      )}
      {!started && deals.length === 0 && error === null ? (
        <Stack gap="xs" aria-hidden>
          <Skeleton height={64} />
          <Skeleton height={64} />
        </Stack>
      ) : (
        <ColumnCards
          status={status}
          deals={deals}
          setSize={complete ? totals.count : -1}
          liftedId={props.liftedId}
          focusId={props.focusId}
          renderCard={(deal, place) => (
            <DealCard
              key={deal.id}
              {...place}
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
          )}
        />
      )}
      {started && deals.length === 0 && (
        <Text size="sm" c="dimmed" ta="center" py="md">
          {t('column.empty')}
        </Text>
      )}
      <Stack gap="xs" mt="xs">
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => props.onQuickAdd(status)}
        >
          {t('column.add', { status: stageName(status) })}
        </Button>
      </Stack>
    </Paper>
  );
});
