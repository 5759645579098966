import { queryOptions } from '@tanstack/react-query';
import { detailKey, invalidateCollection, listKey, useApiMutation } from './cache';
import {
  contactQueries,
  listContactAffiliations,
  listContactCommunications,
  listContactTodos,
} from './contactRecords';
import { getSortedList, type ContactSort, type SortedPage, type SortFields } from './contactSort';
import { servicePath, type ApiClient, type QueryParams } from './http/client';
import { createRecord, getDocument, getShown, sendWrite, type Shown } from './http/requests';
import {
  pagingQuery,
  searchTime,
  type Paging,
  type UpdateArgs,
  type DeleteOptions,
} from './records';
import type { Affiliation } from '#xml/affiliation';
import type { Communication } from '#xml/communication';
import {
  decodePerson,
  decodePersonList,
  encodePersonWrite,
  type Person,
  type PersonWrite,
} from '#xml/person';
import type { Todo } from '#xml/todo';

/** Search parameters of GET /service/people.xml (decisions.md; combined with AND) and paging. */
export interface PersonSearch extends Paging {
  /** Matches the first, last or full name. */
  name?: string;
  /** A part of a location's e-mail address. */
  email?: string;
  /** ISO UTC time. */
  updatedSince?: string;
  tag?: string;
  state?: string;
  companyId?: number;
}

function personQuery(search: PersonSearch): QueryParams {
  return {
    ...pagingQuery(search),
    name: search.name,
    email: search.email,
    updated_since: searchTime(search.updatedSince),
    tag: search.tag,
    state: search.state,
    company_id: search.companyId,
  };
}

export function listPeople(
  client: ApiClient,
  search: PersonSearch = {},
  signal?: AbortSignal,
): Promise<Person[]> {
  return getDocument(
    client,
    servicePath('people'),
    'people',
    decodePersonList,
    personQuery(search),
    signal,
  );
}

const personSortFields = (p: Person): SortFields => ({
  id: p.id,
  name: `${p.firstName} ${p.lastName}`.trim(),
  lastFirst: `${p.lastName} ${p.firstName}`.trim(),
  createdAt: p.createdAt,
  updatedAt: p.updatedAt,
});

/** A page in the chosen order (see contactSort.ts); null keeps the API's order (by id). */
export async function listPeopleSorted(
  client: ApiClient,
  search: PersonSearch,
  sort: ContactSort | null,
  signal?: AbortSignal,
): Promise<SortedPage<Person>> {
  if (sort === null) return { rows: await listPeople(client, search, signal), sortedBy: 'server' };
  const request = {
    path: servicePath('people'),
    root: 'people',
    decode: decodePersonList,
    query: personQuery(search),
    sort,
    fieldsOf: personSortFields,
  };
  return getSortedList(client, request, signal);
}

export function getPerson(
  client: ApiClient,
  id: number,
  signal?: AbortSignal,
): Promise<Shown<Person>> {
  return getShown(client, servicePath('people', id), 'person', decodePerson, signal);
}

/** Resolves with the new person's id. */
export function createPerson(
  client: ApiClient,
  input: PersonWrite,
  signal?: AbortSignal,
): Promise<number> {
  return createRecord(client, servicePath('people'), encodePersonWrite(input), 'people', signal);
}

export function updatePerson(
  client: ApiClient,
  { id, input, ifMatch }: UpdateArgs<PersonWrite>,
  signal?: AbortSignal,
): Promise<void> {
  return sendWrite(client, 'PUT', servicePath('people', id), {
    body: encodePersonWrite(input),
    ifMatch,
    signal,
  });
}

export function deletePerson(
  client: ApiClient,
  id: number,
  options: DeleteOptions = {},
): Promise<void> {
  return sendWrite(client, 'DELETE', servicePath('people', id), options);
}

export function listPersonCommunications(
  client: ApiClient,
  id: number,
  signal?: AbortSignal,
): Promise<Communication[]> {
  return listContactCommunications(client, { collection: 'people', id }, signal);
}

export function listPersonTodos(
  client: ApiClient,
  id: number,
  signal?: AbortSignal,
): Promise<Todo[]> {
  return listContactTodos(client, { collection: 'people', id }, signal);
}

export function listPersonAffiliations(
  client: ApiClient,
  id: number,
  signal?: AbortSignal,
): Promise<Affiliation[]> {
  return listContactAffiliations(client, { collection: 'people', id }, signal);
}

export const personQueries = {
  all: () => ['people'] as const,
  list: (client: ApiClient, search: PersonSearch = {}) =>
    queryOptions({
      queryKey: listKey('people', search),
      queryFn: ({ signal }) => listPeople(client, search, signal),
    }),
  detail: (client: ApiClient, id: number) =>
    queryOptions({
      queryKey: detailKey('people', id),
      queryFn: ({ signal }) => getPerson(client, id, signal),
    }),
  communications: (client: ApiClient, id: number) =>
    contactQueries.communications(client, { collection: 'people', id }),
  todos: (client: ApiClient, id: number) =>
    contactQueries.todos(client, { collection: 'people', id }),
  affiliations: (client: ApiClient, id: number) =>
    contactQueries.affiliations(client, { collection: 'people', id }),
};

export function useCreatePerson() {
  return useApiMutation(createPerson, (queryClient) => invalidateCollection(queryClient, 'people'));
}
