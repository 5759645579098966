import { queryOptions } from '@tanstack/react-query';
import { detailKey, forgetRecord, invalidateCollection, listKey, useApiMutation } from './cache';
import { servicePath, type ApiClient } from './http/client';
import { createRecord, getDocument, getShown, sendWrite, type Shown } from './http/requests';
import {
  pagingQuery,
  searchTime,
  type Paging,
  type UpdateArgs,
  type DeleteOptions,
} from './records';
import {
  addRelatedContact,
  removeRelatedContact,
  type RelatedContactArgs,
} from './relatedContacts';
import { decodeDeal, decodeDealList, encodeDealWrite, type Deal, type DealWrite } from '#xml/deal';
import { decodePersonList, type Person } from '#xml/person';
import { decodeStatusList } from '#xml/status';

/** Search parameters of GET /service/deals.xml (all optional, combined with AND) and paging. */
export interface DealSearch extends Paging {
  /** E-mail address of the assigned user. */
  assignedTo?: string;
  status?: string;
  /** ISO UTC time. */
  updatedSince?: string;
  /**
   * A tag name: our service's extension (README, API decisions). A classic server ignores it and
   * answers as if it were not given, so a caller must check the deals' tags itself.
   */
  tag?: string;
  /**
   * Text the title contains, ASCII letters in any case: our service's extension too (README, API
   * decisions). A classic server ignores it and sends every deal, so a caller must check the titles.
   */
  title?: string;
}

export function listDeals(
  client: ApiClient,
  search: DealSearch = {},
  signal?: AbortSignal,
): Promise<Deal[]> {
  const query = {
    ...pagingQuery(search),
    assigned_to: search.assignedTo,
    status: search.status,
    updated_since: searchTime(search.updatedSince),
    tag: search.tag,
    title: search.title,
  };
  return getDocument(client, servicePath('deals'), 'deals', decodeDealList, query, signal);
}

export function getDeal(client: ApiClient, id: number, signal?: AbortSignal): Promise<Shown<Deal>> {
  return getShown(client, servicePath('deals', id), 'deal', decodeDeal, signal);
}

/** Resolves with the new deal's id. */
export function createDeal(
  client: ApiClient,
  input: DealWrite,
  signal?: AbortSignal,
): Promise<number> {
  return createRecord(client, servicePath('deals'), encodeDealWrite(input), 'deals', signal);
}

export function updateDeal(
  client: ApiClient,
  { id, input, ifMatch }: UpdateArgs<DealWrite>,
  signal?: AbortSignal,
): Promise<void> {
  return sendWrite(client, 'PUT', servicePath('deals', id), {
    body: encodeDealWrite(input),
    ifMatch,
    signal,
  });
}

export function deleteDeal(
  client: ApiClient,
  id: number,
  options: DeleteOptions = {},
): Promise<void> {
  return sendWrite(client, 'DELETE', servicePath('deals', id), options);
}

/** The account's deal statuses (`Failure, Lost, Pending, Won` by default), in its order. */
export function listDealStatuses(client: ApiClient, signal?: AbortSignal): Promise<string[]> {
  return getDocument(
    client,
    servicePath('deals', 'statuses'),
    'statuses',
    decodeStatusList,
    undefined,
    signal,
  );
}

/** People related to the deal (only people, not companies, per the API). */
export function listDealPeople(
  client: ApiClient,
  id: number,
  signal?: AbortSignal,
): Promise<Person[]> {
  return getDocument(
    client,
    servicePath('deals', id, 'people'),
    'people',
    decodePersonList,
    undefined,
    signal,
  );
}

export function addDealRelatedContact(
  client: ApiClient,
  args: RelatedContactArgs,
  signal?: AbortSignal,
): Promise<void> {
  return addRelatedContact(client, 'deals', args, signal);
}

export function removeDealRelatedContact(
  client: ApiClient,
  args: RelatedContactArgs,
  signal?: AbortSignal,
): Promise<void> {
  return removeRelatedContact(client, 'deals', args, signal);
}

export const dealQueries = {
  all: () => ['deals'] as const,
  list: (client: ApiClient, search: DealSearch = {}) =>
    queryOptions({
      queryKey: listKey('deals', search),
      queryFn: ({ signal }) => listDeals(client, search, signal),
    }),
  detail: (client: ApiClient, id: number) =>
    queryOptions({
      queryKey: detailKey('deals', id),
      queryFn: ({ signal }) => getDeal(client, id, signal),
    }),
  statuses: (client: ApiClient) =>
    queryOptions({
      queryKey: ['deals', 'statuses'],
      queryFn: ({ signal }) => listDealStatuses(client, signal),
      staleTime: 5 * 60_000,
    }),
  people: (client: ApiClient, id: number) =>
    queryOptions({
      queryKey: detailKey('deals', id, 'people'),
      queryFn: ({ signal }) => listDealPeople(client, id, signal),
    }),
};

export function useCreateDeal() {
  return useApiMutation(createDeal, (queryClient) => invalidateCollection(queryClient, 'deals'));
}

export function useUpdateDeal() {
  return useApiMutation(updateDeal, (queryClient) => invalidateCollection(queryClient, 'deals'));
}

export function useDeleteDeal() {
  return useApiMutation(deleteDeal, (queryClient, id) => {
    forgetRecord(queryClient, 'deals', id);
    return invalidateCollection(queryClient, 'deals');
  });
}

export function useAddDealRelatedContact() {
  return useApiMutation(addDealRelatedContact, (queryClient) =>
    invalidateCollection(queryClient, 'deals'),
  );
}

export function useRemoveDealRelatedContact() {
  return useApiMutation(removeDealRelatedContact, (queryClient) =>
    invalidateCollection(queryClient, 'deals'),
  );
}
