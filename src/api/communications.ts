import { queryOptions } from '@tanstack/react-query';
import { detailKey, invalidateCollection, useApiMutation } from './cache';
import { servicePath, type ApiClient } from './client/client';
import { getDocument, sendWrite } from './client/requests';
import { pagingQuery, searchTime, type Paging } from './records';
import { recordResource } from './recordResource';
import {
  decodeCommunication,
  decodeCommunicationList,
  encodeCommunicationWrite,
  type Communication,
  type CommunicationType,
  type CommunicationWrite,
} from '#xml/communication';
import { decodeParticipantList, type Participant, type ParticipantRole } from '#xml/participant';

/** Search parameters of GET /service/communications.xml (all optional, combined with AND) and paging. */
export interface CommunicationSearch extends Paging {
  ctype?: CommunicationType;
  /** Id of the person or company whose communications are wanted. */
  contactId?: number;
  /** ISO UTC times; `…Since` and `…Before` pair up into ranges. */
  updatedSince?: string;
  updatedBefore?: string;
  createdSince?: string;
  createdBefore?: string;
}

const communications = recordResource<Communication, CommunicationWrite, CommunicationSearch>({
  collection: 'communications',
  element: 'communication',
  decodeOne: decodeCommunication,
  decodeList: decodeCommunicationList,
  encodeWrite: encodeCommunicationWrite,
  searchQuery: (search) => ({
    ...pagingQuery(search),
    ctype: search.ctype,
    contact_id: search.contactId,
    updated_since: searchTime(search.updatedSince),
    updated_before: searchTime(search.updatedBefore),
    created_since: searchTime(search.createdSince),
    created_before: searchTime(search.createdBefore),
  }),
});

export const listCommunications = (
  client: ApiClient,
  search: CommunicationSearch = {},
  signal?: AbortSignal,
) => communications.list(client, search, signal);
export const getCommunication = communications.get;
export const createCommunication = communications.create;
export const updateCommunication = communications.update;
export const deleteCommunication = communications.remove;

export interface ParticipantsArgs {
  /** The communication's id. */
  id: number;
  /** Only participants with this role. */
  role?: ParticipantRole;
}

export function listParticipants(
  client: ApiClient,
  { id, role }: ParticipantsArgs,
  signal?: AbortSignal,
): Promise<Participant[]> {
  return getDocument(
    client,
    servicePath('communications', id, 'participants'),
    'participants',
    decodeParticipantList,
    { role },
    signal,
  );
}

export interface ParticipantArgs {
  /** The communication's id. */
  id: number;
  /** Id of the person or company. */
  contactId: number;
  role: ParticipantRole;
}

// The API takes these as parameters, not an XML body (there is no root node): the query string.
export function addParticipant(
  client: ApiClient,
  { id, contactId, role }: ParticipantArgs,
  signal?: AbortSignal,
): Promise<void> {
  return sendWrite(client, 'PUT', servicePath('communications', id, 'add_participant'), {
    query: { contact_id: contactId, role },
    signal,
  });
}

export function removeParticipant(
  client: ApiClient,
  { id, contactId, role }: ParticipantArgs,
  signal?: AbortSignal,
): Promise<void> {
  return sendWrite(client, 'DELETE', servicePath('communications', id, 'remove_participant'), {
    query: { contact_id: contactId, role },
    signal,
  });
}

export const communicationQueries = {
  ...communications.queries,
  list: (client: ApiClient, search: CommunicationSearch = {}) =>
    communications.queries.list(client, search),
  participants: (client: ApiClient, args: ParticipantsArgs) =>
    queryOptions({
      queryKey:
        args.role === undefined
          ? detailKey('communications', args.id, 'participants')
          : detailKey('communications', args.id, 'participants', { role: args.role }),
      queryFn: ({ signal }) => listParticipants(client, args, signal),
    }),
};

export const useCreateCommunication = communications.useCreate;
export const useUpdateCommunication = communications.useUpdate;
export const useDeleteCommunication = communications.useRemove;

// A contact's communications (search by contact_id, `companies/7/communications`) change with
// its participants: the whole collection is stale.
export function useAddParticipant() {
  return useApiMutation(addParticipant, (queryClient) =>
    invalidateCollection(queryClient, 'communications'),
  );
}

export function useRemoveParticipant() {
  return useApiMutation(removeParticipant, (queryClient) =>
    invalidateCollection(queryClient, 'communications'),
  );
}
