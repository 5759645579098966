import { queryOptions } from '@tanstack/react-query';
import { listKey } from '../../api/cache';
import { listDealStages, listDeals } from '../../api/deals';
import { getDealTotals, lacksDealTotals } from '../../api/dealTotals';
import type { ApiClient } from '../../api/client/client';
import type { Deal } from '#xml/deal';
import type { DealTotal } from '#xml/dealTotal';
import type { DealStage, StageKind } from '#xml/dealStage';

/**
 * How many deals of a status are read from a classic server, which has no totals: one small page
 * (about 60 KB of XML). Beyond it the figure says it is a lower bound.
 */
export const CLASSIC_SAMPLE = 100;

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
  /** The names of the stages the lost figure adds up, in the account's order (as stored). */
  lostStages: string[];
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
 * Against a classic server (no totals): the first deals of one status, one small request. `since`
 * keeps only deals updated since then; checked here too, as a server may ignore `updated_since`.
 * The figure is marked partial ("+") when the status has more deals than were read.
 */
async function sampleOfStatus(
  client: ApiClient,
  status: string,
  since: string | undefined,
  signal?: AbortSignal,
): Promise<{ deals: Deal[]; complete: boolean }> {
  const page = await listDeals(
    client,
    { offset: 0, limit: CLASSIC_SAMPLE, status, updatedSince: since },
    signal,
  );
  const deals = page.filter(
    (deal) =>
      deal.status.toLowerCase() === status &&
      (since === undefined || deal.updatedAt === '' || deal.updatedAt >= since),
  );
  return { deals, complete: page.length < CLASSIC_SAMPLE };
}

async function figuresFromSamples(
  client: ApiClient,
  monthStart: string,
  signal?: AbortSignal,
): Promise<PipelineFigures> {
  const [open, won, lost, failed] = await Promise.all([
    sampleOfStatus(client, 'pending', undefined, signal),
    sampleOfStatus(client, 'won', monthStart, signal),
    sampleOfStatus(client, 'lost', monthStart, signal),
    sampleOfStatus(client, 'failure', monthStart, signal),
  ]);
  return {
    open: figureOf(open.deals, open.complete),
    wonThisMonth: figureOf(won.deals, won.complete),
    lostThisMonth: figureOf([...lost.deals, ...failed.deals], lost.complete && failed.complete),
    lostStages: ['Lost', 'Failure'],
  };
}

/** Count and sum of the named statuses in a totals answer (a status the account lacks adds 0). */
function figureOfTotals(totals: readonly DealTotal[], statuses: readonly string[]): DealFigure {
  const chosen = totals.filter((total) => statuses.includes(total.status.toLowerCase()));
  return {
    count: chosen.reduce((count, total) => count + total.count, 0),
    sum: decimal(chosen.reduce((sum, total) => sum + cents(total.amount), 0n)),
    complete: true,
  };
}

/** The names (lower case, as totals and searches compare them) of the account's stages of a kind. */
function stagesOfKind(stages: readonly DealStage[], kind: StageKind): string[] {
  return stages.filter((stage) => stage.kind === kind).map((stage) => stage.name.toLowerCase());
}

/**
 * Open deals, and the deals won and lost this month. The API keeps no closing date, so "this
 * month" is a won or lost deal last changed this month. On our service each figure adds up the
 * account's stages of that kind (open: Pending and any stage an administrator added, such as
 * "Qualified"; lost: Lost and Failure by default); a classic server has the classic four.
 *
 * Two small totals documents from our service (`deals/totals.xml`: everything, and what changed
 * this month) and its stages, whatever the number of deals; a classic server, which lacks them,
 * gets one page of at most CLASSIC_SAMPLE deals per status, and figures marked partial when there
 * are more.
 */
export async function readPipelineFigures(
  client: ApiClient,
  monthStart: string,
  signal?: AbortSignal,
): Promise<PipelineFigures> {
  let totals: [DealTotal[], DealTotal[]];
  const stages = listDealStages(client, signal);
  // Handled at once: when the totals fail first, the stages' own failure is not left unhandled.
  stages.catch(() => undefined);
  try {
    totals = await Promise.all([
      getDealTotals(client, {}, signal),
      getDealTotals(client, { updatedSince: monthStart }, signal),
    ]);
  } catch (error) {
    if (!lacksDealTotals(error)) throw error;
    return figuresFromSamples(client, monthStart, signal);
  }
  const [all, thisMonth] = totals;
  const kinds = await stages;
  return {
    open: figureOfTotals(all, stagesOfKind(kinds, 'open')),
    wonThisMonth: figureOfTotals(thisMonth, stagesOfKind(kinds, 'won')),
    lostThisMonth: figureOfTotals(thisMonth, stagesOfKind(kinds, 'lost')),
    lostStages: kinds.filter((stage) => stage.kind === 'lost').map((stage) => stage.name),
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
