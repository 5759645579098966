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

export function listCommunications(
  client: ApiClient,
  search: CommunicationSearch = {},
  signal?: AbortSignal,
): Promise<Communication[]> {
  const query = {
    ...pagingQuery(search),
    ctype: search.ctype,
    contact_id: search.contactId,
    updated_since: searchTime(search.updatedSince),
    updated_before: searchTime(search.updatedBefore),
    created_since: searchTime(search.createdSince),
    created_before: searchTime(search.createdBefore),
  };
  return getDocument(
    client,
    servicePath('communications'),
    'communications',
    decodeCommunicationList,
    query,
    signal,
  );
}

export function getCommunication(
  client: ApiClient,
  id: number,
  signal?: AbortSignal,
): Promise<Shown<Communication>> {
  return getShown(
    client,
    servicePath('communications', id),
    'communication',
    decodeCommunication,
    signal,
  );
}

/** Resolves with the new communication's id. */
export function createCommunication(
  client: ApiClient,
  input: CommunicationWrite,
  signal?: AbortSignal,
): Promise<number> {
  return createRecord(
    client,
    servicePath('communications'),
    encodeCommunicationWrite(input),
    'communications',
    signal,
  );
}

export function updateCommunication(
  client: ApiClient,
  { id, input, ifMatch }: UpdateArgs<CommunicationWrite>,
  signal?: AbortSignal,
): Promise<void> {
  return sendWrite(client, 'PUT', servicePath('communications', id), {
    body: encodeCommunicationWrite(input),
    ifMatch,
    signal,
  });
}

export function deleteCommunication(
  client: ApiClient,
  id: number,
  options: DeleteOptions = {},
): Promise<void> {
  return sendWrite(client, 'DELETE', servicePath('communications', id), options);
}

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
  all: () => ['communications'] as const,
  list: (client: ApiClient, search: CommunicationSearch = {}) =>
    queryOptions({
      queryKey: listKey('communications', search),
      queryFn: ({ signal }) => listCommunications(client, search, signal),
    }),
  detail: (client: ApiClient, id: number) =>
    queryOptions({
      queryKey: detailKey('communications', id),
      queryFn: ({ signal }) => getCommunication(client, id, signal),
    }),
  participants: (client: ApiClient, args: ParticipantsArgs) =>
    queryOptions({
      queryKey:
        args.role === undefined
          ? detailKey('communications', args.id, 'participants')
          : detailKey('communications', args.id, 'participants', { role: args.role }),
      queryFn: ({ signal }) => listParticipants(client, args, signal),
    }),
};

export function useCreateCommunication() {
  return useApiMutation(createCommunication, (queryClient) =>
    invalidateCollection(queryClient, 'communications'),
  );
}

export function useUpdateCommunication() {
  return useApiMutation(updateCommunication, (queryClient) =>
    invalidateCollection(queryClient, 'communications'),
  );
}

export function useDeleteCommunication() {
  return useApiMutation(deleteCommunication, (queryClient, id) => {
    forgetRecord(queryClient, 'communications', id);
    return invalidateCollection(queryClient, 'communications');
  });
}

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
