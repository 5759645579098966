import { queryOptions } from '@tanstack/react-query';
import { detailKey, invalidateCollection, useApiMutation } from './cache';
import { servicePath, type ApiClient } from './client/client';
import { getDocument, getShown, sendWrite, type Shown } from './client/requests';
import type { ContactCollection } from './records';
import {
  decodeLocation,
  decodeLocationList,
  encodeLocationWrite,
  type Location,
  type LocationWrite,
} from '#xml/location';

/**
 * Locations (addresses) nested under a company or a person. The label names a location within
 * its parent and stands in the path instead of an id, URL-encoded (`work%20place`).
 */

export interface LocationOwner {
  collection: ContactCollection;
  id: number;
}

export interface LocationRef extends LocationOwner {
  label: string;
}

export function listLocations(
  client: ApiClient,
  owner: LocationOwner,
  signal?: AbortSignal,
): Promise<Location[]> {
  return getDocument(
    client,
    servicePath(owner.collection, owner.id, 'locations'),
    'locations',
    decodeLocationList,
    undefined,
    signal,
  );
}

export function getLocation(
  client: ApiClient,
  ref: LocationRef,
  signal?: AbortSignal,
): Promise<Shown<Location>> {
  return getShown(
    client,
    servicePath(ref.collection, ref.id, 'locations', ref.label),
    'location',
    decodeLocation,
    signal,
  );
}

/**
 * Creates a location; when the owner already has one with the same label, the service updates that
 * one instead (api.md rule 1). The label the input names identifies the result.
 */
export function createLocation(
  client: ApiClient,
  args: LocationOwner & { input: LocationWrite },
  signal?: AbortSignal,
): Promise<void> {
  return sendWrite(client, 'POST', servicePath(args.collection, args.id, 'locations'), {
    body: encodeLocationWrite(args.input),
    signal,
  });
}

/** Updates the location named `label` (the input may rename it); the service answers 201 as for create. */
export function updateLocation(
  client: ApiClient,
  args: LocationRef & { input: LocationWrite; ifMatch?: string },
  signal?: AbortSignal,
): Promise<void> {
  return sendWrite(client, 'PUT', servicePath(args.collection, args.id, 'locations', args.label), {
    body: encodeLocationWrite(args.input),
    ifMatch: args.ifMatch,
    signal,
  });
}

export function deleteLocation(
  client: ApiClient,
  ref: LocationRef,
  signal?: AbortSignal,
): Promise<void> {
  return sendWrite(client, 'DELETE', servicePath(ref.collection, ref.id, 'locations', ref.label), {
    signal,
  });
}

export const locationQueries = {
  list: (client: ApiClient, owner: LocationOwner) =>
    queryOptions({
      queryKey: detailKey(owner.collection, owner.id, 'locations'),
      queryFn: ({ signal }) => listLocations(client, owner, signal),
    }),
  detail: (client: ApiClient, ref: LocationRef) =>
    queryOptions({
      queryKey: detailKey(ref.collection, ref.id, 'locations', ref.label),
      queryFn: ({ signal }) => getLocation(client, ref, signal),
    }),
};

// The owner embeds its locations, and lists search by a location's state or e-mail: the whole
// owner collection is stale after a change.
export function useCreateLocation() {
  return useApiMutation(createLocation, (queryClient, args) =>
    invalidateCollection(queryClient, args.collection),
  );
}

export function useUpdateLocation() {
  return useApiMutation(updateLocation, (queryClient, args) =>
    invalidateCollection(queryClient, args.collection),
  );
}

export function useDeleteLocation() {
  return useApiMutation(deleteLocation, (queryClient, ref) =>
    invalidateCollection(queryClient, ref.collection),
  );
}
