import { useMemo, useState } from 'react';
import type { ColumnPaging } from './columnPaging';
import type { ShownColumn } from './PipelineBoard';

/** The same items (each the same object, in the same order). */
function sameItems(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index]);
}

/** The two show the same; `retry` is not compared (the board's are stable per status). */
export function sameColumn(a: ShownColumn, b: ShownColumn): boolean {
  return (
    a.status === b.status &&
    a.totals.count === b.totals.count &&
    a.totals.cents === b.totals.cents &&
    a.started === b.started &&
    a.complete === b.complete &&
    a.error === b.error &&
    sameItems(a.deals, b.deals)
  );
}

/** `loadMore` is not compared (the board's are stable per status). */
export function samePaging(a: ColumnPaging, b: ColumnPaging): boolean {
  return a.loading === b.loading && a.hasMore === b.hasMore;
}

/**
 * `next`, with each item that shows the same as the one of the same key last time replaced by
 * that earlier one. `kept` holds the last items by key (and is updated).
 */
export function keepSame<T>(
  kept: Map<string, T>,
  next: readonly (readonly [string, T])[],
  same: (a: T, b: T) => boolean,
): T[] {
  const keys = new Set(next.map(([key]) => key));
  for (const key of kept.keys()) if (!keys.has(key)) kept.delete(key);
  return next.map(([key, item]) => {
    const before = kept.get(key);
    if (before !== undefined && same(before, item)) return before;
    kept.set(key, item);
    return item;
  });
}

/** The last columns and paging handed out, to hand out again what shows the same. */
export class SteadyBoard {
  private readonly columnsByStatus = new Map<string, ShownColumn>();
  private columnList: ShownColumn[] = [];
  private readonly pagingByStatus = new Map<string, ColumnPaging>();
  private pagingMap: ReadonlyMap<string, ColumnPaging> = new Map();

  columns(next: readonly ShownColumn[]): ShownColumn[] {
    const items = keepSame(
      this.columnsByStatus,
      next.map((column) => [column.status, column] as const),
      sameColumn,
    );
    if (!sameItems(items, this.columnList)) this.columnList = items;
    return this.columnList;
  }

  paging(next: ReadonlyMap<string, ColumnPaging>): ReadonlyMap<string, ColumnPaging> {
    const items = keepSame(this.pagingByStatus, [...next], samePaging);
    const keys = [...next.keys()];
    const before = this.pagingMap;
    if (!sameItems(keys, [...before.keys()]) || keys.some((key, n) => before.get(key) !== items[n]))
      this.pagingMap = new Map(keys.map((key, n) => [key, items[n]!]));
    return this.pagingMap;
  }
}

/**
 * The board's columns and their paging, each kept the same object while it shows the same. The
 * board's data is recomputed on every render of the page (an announcement, a pending move, a
 * page of another column): without this every column, and every card in it, would re-render.
 */
export function useSteadyColumns(
  columns: readonly ShownColumn[],
  paging: ReadonlyMap<string, ColumnPaging>,
): { columns: ShownColumn[]; paging: ReadonlyMap<string, ColumnPaging> } {
  const [steady] = useState(() => new SteadyBoard());
  return {
    columns: useMemo(() => steady.columns(columns), [columns, steady]),
    paging: useMemo(() => steady.paging(paging), [paging, steady]),
  };
}
