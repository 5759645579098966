import { isApiError } from './client/apiError';
import { servicePath, type ApiClient } from './client/client';
import { createRecord, getDocument, sendWrite } from './client/requests';
import {
  decodeRestoreList,
  decodeRestoreMap,
  encodeRestoreChanges,
  MAX_RESTORE_PAGE,
  type RestoreChanges,
  type RestoreEntry,
  type RestoreSummary,
} from '#xml/restoreMap';
import { encodeRestoredComment, type RestoredComment } from '#xml/restoredComment';
import { encodeSuperTagDefinition, type SuperTagDefinition } from '#xml/superTag';

/**
 * Our service's restore extension (`/service/account/restores…`): the id map a restore keeps in
 * the target account, and the two writes it needs beyond the classic API.
 */
const RESTORES = ['account', 'restores'] as const;

/** The account's restores; null when the upstream has no such extension (a classic server: 404). */
export async function listRestores(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<RestoreSummary[] | null> {
  try {
    return await getDocument(
      client,
      servicePath(...RESTORES),
      'restores',
      decodeRestoreList,
      undefined,
      signal,
    );
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

/** Every entry of one restore's map, page by page. */
export async function getRestoreMap(
  client: ApiClient,
  snapshotId: string,
  signal?: AbortSignal,
): Promise<RestoreEntry[]> {
  const entries: RestoreEntry[] = [];
  for (;;) {
    const page = await getDocument(
      client,
      servicePath(...RESTORES, snapshotId),
      'restore',
      decodeRestoreMap,
      { offset: entries.length, limit: MAX_RESTORE_PAGE },
      signal,
    );
    entries.push(...page);
    if (page.length < MAX_RESTORE_PAGE) return entries;
  }
}

export function changeRestoreMap(
  client: ApiClient,
  snapshotId: string,
  changes: RestoreChanges,
  signal?: AbortSignal,
): Promise<void> {
  return sendWrite(client, 'POST', servicePath(...RESTORES, snapshotId), {
    body: encodeRestoreChanges(changes),
    signal,
  });
}

export function forgetRestoreMap(client: ApiClient, snapshotId: string): Promise<void> {
  return sendWrite(client, 'DELETE', servicePath(...RESTORES, snapshotId));
}

/** Defines a SuperTag the account lacks (one it has is left as it is). */
export function defineRestoredSuperTag(
  client: ApiClient,
  snapshotId: string,
  definition: SuperTagDefinition,
  signal?: AbortSignal,
): Promise<void> {
  return sendWrite(client, 'POST', servicePath(...RESTORES, snapshotId, 'super_tags'), {
    body: encodeSuperTagDefinition(definition),
    signal,
  });
}

/** A comment with its author's name and time; resolves with its id. */
export function createRestoredComment(
  client: ApiClient,
  snapshotId: string,
  comment: RestoredComment,
  signal?: AbortSignal,
): Promise<number> {
  return createRecord(
    client,
    servicePath(...RESTORES, snapshotId, 'comments'),
    encodeRestoredComment(comment),
    'comments',
    signal,
  );
}
