import { queryOptions } from '@tanstack/react-query';
import { detailKey, invalidateCollection, listKey, useApiMutation } from './cache';
import { servicePath, type ApiClient } from './client/client';
import { getDocument, getShown, sendWrite, type Shown } from './client/requests';
import type { RecordRef } from './records';
import { decodeTag, decodeTagList, encodeAddTags, encodeTagParameter, type Tag } from '#xml/tag';

/** The tag named `name` (its name is its identifier in the path). */
export function getTag(client: ApiClient, name: string, signal?: AbortSignal): Promise<Shown<Tag>> {
  return getShown(client, servicePath('tags', name), 'tag', decodeTag, signal);
}

export function listTags(client: ApiClient, signal?: AbortSignal): Promise<Tag[]> {
  return getDocument(client, servicePath('tags'), 'tags', decodeTagList, undefined, signal);
}

export interface AddTagsArgs {
  /** A person, company, deal, communication or to-do. */
  record: RecordRef;
  /** Several names in one request (`<tags type="array">`), so names holding commas stay whole. */
  names: readonly string[];
}

export function addTags(
  client: ApiClient,
  { record, names }: AddTagsArgs,
  signal?: AbortSignal,
): Promise<void> {
  return sendWrite(client, 'PUT', servicePath(record.collection, record.id, 'add_tag'), {
    body: encodeAddTags(names),
    signal,
  });
}

export interface RemoveTagArgs {
  record: RecordRef;
  name: string;
}

export function removeTag(
  client: ApiClient,
  { record, name }: RemoveTagArgs,
  signal?: AbortSignal,
): Promise<void> {
  return sendWrite(client, 'DELETE', servicePath(record.collection, record.id, 'remove_tag'), {
    body: encodeTagParameter(name),
    signal,
  });
}

export const tagQueries = {
  all: () => ['tags'] as const,
  list: (client: ApiClient) =>
    queryOptions({
      queryKey: listKey('tags', 'all'),
      queryFn: ({ signal }) => listTags(client, signal),
    }),
  detail: (client: ApiClient, name: string) =>
    queryOptions({
      queryKey: detailKey('tags', name),
      queryFn: ({ signal }) => getTag(client, name, signal),
    }),
};

// Records embed their tags (lists too), and adding a tag may create it: both sides are stale.
export function useAddTags() {
  return useApiMutation(addTags, (queryClient, args) =>
    Promise.all([
      invalidateCollection(queryClient, args.record.collection),
      invalidateCollection(queryClient, 'tags'),
    ]),
  );
}

export function useRemoveTag() {
  return useApiMutation(removeTag, (queryClient, args) =>
    Promise.all([
      invalidateCollection(queryClient, args.record.collection),
      invalidateCollection(queryClient, 'tags'),
    ]),
  );
}
