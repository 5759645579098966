import { memo, useCallback, useId, type KeyboardEvent } from 'react';
import { Alert, Badge, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useDroppable } from '@dnd-kit/core';
import type { Deal } from '#xml/deal';
import { errorMessage } from '../../lib/errorMessage';
import type { ColumnTotals } from './boardColumns';
import { ColumnCards } from './ColumnCards';
import { useColumnPaging } from './columnPaging';
import { DealCard, type CardPlace } from './DealCard';
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
 * pages are still coming), then its cards, windowed (`ColumnCards`). `useDroppable` re-renders the
 * column at every step of any drag (dnd-kit's context changes on lift, over and drop), so this
 * part is kept thin: the column's contents re-render only when their own props change.
 */
export const BoardColumn = memo(function BoardColumn(props: BoardColumnProps) {
  const { highlighted, ...contents } = props;
  const { status, complete } = contents;
  const headingId = useId();
  // Cards are dropped on the column, named by its status (see useBoardDnd).
  const { setNodeRef } = useDroppable({ id: status });
  const { loading } = useColumnPaging(status);

  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      aria-busy={!complete || loading}
      className={classes.column}
      data-board-column={status}
      data-over={highlighted || undefined}
    >
      <ColumnContents {...contents} headingId={headingId} />
    </section>
  );
}, sameColumn);

/**
 * Memo's test for a column: every prop the same, its cards compared one by one and its totals by
 * value. The board rebuilds every column's list and totals whenever any column changes (a move, a
 * page, the service's totals asked again): a column whose cards and figures are the same keeps still.
 */
function sameColumn<P extends Pick<BoardColumnProps, 'deals' | 'totals'>>(before: P, after: P) {
  const keys = Object.keys(before) as (keyof P)[];
  return (
    keys.length === Object.keys(after).length &&
    keys.every((key) =>
      key === 'deals'
        ? sameDeals(before.deals, after.deals)
        : key === 'totals'
          ? before.totals.count === after.totals.count && before.totals.cents === after.totals.cents
          : Object.is(before[key], after[key]),
    )
  );
}

function sameDeals(before: readonly Deal[], after: readonly Deal[]): boolean {
  return (
    before === after ||
    (before.length === after.length && before.every((deal, index) => deal === after[index]))
  );
}

const ColumnContents = memo(function ColumnContents(
  props: Omit<BoardColumnProps, 'highlighted'> & { headingId: string },
) {
  const { status, deals, totals, started, complete, error, headingId } = props;
  const formatAmount = useFormatAmount();
  const t = useT(dealMessages);
  const { statuses, liftedId, focusId, instructionsId, onKeyDown, onBlurWhileLifted } = props;
  const { onOpen, onMove } = props;
  const renderCard = useCallback(
    (deal: Deal, place: CardPlace) => (
      <DealCard
        key={deal.id}
        place={place}
        deal={deal}
        status={status}
        statuses={statuses}
        lifted={liftedId === deal.id}
        autoFocus={focusId === deal.id}
        instructionsId={instructionsId}
        onKeyDown={onKeyDown}
        onBlurWhileLifted={onBlurWhileLifted}
        onOpen={onOpen}
        onMove={onMove}
      />
    ),
    [
      focusId,
      instructionsId,
      liftedId,
      onBlurWhileLifted,
      onKeyDown,
      onMove,
      onOpen,
      status,
      statuses,
    ],
  );

  return (
    <>
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
          liftedId={liftedId}
          focusId={focusId}
          renderCard={renderCard}
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
    </>
  );
}, sameColumn);
