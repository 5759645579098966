import { queryOptions } from '@tanstack/react-query';
import { listKey } from '../../api/cache';
import { listDeals } from '../../api/deals';
import { readEveryPage } from '../../api/everyPage';
import type { ApiClient } from '../../api/client/client';
import type { Deal } from '#xml/deal';

/** How many deals a figure reads at most; beyond it the figure says it is a lower bound. */
export const MAX_DEALS_READ = 5000;

export interface DealFigure {
  count: number;
  /** Sum of the amounts, as decimal text with two fraction digits ("1234.50"). */
  sum: string;
  /** False when more deals exist than were read. */
  complete: boolean;
}

export interface PipelineFigures {
  open: DealFigure;
  wonThisMonth: DealFigure;
  lostThisMonth: DealFigure;
}

/** Cents of the API's decimal text; what is not a number counts as nothing. */
function cents(amount: string): bigint {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (match === null) return 0n;
  const value = BigInt(match[2] ?? '0') * 100n + BigInt((match[3] ?? '0').padEnd(2, '0'));
  return match[1] === '-' ? -value : value;
}

function decimal(total: bigint): string {
  const negative = total < 0n;
  const abs = negative ? -total : total;
  return `${negative ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

export function figureOf(deals: readonly Deal[], complete = true): DealFigure {
  return {
    count: deals.length,
    sum: decimal(deals.reduce((total, deal) => total + cents(deal.amount), 0n)),
    complete,
  };
}

/** Midnight of the first day of the reader's month, as ISO UTC. */
export function startOfMonth(now: Date): string {
  return new Date(now.getFullYear(), now.getMonth(), 1).toISOString();
}

/**
 * The deals of one status, read through the classic list (status search, paged). `since` keeps
 * only deals updated since then; checked here too, as a server may ignore `updated_since`.
 */
async function dealsWithStatus(
  client: ApiClient,
  status: string,
  since: string | undefined,
  signal?: AbortSignal,
): Promise<{ deals: Deal[]; complete: boolean }> {
  const { records, complete } = await readEveryPage(
    (page, pageSignal) =>
      listDeals(client, { ...page, status, updatedSince: since }, pageSignal ?? signal),
    { signal, atMost: MAX_DEALS_READ },
  );
  const deals = records.filter(
    (deal) =>
      deal.status.toLowerCase() === status &&
      (since === undefined || deal.updatedAt === '' || deal.updatedAt >= since),
  );
  return { deals, complete };
}

/**
 * Open (pending) deals, and the deals won and lost this month. The API keeps no closing date, so
 * "this month" is a won or lost deal last changed this month. "Lost" counts the Lost and the
 * Failure statuses: both are deals that did not close (the home screen says so).
 */
export async function readPipelineFigures(
  client: ApiClient,
  monthStart: string,
  signal?: AbortSignal,
): Promise<PipelineFigures> {
  const [open, won, lost, failed] = await Promise.all([
    dealsWithStatus(client, 'pending', undefined, signal),
    dealsWithStatus(client, 'won', monthStart, signal),
    dealsWithStatus(client, 'lost', monthStart, signal),
    dealsWithStatus(client, 'failure', monthStart, signal),
  ]);
  return {
    open: figureOf(open.deals, open.complete),
    wonThisMonth: figureOf(won.deals, won.complete),
    lostThisMonth: figureOf([...lost.deals, ...failed.deals], lost.complete && failed.complete),
  };
}

export const pipelineFigureQueries = {
  month: (client: ApiClient, monthStart: string) =>
    queryOptions({
      // Under the deals key, so every deal change refetches the figures.
      queryKey: listKey('deals', { homeFigures: monthStart }),
      queryFn: ({ signal }) => readPipelineFigures(client, monthStart, signal),
    }),
};
