import { queryOptions } from '@tanstack/react-query';
import { detailKey } from './cache';
import { servicePath, type ApiClient } from './client/client';
import { getDocument } from './client/requests';
import { pagingQuery, type ContactCollection, type Paging } from './records';
import { decodeAffiliationList, type Affiliation } from '#xml/affiliation';
import { decodeCommunicationList, type Communication } from '#xml/communication';
import { decodeTodoList, type Todo } from '#xml/todo';

/**
 * What companies and people both have below them (api.md, decisions.md: people mirror companies):
 * their communications, to-dos and affiliations. `companies.ts` and `people.ts` expose these under
 * their own names.
 */

export interface ContactArgs {
  collection: ContactCollection;
  id: number;
}

/** One page (the service's default: the first 10) unless `offset`/`limit` say otherwise. */
export function listContactCommunications(
  client: ApiClient,
  { collection, id, ...paging }: ContactArgs & Paging,
  signal?: AbortSignal,
): Promise<Communication[]> {
  return getDocument(
    client,
    servicePath(collection, id, 'communications'),
    'communications',
    decodeCommunicationList,
    pagingQuery(paging),
    signal,
  );
}

export function listContactTodos(
  client: ApiClient,
  { collection, id }: ContactArgs,
  signal?: AbortSignal,
): Promise<Todo[]> {
  return getDocument(
    client,
    servicePath(collection, id, 'todos'),
    'todos',
    decodeTodoList,
    undefined,
    signal,
  );
}

export function listContactAffiliations(
  client: ApiClient,
  { collection, id }: ContactArgs,
  signal?: AbortSignal,
): Promise<Affiliation[]> {
  return getDocument(
    client,
    servicePath(collection, id, 'affiliations'),
    'affiliations',
    decodeAffiliationList,
    undefined,
    signal,
  );
}

export const contactQueries = {
  communications: (client: ApiClient, args: ContactArgs) =>
    queryOptions({
      queryKey: detailKey(args.collection, args.id, 'communications'),
      queryFn: ({ signal }) => listContactCommunications(client, args, signal),
    }),
  todos: (client: ApiClient, args: ContactArgs) =>
    queryOptions({
      queryKey: detailKey(args.collection, args.id, 'todos'),
      queryFn: ({ signal }) => listContactTodos(client, args, signal),
    }),
  affiliations: (client: ApiClient, args: ContactArgs) =>
    queryOptions({
      queryKey: detailKey(args.collection, args.id, 'affiliations'),
      queryFn: ({ signal }) => listContactAffiliations(client, args, signal),
    }),
};

/** The lists below one kind of contact, bound to its collection (`listCompanyTodos(client, 7)`). */
export function contactRelations(collection: ContactCollection) {
  return {
    listCommunications: (client: ApiClient, id: number, signal?: AbortSignal) =>
      listContactCommunications(client, { collection, id }, signal),
    listTodos: (client: ApiClient, id: number, signal?: AbortSignal) =>
      listContactTodos(client, { collection, id }, signal),
    listAffiliations: (client: ApiClient, id: number, signal?: AbortSignal) =>
      listContactAffiliations(client, { collection, id }, signal),
    queries: {
      communications: (client: ApiClient, id: number) =>
        contactQueries.communications(client, { collection, id }),
      todos: (client: ApiClient, id: number) => contactQueries.todos(client, { collection, id }),
      affiliations: (client: ApiClient, id: number) =>
        contactQueries.affiliations(client, { collection, id }),
    },
  };
}
