import { queryOptions } from '@tanstack/react-query';
import { detailKey, forgetRecord, invalidateCollection, listKey, useApiMutation } from './cache';
import { servicePath, type ApiClient, type QueryParams } from './client/client';
import {
  createRecord,
  getDocument,
  getShown,
  sendWrite,
  type Decoder,
  type Shown,
} from './client/requests';
import type { DeleteOptions, RecordCollection, UpdateArgs } from './records';

/** How one record collection of the API is read and written: its names and its codec. */
export interface RecordResourceSpec<R, W, S extends object> {
  collection: RecordCollection;
  /** Root element of one record's document (`company`). */
  element: string;
  decodeOne: Decoder<R>;
  decodeList: Decoder<R[]>;
  encodeWrite: (input: W) => string;
  /** The collection's search and paging parameters as the API names them. */
  searchQuery: (search: S) => QueryParams;
}

/**
 * The calls every record collection shares (`GET {collection}.xml` with its search, `GET`, `POST`,
 * `PUT` with `If-Match`, `DELETE`), their queries and their mutations, written once. Each
 * collection's module adds what is its own (sorting, participants, statuses…).
 */
export function recordResource<R, W, S extends object>(spec: RecordResourceSpec<R, W, S>) {
  const { collection } = spec;

  const list = (client: ApiClient, search: S, signal?: AbortSignal): Promise<R[]> =>
    getDocument(
      client,
      servicePath(collection),
      collection,
      spec.decodeList,
      spec.searchQuery(search),
      signal,
    );

  const get = (client: ApiClient, id: number, signal?: AbortSignal): Promise<Shown<R>> =>
    getShown(client, servicePath(collection, id), spec.element, spec.decodeOne, signal);

  /** Resolves with the new record's id. */
  const create = (client: ApiClient, input: W, signal?: AbortSignal): Promise<number> =>
    createRecord(client, servicePath(collection), spec.encodeWrite(input), collection, signal);

  const update = (
    client: ApiClient,
    { id, input, ifMatch }: UpdateArgs<W>,
    signal?: AbortSignal,
  ): Promise<void> =>
    sendWrite(client, 'PUT', servicePath(collection, id), {
      body: spec.encodeWrite(input),
      ifMatch,
      signal,
    });

  const remove = (client: ApiClient, id: number, options: DeleteOptions = {}): Promise<void> =>
    sendWrite(client, 'DELETE', servicePath(collection, id), options);

  const queries = {
    all: () => [collection] as const,
    list: (client: ApiClient, search: S) =>
      queryOptions({
        queryKey: listKey(collection, search),
        queryFn: ({ signal }) => list(client, search, signal),
      }),
    detail: (client: ApiClient, id: number) =>
      queryOptions({
        queryKey: detailKey(collection, id),
        queryFn: ({ signal }) => get(client, id, signal),
      }),
  };

  return {
    list,
    get,
    create,
    update,
    remove,
    queries,
    useCreate: () =>
      useApiMutation(create, (queryClient) => invalidateCollection(queryClient, collection)),
    useUpdate: () =>
      useApiMutation(update, (queryClient) => invalidateCollection(queryClient, collection)),
    useRemove: () =>
      useApiMutation(remove, (queryClient, id) => {
        forgetRecord(queryClient, collection, id);
        return invalidateCollection(queryClient, collection);
      }),
  };
}
