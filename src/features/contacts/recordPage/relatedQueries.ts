import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { detailKey } from '#api/cache';
import type { ApiClient } from '#api/client/client';
import { listCompanyEmployeesPage } from '#api/companies';
import { contactQueries } from '#api/contactRecords';
import { dealQueries } from '#api/deals';
import { readEveryPage } from '#api/everyPage';
import type { ContactCollection } from '#api/records';
import { superTagQueries } from '#api/superTags';
import type { FeedFilter } from '../feed/feedItems';
import { feedQueries } from '../feed/feedQueries';

/** How many employees the card reads at most (two requests). */
export const EMPLOYEES_LIMIT = 1_000;

/** Every employee (up to the limit): the nested list is paged, and the card counts them. Below
 * the company's detail key under `people`, so any person's change refreshes it. */
export const everyEmployee = (client: ApiClient, companyId: number) =>
  queryOptions({
    queryKey: detailKey('companies', companyId, 'people', 'every'),
    queryFn: ({ signal }) =>
      readEveryPage(
        (page, pageSignal) =>
          listCompanyEmployeesPage(client, { id: companyId, ...page }, pageSignal),
        { signal, atMost: EMPLOYEES_LIMIT },
      ),
  });

/**
 * Asks for what a company's or person's page shows beside the record, at the same time as the
 * record: the cards, the SuperTags and the feed need only the id, so they need not wait for the
 * record to render before their requests leave (what used to be a second round trip). The
 * components then find the answers in the cache, or in flight.
 */
export function prefetchRecordPage(
  queryClient: QueryClient,
  client: ApiClient,
  collection: ContactCollection,
  id: number,
  feedFilter: FeedFilter,
): void {
  const record = { collection, id };
  void queryClient.prefetchQuery(dealQueries.ofContact(client, id));
  void queryClient.prefetchQuery(dealQueries.statuses(client));
  void queryClient.prefetchQuery(contactQueries.affiliations(client, record));
  if (collection === 'companies') void queryClient.prefetchQuery(everyEmployee(client, id));
  void queryClient.prefetchQuery(superTagQueries.ofRecord(client, record));
  void queryClient.prefetchQuery(superTagQueries.definitions(client));
  void queryClient.prefetchQuery(feedQueries.planned(client, record));
  void queryClient.prefetchInfiniteQuery(feedQueries.history(client, record, feedFilter));
}
