import { memo, Suspense, useCallback, useId, useMemo, useState } from 'react';
import { Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { dealQueries } from '../../api/deals';
import { useApiClient } from '../../api/client/ApiClientProvider';
import { userQueries } from '../../api/users';
import type { Deal } from '#xml/deal';
import type { User } from '#xml/user';
import type { DealStage } from '#xml/dealStage';
import { QueryState } from '../../components/QueryState';
import { ScreenHeader } from '../../components/ScreenHeader';
import { LazyDealPanel } from './LazyDealPanel';
import { LazyNewDealModal } from '../../components/dealForm/LazyNewDealModal';
import { boardStatuses, type PendingMove } from './boardColumns';
import { ColumnPagingContext } from './columnPaging';
import { ColumnsMenu } from './ColumnsMenu';
import { PipelineBoard } from './PipelineBoard';
import { PipelineFilters } from './PipelineFilters';
import { PipelineSummary } from './PipelineSummary';
import { useBoardColumns } from './useBoardColumns';
import { useColumnChoiceText, useColumnPreferences } from './useColumnPreferences';
import { SavedViewsMenu } from '../../components/savedViews/SavedViewsMenu';
import { useMoveDeal, usePendingMoves, useRecentCards } from './useMoveDeal';
import { usePipelineParams } from './usePipelineParams';
import { usePrefetchBoard } from './usePrefetchBoard';
import { useT } from '#i18n/useT';
import { dealMessages } from './messages';
import { lazyNamed } from '../../components/lazy/lazyNamed';

// The chart library is large: it loads after the board.
// Memoized: it re-renders when the columns change, not with every render of the page.
const PipelineChart = memo(lazyNamed(() => import('./PipelineChart'), 'PipelineChart'));

// Closed most of the time: memoized with stable callbacks, they stay out of the page's re-renders
// (each announcement and move re-renders the page).
const BoardNewDealModal = memo(LazyNewDealModal);
const BoardDealPanel = memo(LazyDealPanel);

/** No users yet: one empty list, so the memoized filters do not re-render for a new one. */
const NO_USERS: readonly User[] = [];

/**
 * The deal pipeline: one column per stage of the account (`deals/stages.xml`, or a classic
 * server's `deals/statuses.xml`) that is not retired, with the service's totals
 * (`deals/totals.xml`) where it has them, each column's cards loaded page by page.
 */
export function PipelinePage() {
  const client = useApiClient();
  const t = useT(dealMessages);
  const headingId = useId();
  const stagesQuery = useQuery(dealQueries.stages(client));
  usePrefetchBoard();
  const columnChoice = useColumnChoiceText();
  return (
    <Stack gap="md">
      <ScreenHeader
        title={t('board.title')}
        headingId={headingId}
        views={<SavedViewsMenu list="pipeline" columns={columnChoice} />}
      />
      <QueryState
        query={stagesQuery}
        errorTitle={t('board.stagesError')}
        loading={<Skeleton height={320} />}
        isEmpty={(list) => boardStatuses(list).length === 0}
        empty={<p>{t('board.noStages')}</p>}
      >
        {(list) => <Pipeline stages={list} />}
      </QueryState>
    </Stack>
  );
}

function Pipeline({ stages }: { stages: readonly DealStage[] }) {
  const client = useApiClient();
  // The account's order (open stages, then closed-won, then closed-lost), some hidden by this user.
  const board = useMemo(() => boardStatuses(stages), [stages]);
  const columnChoice = useColumnPreferences(board);
  const { statuses, shown } = columnChoice;
  const params = usePipelineParams();
  const users = useQuery(userQueries.list(client));
  const currentUser = useQuery(userQueries.current(client));
  const [announcement, setAnnouncement] = useState('');
  const [addingTo, setAddingTo] = useState<string | null>(null);
  const announce = useCallback((message: string) => setAnnouncement(message), []);
  const moves = usePendingMoves();
  const { recentIds, markRecent } = useRecentCards();

  const currentEmail = currentUser.data?.email ?? null;
  // "Mine" waits for the current user's address rather than briefly showing everyone's deals.
  const assignedTo = params.assignee === 'mine' ? (currentEmail ?? '') : params.assignee;
  const waitingForMe = params.assignee === 'mine' && currentEmail === null;
  const { columns, paging, moveEffects } = useBoardColumns({
    statuses,
    assignedTo,
    waiting: waitingForMe,
    text: params.text,
    moves,
    recentIds,
  });

  // Hidden columns still load: the summary and the chart count every status.
  const shownColumns = useMemo(
    () => columns.filter((column) => shown.includes(column.status)),
    [columns, shown],
  );

  const { openDeal } = params;
  const onOpen = useCallback((deal: Deal) => openDeal(deal.id), [openDeal]);
  // A moved card also goes to the top of its new column.
  const effects = useMemo(
    () => ({
      onStart: (move: PendingMove) => {
        markRecent(move.deal.id);
        moveEffects.onStart(move);
      },
      onFail: moveEffects.onFail,
    }),
    [markRecent, moveEffects],
  );
  const onMove = useMoveDeal(announce, effects);
  const closeNewDeal = useCallback(() => setAddingTo(null), []);
  const onCreated = useCallback(
    (id: number) => {
      markRecent(id);
      setAddingTo(null);
    },
    [markRecent],
  );
  const closePanel = useCallback(() => openDeal(null), [openDeal]);

  return (
    // Each column's card list asks for its older cards through the context (see columnPaging).
    <ColumnPagingContext value={paging}>
      <PipelineFilters
        assignee={params.assignee}
        text={params.text}
        users={users.data ?? NO_USERS}
        currentEmail={currentEmail}
        onAssignee={params.setAssignee}
        onText={params.setText}
      />
      <PipelineSummary columns={columns} stages={stages} />
      <ColumnsMenu choice={columnChoice} />
      <PipelineBoard
        statuses={shown}
        moveTargets={statuses}
        columns={shownColumns}
        announce={announce}
        announcement={announcement}
        onMove={onMove}
        onOpen={onOpen}
        onQuickAdd={setAddingTo}
      />
      <Suspense fallback={<Skeleton height={240} />}>
        <PipelineChart columns={columns} />
      </Suspense>
      <BoardNewDealModal status={addingTo} onClose={closeNewDeal} onCreated={onCreated} />
      <BoardDealPanel dealId={params.openDealId} statuses={statuses} onClose={closePanel} />
    </ColumnPagingContext>
  );
}
