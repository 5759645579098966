import type { Deal } from '#xml/deal';
import type { DealStage, StageKind } from '#xml/dealStage';
import { amountToCents } from './money';

/**
 * How the board turns pages of `GET /service/deals.xml?status=…` into columns. Pure functions, so
 * the rules (when a column is complete, what an optimistic move shows) are tested on their own.
 */

/**
 * Deals per request: a small first page so each column shows quickly, then the service's maximum
 * (500) so 2,000 deals take a handful of requests per column.
 */
export const FIRST_PAGE_SIZE = 100;
export const NEXT_PAGE_SIZE = 500;

/** The board's filter on the service side (`assigned_to`); '' = everyone. */
export interface BoardScope {
  assignedTo: string;
}

/** One request of a column: `offset` and `limit` of `GET /service/deals.xml?status=…`. */
export interface PageSlice {
  offset: number;
  limit: number;
}

/** Under `deals`, so whatever invalidates deals (create, update, delete) refreshes the board too. */
export function boardPageKey(scope: BoardScope, status: string, slice: PageSlice) {
  return [
    'deals',
    'board',
    { assignedTo: scope.assignedTo, status: status.toLowerCase() },
    slice.offset,
    slice.limit,
  ] as const;
}

/** True for a board page key of one of these statuses (any scope). */
export function isBoardKeyOf(key: readonly unknown[], statuses: readonly string[]): boolean {
  if (key[0] !== 'deals' || key[1] !== 'board') return false;
  const params = key[2] as { status?: unknown } | undefined;
  return (
    typeof params?.status === 'string' && statuses.some((s) => s.toLowerCase() === params.status)
  );
}

/**
 * The pages a column needs now: the first page, then one more after each full page that has
 * arrived. `pageAt` reads what is cached (undefined = not there yet).
 */
export function pageSlices(
  pageAt: (slice: PageSlice) => readonly Deal[] | undefined,
  first = FIRST_PAGE_SIZE,
  next = NEXT_PAGE_SIZE,
): PageSlice[] {
  const slices: PageSlice[] = [{ offset: 0, limit: first }];
  for (;;) {
    const last = slices[slices.length - 1]!;
    const page = pageAt(last);
    if (page === undefined || page.length < last.limit) return slices;
    slices.push({ offset: last.offset + last.limit, limit: next });
  }
}

export interface ColumnPages {
  /** Pages in offset order; undefined where a page has not arrived. */
  pages: readonly (readonly Deal[] | undefined)[];
  /** The limit each page was asked with. */
  limits: readonly number[];
}

/** The column's deals (deduplicated: a refetch under way can shift a deal across a page border). */
export function columnDeals({ pages }: Pick<ColumnPages, 'pages'>): Deal[] {
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
export function isColumnComplete({ pages, limits }: ColumnPages): boolean {
  if (pages.length === 0 || pages.some((page) => page === undefined)) return false;
  return pages[pages.length - 1]!.length < limits[pages.length - 1]!;
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
export function shownColumn(
  status: string,
  loaded: readonly Deal[],
  moves: ReadonlyMap<number, PendingMove>,
  recentIds: readonly number[],
): Deal[] {
  const key = status.toLowerCase();
  const byId = new Map<number, Deal>();
  for (const deal of loaded) if (!moves.has(deal.id)) byId.set(deal.id, deal);
  for (const move of moves.values())
    if (move.to.toLowerCase() === key) byId.set(move.deal.id, move.deal);
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
  return [deal.title, deal.dealWith, deal.assignedTo, deal.description].some((field) =>
    field.toLowerCase().includes(needle),
  );
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

const KIND_ORDER: Record<StageKind, number> = { open: 0, won: 1, lost: 2 };

/**
 * The board's columns for the account's stages, the same for everyone: the stages not retired,
 * the open ones first, then the closed-won, then the closed-lost, each in the account's order.
 */
export function boardStatuses(stages: readonly DealStage[]): string[] {
  return stages
    .map((stage, index) => ({ stage, index }))
    .filter(({ stage }) => !stage.retired)
    .sort((a, b) => KIND_ORDER[a.stage.kind] - KIND_ORDER[b.stage.kind] || a.index - b.index)
    .map(({ stage }) => stage.name);
}
