import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useApiClient } from './client/ApiClientProvider';
import { isNotFound } from './client/apiError';
import { servicePath, type ApiClient } from './client/client';
import { decodeReply, getDocument } from './client/requests';
import { useApiMutation } from './cache';
import {
  decodeAccountInfo,
  decodeAccountUser,
  decodeAccountUserList,
  encodeAccountUserChange,
  encodeNewAccountUser,
  type AccountInfo,
  type AccountUser,
  type AccountUserChange,
  type NewAccountUser,
} from '#xml/account';
import {
  decodeStageList,
  decodeStageMove,
  encodeStageListWrite,
  encodeStageMove,
  type DealStage,
  type DealStageWrite,
  type StageMove,
} from '#xml/dealStage';
import {
  decodeSuperTagSettings,
  decodeSuperTagSettingsList,
  encodeSuperTagSettingsWrite,
  type SuperTagSettings,
  type SuperTagSettingsWrite,
} from '#xml/superTagSettings';

/**
 * Our service's account extension (`/service/account…`): the probe that says whether the
 * upstream offers it and what the current user may do, the account's users and its SuperTag
 * definitions, for administrators.
 */

/** What the probe found: the extension's answer, or `classic` for a server without it (404). */
export type AccountProbe = { kind: 'extension'; info: AccountInfo } | { kind: 'classic' };

export async function probeAccount(client: ApiClient, signal?: AbortSignal): Promise<AccountProbe> {
  try {
    const path = servicePath('account');
    return {
      kind: 'extension',
      info: await getDocument(client, path, 'account', decodeAccountInfo, undefined, signal),
    };
  } catch (error) {
    if (isNotFound(error)) return { kind: 'classic' };
    throw error;
  }
}

const stagesPath = (...rest: string[]) => servicePath('account', 'stages', ...rest);
const usersPath = (...rest: (string | number)[]) => servicePath('account', 'users', ...rest);
const superTagsPath = (...rest: (string | number)[]) =>
  servicePath('account', 'supertags', ...rest);

export const listAccountUsers = (client: ApiClient, signal?: AbortSignal) =>
  getDocument(client, usersPath(), 'users', decodeAccountUserList, undefined, signal);

/** Adds a colleague; the answer holds their token (shown once). */
export async function addAccountUser(
  client: ApiClient,
  user: NewAccountUser,
): Promise<AccountUser> {
  const response = await client.request('POST', usersPath(), { body: encodeNewAccountUser(user) });
  return decodeReply(response, 'user', decodeAccountUser);
}

export async function changeAccountUser(
  client: ApiClient,
  { id, change }: { id: number; change: AccountUserChange },
): Promise<AccountUser> {
  const response = await client.request('PUT', usersPath(id), {
    body: encodeAccountUserChange(change),
  });
  return decodeReply(response, 'user', decodeAccountUser);
}

/** A new token for the user (the answer holds it, shown once); the old one stops at once. */
export async function resetAccountUserToken(client: ApiClient, id: number): Promise<AccountUser> {
  const response = await client.request('POST', usersPath(id, 'token'));
  return decodeReply(response, 'user', decodeAccountUser);
}

export const listSuperTagSettings = (client: ApiClient, signal?: AbortSignal) =>
  getDocument(client, superTagsPath(), 'super_tags', decodeSuperTagSettingsList, undefined, signal);

export const getSuperTagSettings = (client: ApiClient, id: number, signal?: AbortSignal) =>
  getDocument(client, superTagsPath(id), 'super_tag', decodeSuperTagSettings, undefined, signal);

export async function createSuperTag(
  client: ApiClient,
  write: SuperTagSettingsWrite,
): Promise<SuperTagSettings> {
  const body = encodeSuperTagSettingsWrite(write);
  return decodeReply(
    await client.request('POST', superTagsPath(), { body }),
    'super_tag',
    decodeSuperTagSettings,
  );
}

export async function changeSuperTag(
  client: ApiClient,
  { id, write }: { id: number; write: SuperTagSettingsWrite },
): Promise<SuperTagSettings> {
  const body = encodeSuperTagSettingsWrite(write);
  return decodeReply(
    await client.request('PUT', superTagsPath(id), { body }),
    'super_tag',
    decodeSuperTagSettings,
  );
}

export async function deleteSuperTag(client: ApiClient, id: number): Promise<SuperTagSettings> {
  return decodeReply(
    await client.request('DELETE', superTagsPath(id)),
    'super_tag',
    decodeSuperTagSettings,
  );
}

/** The account's stages with how many deals each holds (administrators). */
export const listAccountStages = (client: ApiClient, signal?: AbortSignal) =>
  getDocument(client, stagesPath(), 'stages', decodeStageList, undefined, signal);

/** The whole list as it should be: added, renamed (`was`), reordered, retired. */
export async function changeAccountStages(
  client: ApiClient,
  stages: readonly DealStageWrite[],
): Promise<DealStage[]> {
  const body = encodeStageListWrite(stages);
  return decodeReply(
    await client.request('PUT', stagesPath(), { body }),
    'stages',
    decodeStageList,
  );
}

/** Every deal of one stage moved to another (not retired); the answer says how many. */
export async function moveStageDeals(client: ApiClient, move: StageMove): Promise<StageMove> {
  const body = encodeStageMove(move);
  return decodeReply(
    await client.request('POST', stagesPath('moves'), { body }),
    'move',
    decodeStageMove,
  );
}

export const accountQueries = {
  probe: (client: ApiClient) =>
    queryOptions({
      queryKey: ['account', 'probe'],
      queryFn: ({ signal }) => probeAccount(client, signal),
      staleTime: 5 * 60_000,
    }),
  users: (client: ApiClient) =>
    queryOptions({
      queryKey: ['account', 'users'],
      queryFn: ({ signal }) => listAccountUsers(client, signal),
    }),
  stages: (client: ApiClient) =>
    queryOptions({
      queryKey: ['account', 'stages'],
      queryFn: ({ signal }) => listAccountStages(client, signal),
    }),
  superTags: (client: ApiClient) =>
    queryOptions({
      queryKey: ['account', 'supertags'],
      queryFn: ({ signal }) => listSuperTagSettings(client, signal),
    }),
  superTag: (client: ApiClient, id: number) =>
    queryOptions({
      queryKey: ['account', 'supertags', id],
      queryFn: ({ signal }) => getSuperTagSettings(client, id, signal),
    }),
};

/** True when the upstream offers the account extension and the current user administers it. */
export function useIsAccountAdministrator(): boolean {
  const probe = useQuery(accountQueries.probe(useApiClient())).data;
  return probe?.kind === 'extension' && probe.info.role === 'administrator';
}

// Users also appear in the classic list (assignees): both refresh; the probe too (a role changed).
const refreshUsers = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ['account'] }),
    queryClient.invalidateQueries({ queryKey: ['users'] }),
  ]);

export const useAddAccountUser = () => useApiMutation(addAccountUser, refreshUsers);
export const useChangeAccountUser = () => useApiMutation(changeAccountUser, refreshUsers);
export const useResetAccountUserToken = () => useApiMutation(resetAccountUserToken, refreshUsers);

// Definitions show on the SuperTags screens and on every record carrying them.
const refreshSuperTags = (queryClient: QueryClient) => queryClient.invalidateQueries();

export const useCreateSuperTag = () => useApiMutation(createSuperTag, refreshSuperTags);
export const useChangeSuperTag = () => useApiMutation(changeSuperTag, refreshSuperTags);
export const useDeleteSuperTag = () => useApiMutation(deleteSuperTag, refreshSuperTags);

// Stages are the board's columns, the statuses every deal form offers and what deals hold.
const refreshStages = (queryClient: QueryClient) => queryClient.invalidateQueries();

export const useChangeAccountStages = () => useApiMutation(changeAccountStages, refreshStages);
export const useMoveStageDeals = () => useApiMutation(moveStageDeals, refreshStages);
