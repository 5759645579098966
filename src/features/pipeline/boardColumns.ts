import type { Deal } from '../../api/xml/deal';
import { amountToCents } from './money';

/**
 * How the board turns pages of `GET /service/deals.xml?status=…` into columns. Pure functions, so
 * the rules (when a column is complete, what an optimistic move shows) are tested on their own.
 */

/** Deals per request: large pages keep 2,000 deals to a handful of requests per column. */
export const BOARD_PAGE_SIZE = 250;

/** The board's filter on the service side (`assigned_to`); '' = everyone. */
export interface BoardScope {
  assignedTo: string;
}

/** Under `deals`, so whatever invalidates deals (create, update, delete) refreshes the board too. */
export function boardPageKey(scope: BoardScope, status: string, offset: number) {
  return ['deals', 'board', { assignedTo: scope.assignedTo, status: status.toLowerCase() }, offset] as const;
}

/** True for a board page key of one of these statuses (any scope). */
export function isBoardKeyOf(key: readonly unknown[], statuses: readonly string[]): boolean {
  if (key[0] !== 'deals' || key[1] !== 'board') return false;
  const params = key[2] as { status?: unknown } | undefined;
  return typeof params?.status === 'string' && statuses.some((s) => s.toLowerCase() === params.status);
}

/**
 * Offsets of the pages a column needs now: the first page, then one more after each full page
 * that has arrived. `pageAt` reads what is cached (undefined = not there yet).
 */
export function pageOffsets(pageAt: (offset: number) => readonly Deal[] | undefined, pageSize = BOARD_PAGE_SIZE): number[] {
  const offsets = [0];
  for (;;) {
    const page = pageAt(offsets[offsets.length - 1]!);
    if (page === undefined || page.length < pageSize) return offsets;
    offsets.push(offsets[offsets.length - 1]! + pageSize);
  }
}

export interface ColumnPages {
  /** Pages in offset order; undefined where a page has not arrived. */
  pages: readonly (readonly Deal[] | undefined)[];
  pageSize?: number;
}

/** The column's deals (deduplicated: a refetch under way can shift a deal across a page border). */
export function columnDeals({ pages }: ColumnPages): Deal[] {
  const seen = new Set<number>();
  const deals: Deal[] = [];
  for (const page of pages) {
    for (const deal of page ?? []) {
      if (seen.has(deal.id)) continue;
      seen.add(deal.id);
      deals.push(deal);
    }
  }
  return deals;
}

/** Complete once every page is there and the last one is not full (the service has no more). */
export function isColumnComplete({ pages, pageSize = BOARD_PAGE_SIZE }: ColumnPages): boolean {
  if (pages.length === 0 || pages.some((page) => page === undefined)) return false;
  return pages[pages.length - 1]!.length < pageSize;
}

/** A card moved on the board whose PUT has not finished (or whose columns have not reloaded yet). */
export interface PendingMove {
  deal: Deal;
  from: string;
  to: string;
}

/**
 * A column as shown: its loaded deals minus the ones moved away, plus the ones moved in; cards the
 * user touched in this visit (`recentIds`, newest first) on top, the rest newest first.
 */
export function shownColumn(status: string, loaded: readonly Deal[], moves: ReadonlyMap<number, PendingMove>, recentIds: readonly number[]): Deal[] {
  const key = status.toLowerCase();
  const byId = new Map<number, Deal>();
  for (const deal of loaded) if (!moves.has(deal.id)) byId.set(deal.id, deal);
  for (const move of moves.values()) if (move.to.toLowerCase() === key) byId.set(move.deal.id, move.deal);
  const rank = new Map(recentIds.map((id, index) => [id, index]));
  return [...byId.values()].sort((a, b) => {
    const ra = rank.get(a.id);
    const rb = rank.get(b.id);
    if (ra !== undefined || rb !== undefined) return (ra ?? Infinity) - (rb ?? Infinity);
    return b.id - a.id;
  });
}

/** Case-insensitive text filter over what a card shows (title, contact, assignee, description). */
export function matchesText(deal: Deal, text: string): boolean {
  const needle = text.trim().toLowerCase();
  if (needle === '') return true;
  return [deal.title, deal.dealWith, deal.assignedTo, deal.description].some((field) => field.toLowerCase().includes(needle));
}

export interface ColumnTotals {
  count: number;
  cents: number;
}

export function totalsOf(deals: readonly Deal[]): ColumnTotals {
  let cents = 0;
  for (const deal of deals) cents += amountToCents(deal.amount);
  return { count: deals.length, cents };
}
