import { queryOptions } from '@tanstack/react-query';
import { servicePath, type ApiClient } from './client/client';
import { getDocument } from './client/requests';
import { decodeUser, decodeUserList, type User } from '#xml/user';

/** The account's users (with the e-mail addresses `assigned_to` takes on write). */
export function listUsers(client: ApiClient, signal?: AbortSignal): Promise<User[]> {
  return getDocument(client, servicePath('users'), 'users', decodeUserList, undefined, signal);
}

/** Our extension: the user the console acts as (the proxy's token belongs to it). */
export function getCurrentUser(client: ApiClient, signal?: AbortSignal): Promise<User> {
  return getDocument(
    client,
    servicePath('users', 'current'),
    'user',
    decodeUser,
    undefined,
    signal,
  );
}

// Users change rarely and only outside the console: kept fresh for minutes, not seconds.
export const userQueries = {
  all: () => ['users'] as const,
  list: (client: ApiClient) =>
    queryOptions({
      queryKey: ['users', 'list'],
      queryFn: ({ signal }) => listUsers(client, signal),
      staleTime: 5 * 60_000,
    }),
  current: (client: ApiClient) =>
    queryOptions({
      queryKey: ['users', 'current'],
      queryFn: ({ signal }) => getCurrentUser(client, signal),
      staleTime: 5 * 60_000,
    }),
};
