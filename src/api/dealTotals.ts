import { queryOptions, skipToken, type QueryClient } from '@tanstack/react-query';
import { decodeDealTotals, type DealTotal } from '#xml/dealTotal';
import { isApiError } from './client/apiError';
import { servicePath, type ApiClient } from './client/client';
import { getDocument } from './client/requests';
import { searchTime } from './records';

/**
 * The pipeline board's totals per status in one request: `GET /service/deals/totals.xml`, our
 * service's extension (docs/api-decisions.md). A classic server has no such endpoint and answers
 * 404; the board then counts the deals it loads, as it always did.
 */

/** The search parameters of `deals.xml` that the totals take (no paging). */
export interface DealTotalsSearch {
  /** E-mail address of the assigned user; '' or undefined = everyone. */
  assignedTo?: string;
  status?: string;
  /** ISO UTC time. */
  updatedSince?: string;
  tag?: string;
  title?: string;
}

export function getDealTotals(
  client: ApiClient,
  search: DealTotalsSearch = {},
  signal?: AbortSignal,
): Promise<DealTotal[]> {
  const query = {
    assigned_to: search.assignedTo === '' ? undefined : search.assignedTo,
    status: search.status,
    updated_since: searchTime(search.updatedSince),
    tag: search.tag,
    title: search.title,
  };
  return getDocument(
    client,
    servicePath('deals', 'totals'),
    'deal_totals',
    decodeDealTotals,
    query,
    signal,
  );
}

/**
 * An answer saying the server does not have the endpoint, as opposed to a passing failure: no
 * such path (404), method or feature (405, 501), or a reply that is not a totals document (a
 * server that answers unknown paths with a page of its own). Asking again would fail the same way.
 */
export function lacksDealTotals(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.kind === 'undecodable') return true;
  return (
    error.kind === 'http' && (error.status === 404 || error.status === 405 || error.status === 501)
  );
}

/**
 * Whether the server at this client's base URL answers `deals/totals.xml`: `false` once it has
 * said it does not, else unknown (undefined). Never fetched, only written by the totals query;
 * kept for the whole visit, so filter changes against a classic server send no failing request.
 */
export function dealTotalsSupportQuery(client: ApiClient) {
  return queryOptions<boolean>({
    queryKey: ['extensions', 'deal-totals', client.baseUrl],
    queryFn: skipToken,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

function knownWithout(queryClient: QueryClient, client: ApiClient): boolean {
  return queryClient.getQueryData(dealTotalsSupportQuery(client).queryKey) === false;
}

export const dealTotalsQueries = {
  /**
   * The totals for one search, or null when the server has no totals (remembered for its base
   * URL: later searches resolve to null without a request). Other failures are errors, and are
   * not retried: the board counts what it loads meanwhile, which beats waiting.
   */
  totals: (client: ApiClient, search: DealTotalsSearch) =>
    queryOptions({
      queryKey: ['deals', 'totals', search],
      queryFn: async ({ client: queryClient, signal }): Promise<DealTotal[] | null> => {
        if (knownWithout(queryClient, client)) return null;
        try {
          return await getDealTotals(client, search, signal);
        } catch (error) {
          if (!lacksDealTotals(error)) throw error;
          queryClient.setQueryData(dealTotalsSupportQuery(client).queryKey, false);
          return null;
        }
      },
      retry: false,
    }),
};
