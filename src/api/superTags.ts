import { queryOptions } from '@tanstack/react-query';
import { detailKey, invalidateCollection, listKey, useApiMutation } from './cache';
import { servicePath, type ApiClient } from './client/client';
import { getDocument, getShown, sendWrite, type Shown } from './client/requests';
import type { RecordRef, SuperTagCollection } from './records';
import {
  decodeRecordSuperTag,
  decodeRecordSuperTagList,
  decodeSuperTagDefinition,
  decodeSuperTagDefinitionList,
  encodeSuperTagWrite,
  type RecordSuperTag,
  type SuperTagDefinition,
  type SuperTagWrite,
} from '#xml/superTag';

/**
 * SuperTags: definitions (read only through the API) and their values on deals, companies and
 * people. Names with spaces are URL-encoded in paths (`work%20schedule`).
 */

export function listSuperTagDefinitions(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<SuperTagDefinition[]> {
  return getDocument(
    client,
    servicePath('super_tags'),
    'super_tags',
    decodeSuperTagDefinitionList,
    undefined,
    signal,
  );
}

export function getSuperTagDefinition(
  client: ApiClient,
  name: string,
  signal?: AbortSignal,
): Promise<Shown<SuperTagDefinition>> {
  return getShown(
    client,
    servicePath('super_tags', name),
    'super_tag',
    decodeSuperTagDefinition,
    signal,
  );
}

export type SuperTagRecord = RecordRef<SuperTagCollection>;

export interface RecordSuperTagRef {
  record: SuperTagRecord;
  /** The SuperTag's name. */
  name: string;
}

export function listRecordSuperTags(
  client: ApiClient,
  record: SuperTagRecord,
  signal?: AbortSignal,
): Promise<RecordSuperTag[]> {
  return getDocument(
    client,
    servicePath(record.collection, record.id, 'super_tags'),
    'super_tags',
    decodeRecordSuperTagList,
    undefined,
    signal,
  );
}

export function getRecordSuperTag(
  client: ApiClient,
  { record, name }: RecordSuperTagRef,
  signal?: AbortSignal,
): Promise<Shown<RecordSuperTag>> {
  return getShown(
    client,
    servicePath(record.collection, record.id, 'super_tags', name),
    'super_tag',
    decodeRecordSuperTag,
    signal,
  );
}

export interface SetRecordSuperTagArgs extends RecordSuperTagRef {
  /** Field values by the field's real name; a multiple-choice field takes a list. */
  values: SuperTagWrite;
}

/** Adds the SuperTag to the record when it lacks it, else updates its values. */
export function setRecordSuperTag(
  client: ApiClient,
  { record, name, values }: SetRecordSuperTagArgs,
  signal?: AbortSignal,
): Promise<void> {
  return sendWrite(client, 'PUT', servicePath(record.collection, record.id, 'super_tags', name), {
    body: encodeSuperTagWrite(values),
    signal,
  });
}

export function removeRecordSuperTag(
  client: ApiClient,
  { record, name }: RecordSuperTagRef,
  signal?: AbortSignal,
): Promise<void> {
  return sendWrite(
    client,
    'DELETE',
    servicePath(record.collection, record.id, 'super_tags', name),
    { signal },
  );
}

export const superTagQueries = {
  all: () => ['super_tags'] as const,
  definitions: (client: ApiClient) =>
    queryOptions({
      queryKey: listKey('super_tags', 'all'),
      queryFn: ({ signal }) => listSuperTagDefinitions(client, signal),
      staleTime: 5 * 60_000,
    }),
  definition: (client: ApiClient, name: string) =>
    queryOptions({
      queryKey: detailKey('super_tags', name),
      queryFn: ({ signal }) => getSuperTagDefinition(client, name, signal),
      staleTime: 5 * 60_000,
    }),
  ofRecord: (client: ApiClient, record: SuperTagRecord) =>
    queryOptions({
      queryKey: detailKey(record.collection, record.id, 'super_tags'),
      queryFn: ({ signal }) => listRecordSuperTags(client, record, signal),
    }),
  onRecord: (client: ApiClient, ref: RecordSuperTagRef) =>
    queryOptions({
      queryKey: detailKey(ref.record.collection, ref.record.id, 'super_tags', ref.name),
      queryFn: ({ signal }) => getRecordSuperTag(client, ref, signal),
    }),
};

// The record embeds its SuperTags' values among its tags, and its lists show them too.
export function useSetRecordSuperTag() {
  return useApiMutation(setRecordSuperTag, (queryClient, args) =>
    invalidateCollection(queryClient, args.record.collection),
  );
}

export function useRemoveRecordSuperTag() {
  return useApiMutation(removeRecordSuperTag, (queryClient, args) =>
    invalidateCollection(queryClient, args.record.collection),
  );
}
