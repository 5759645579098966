import { useCallback, useMemo, useState } from 'react';
import { useStableCallback } from './useStableCallback';
import { matchesText, shownColumn, totalsOf, type PendingMove } from './boardColumns';
import type { ColumnPaging } from './columnPaging';
import { FIRST_WANTED, NEWEST_PAGE_SIZE } from './newestPages';
import type { ShownColumn } from './PipelineBoard';
import { useBoardPages, type ColumnLoad } from './useBoardPages';
import { useBoardTotals } from './useBoardTotals';
import type { MoveEffects } from './useMoveDeal';
import { useMovedCards } from './useMovedCards';
import { useSteadyColumns } from './steadyColumns';

export interface BoardColumnsArgs {
  /** The columns' statuses, in the board's order. */
  statuses: readonly string[];
  /** The `assigned_to` filter ('' = everyone). */
  assignedTo: string;
  /** "Mine" is chosen and the current user's address is not known yet: load nothing. */
  waiting: boolean;
  /** The board's text filter over the cards. */
  text: string;
  moves: ReadonlyMap<number, PendingMove>;
  recentIds: readonly number[];
}

export interface BoardColumns {
  columns: ShownColumn[];
  /** Each column's paging by status (for `ColumnPagingContext`). */
  paging: ReadonlyMap<string, ColumnPaging>;
  /** A move's effect on the columns: the card's figures go to the new column (and back if it
   * fails), and the card is followed there. */
  moveEffects: MoveEffects;
}

/**
 * The board's columns: their cards and totals, wherever they come from. With the service's
 * totals (`deals/totals.xml`) every column's count and sum are final at once, and each column
 * loads only its newest cards, more as the user scrolls down. Without them (a classic server, or
 * a text filter) every column loads all its pages and counts its cards, partial until the last.
 */
export function useBoardColumns(args: BoardColumnsArgs): BoardColumns {
  const { statuses, assignedTo, waiting, text, moves, recentIds } = args;
  const scope = useMemo(() => ({ assignedTo }), [assignedTo]);
  const filtering = text.trim() !== '';
  const totals = useBoardTotals(waiting ? null : scope, !filtering);
  const moved = useMovedCards(assignedTo);
  // How many newest cards each column wants loaded, per filter (a new filter starts afresh).
  const [wanted, setWanted] = useState<ReadonlyMap<string, number>>(new Map());
  const wantedKey = useCallback((status: string) => `${assignedTo}\n${status}`, [assignedTo]);

  const loads: ColumnLoad[] = statuses.map((status) => {
    if (waiting || totals.source === 'asking') return { status, kind: 'wait' };
    const served = totals.byStatus.get(status.toLowerCase());
    if (served === undefined) return { status, kind: 'every' };
    const want = wanted.get(wantedKey(status)) ?? FIRST_WANTED;
    return { status, kind: 'newest', count: served.count, wanted: want };
  });
  const loaded = useBoardPages(loads, scope);
  // A column's `retry` and `loadMore` act on its latest pages and filter: stable, they let a
  // column that shows the same keep its props (see useSteadyColumns).
  const retry = useStableCallback((status: string) =>
    loaded.find((column) => column.status === status)?.retry(),
  );
  const loadMore = useStableCallback((status: string) => {
    const column = loaded.find((other) => other.status === status);
    if (column === undefined) return;
    setWanted((current) =>
      new Map(current).set(wantedKey(status), column.deals.length + NEWEST_PAGE_SIZE),
    );
  });

  const columns: ShownColumn[] = useMemo(() => {
    const loadedIds = new Set(loaded.flatMap((column) => column.deals.map((deal) => deal.id)));
    return loaded.map((column) => {
      const key = column.status.toLowerCase();
      // A moved deal the column's loaded pages do not reach (see useMovedCards).
      const followed = column.complete
        ? []
        : moved.deals.filter(
            (deal) => deal.status.toLowerCase() === key && !loadedIds.has(deal.id),
          );
      const deals = shownColumn(
        column.status,
        [...column.deals, ...followed],
        moves,
        recentIds,
      ).filter((deal) => matchesText(deal, text));
      const served = totals.byStatus.get(key);
      return {
        status: column.status,
        deals,
        totals: served ?? totalsOf(deals),
        started: column.started,
        // Final totals: the service's, or every card counted.
        complete: served !== undefined || column.complete,
        error: column.error,
        retry: () => retry(column.status),
      };
    });
  }, [loaded, moved.deals, moves, recentIds, retry, text, totals.byStatus]);

  const paging = useMemo(
    () =>
      new Map(
        loaded.map((column): [string, ColumnPaging] => [
          column.status,
          {
            loading: column.loading,
            hasMore: column.hasMore,
            loadMore: () => loadMore(column.status),
          },
        ]),
      ),
    [loaded, loadMore],
  );
  const steady = useSteadyColumns(columns, paging);

  const { applyMove, undoMove } = totals;
  const { follow } = moved;
  const moveEffects = useMemo(
    (): MoveEffects => ({
      onStart: ({ deal, from, to }) => {
        follow(deal.id);
        applyMove(deal, from, to);
      },
      onFail: ({ deal, from, to }) => undoMove(deal, from, to),
    }),
    [applyMove, follow, undoMove],
  );

  return { columns: steady.columns, paging: steady.paging, moveEffects };
}
