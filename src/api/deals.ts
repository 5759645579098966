import { queryOptions } from '@tanstack/react-query';
import { detailKey, invalidateCollection, listKey, useApiMutation } from './cache';
import { readEveryPage } from './everyPage';
import { isNotFound } from './client/apiError';
import { servicePath, type ApiClient } from './client/client';
import { getDocument } from './client/requests';
import { pagingQuery, searchTime, type Paging } from './records';
import { recordResource } from './recordResource';
import {
  addRelatedContact,
  removeRelatedContact,
  type RelatedContactArgs,
} from './relatedContacts';
import { decodeDeal, decodeDealList, encodeDealWrite, type Deal, type DealWrite } from '#xml/deal';
import { decodePersonList, type Person } from '#xml/person';
import { classicStageKind, decodeStageList, type DealStage } from '#xml/dealStage';
import { decodeStatusList } from '#xml/status';

/** Search parameters of GET /service/deals.xml (all optional, combined with AND) and paging. */
export interface DealSearch extends Paging {
  /** E-mail address of the assigned user. */
  assignedTo?: string;
  status?: string;
  /** ISO UTC time. */
  updatedSince?: string;
  /**
   * A tag name: our service's extension (docs/api-decisions.md). A classic server ignores it and
   * answers as if it were not given, so a caller must check the deals' tags itself.
   */
  tag?: string;
  /**
   * Text the title contains, ASCII letters in any case: our service's extension too
   * (docs/api-decisions.md). A classic server ignores it and sends every deal, so a caller must check the titles.
   */
  title?: string;
  /**
   * A person or company the deal is with or related to: our extension too (docs/api-decisions.md).
   * A classic server ignores it; `contactDeals` checks the deals itself.
   */
  contactId?: number;
}

const deals = recordResource<Deal, DealWrite, DealSearch>({
  collection: 'deals',
  element: 'deal',
  decodeOne: decodeDeal,
  decodeList: decodeDealList,
  encodeWrite: encodeDealWrite,
  searchQuery: (search) => ({
    ...pagingQuery(search),
    assigned_to: search.assignedTo,
    status: search.status,
    updated_since: searchTime(search.updatedSince),
    tag: search.tag,
    title: search.title,
    contact_id: search.contactId,
  }),
});

export const listDeals = (client: ApiClient, search: DealSearch = {}, signal?: AbortSignal) =>
  deals.list(client, search, signal);
export const getDeal = deals.get;
export const createDeal = deals.create;
export const updateDeal = deals.update;
export const deleteDeal = deals.remove;

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

/**
 * The account's deal stages, retired ones too, in its order (our extension, `deals/stages.xml`);
 * against a classic server, which has none, its statuses with the classic four's kinds.
 */
export async function listDealStages(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<DealStage[]> {
  try {
    const path = servicePath('deals', 'stages');
    return await getDocument(client, path, 'stages', decodeStageList, undefined, signal);
  } catch (error) {
    if (!isNotFound(error)) throw error;
  }
  return (await listDealStatuses(client, signal)).map((name) => ({
    name,
    kind: classicStageKind(name),
    retired: false,
  }));
}

/** How many deals a contact's page reads at most against a server that ignores `contact_id`. */
export const CONTACT_DEALS_LIMIT = 1_000;

export interface ContactDeals {
  deals: Deal[];
  /** False when the server ignored `contact_id` and CONTACT_DEALS_LIMIT stopped the reading. */
  complete: boolean;
}

/**
 * The deals a contact is the party of or related to. Our service filters by `contact_id` (one
 * request unless the contact has over 500); the deals are checked here as well, since a classic
 * server ignores the parameter and sends the account's deals.
 */
export async function listContactDeals(
  client: ApiClient,
  contactId: number,
  signal?: AbortSignal,
): Promise<ContactDeals> {
  const { records, complete } = await readEveryPage(
    (page, pageSignal) => listDeals(client, { ...page, contactId }, pageSignal),
    { signal, atMost: CONTACT_DEALS_LIMIT },
  );
  const deals = records.filter(
    (deal) => deal.dealWithId === contactId || deal.attachedContactIds.includes(contactId),
  );
  return { deals, complete };
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
  ...deals.queries,
  list: (client: ApiClient, search: DealSearch = {}) => deals.queries.list(client, search),
  statuses: (client: ApiClient) =>
    queryOptions({
      queryKey: ['deals', 'statuses'],
      queryFn: ({ signal }) => listDealStatuses(client, signal),
      staleTime: 5 * 60_000,
    }),
  stages: (client: ApiClient) =>
    queryOptions({
      queryKey: ['deals', 'stages'],
      queryFn: ({ signal }) => listDealStages(client, signal),
      staleTime: 5 * 60_000,
    }),
  /** A card the board follows after a move; null once the deal is gone. Below the deal's detail
   * key: a delete forgets it, every deal change refreshes it. */
  boardCard: (client: ApiClient, id: number) =>
    queryOptions({
      queryKey: detailKey('deals', id, 'board-card'),
      queryFn: async ({ signal }): Promise<Deal | null> => {
        try {
          return (await getDeal(client, id, signal)).value;
        } catch (error) {
          if (isNotFound(error)) return null;
          throw error;
        }
      },
    }),
  /** Under the deals' list keys: every deal change refreshes it. */
  ofContact: (client: ApiClient, contactId: number) =>
    queryOptions({
      queryKey: listKey('deals', { contactId, every: true }),
      queryFn: ({ signal }) => listContactDeals(client, contactId, signal),
    }),
  people: (client: ApiClient, id: number) =>
    queryOptions({
      queryKey: detailKey('deals', id, 'people'),
      queryFn: ({ signal }) => listDealPeople(client, id, signal),
    }),
};

/** Keys of the deals' mutations whose pending state the console reads (`useMutationState`). */
export const dealMutationKeys = {
  /** A card dragged or sent to another column of the pipeline board. */
  move: () => ['deals', 'move'] as const,
};

export const useCreateDeal = deals.useCreate;
export const useUpdateDeal = deals.useUpdate;
export const useDeleteDeal = deals.useRemove;

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
