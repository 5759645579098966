import { queryOptions } from '@tanstack/react-query';
import { listKey } from '#api/cache';
import type { ApiClient } from '#api/client/client';
import type { ContactCollection } from '#api/records';
import { readMergeSnapshot } from './readMergeSnapshot';
import { scanDuplicates } from './scanDuplicates';

/** The duplicate groups of a collection, under its list key so a create or merge reads them again. */
export const duplicateScanQuery = (client: ApiClient, collection: ContactCollection) =>
  queryOptions({
    queryKey: listKey(collection, { duplicateScan: true }),
    queryFn: ({ signal }) => scanDuplicates(client, collection, signal),
    staleTime: 30_000,
  });

/** The records of a merge as read when the merge screen opens; read anew on each visit. */
export const mergeSnapshotQuery = (
  client: ApiClient,
  collection: ContactCollection,
  ids: readonly number[],
) =>
  queryOptions({
    queryKey: ['mergeSnapshot', collection, ids],
    queryFn: ({ signal }) => readMergeSnapshot(client, collection, ids, signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
