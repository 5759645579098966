import type { ActivityRecordType } from '#xml/activity';
import { isHistoryUnavailable, listRecentActivities } from './activities';
import { listCompanies } from './companies';
import { listDeals } from './deals';
import type { ApiClient } from './client/client';
import { listPeople } from './people';

/**
 * The search behind "changed since your last visit" (see changedSince.ts): the records come from
 * the classic `updated_since` search (so a classic server answers too); "by someone else" needs
 * the activity stream: when the server has none (404), every record updated since then counts.
 */

/** The lists that mark and count records changed by others. */
export type ChangeListKey = 'companies' | 'people' | 'deals';

const RECORD_TYPE: Readonly<Record<ChangeListKey, ActivityRecordType>> = {
  companies: 'Company',
  people: 'Person',
  deals: 'Deal',
};

/** At most this many changed records are looked at (one page of the search). */
export const CHANGED_LIMIT = 500;

function updatedSince(
  client: ApiClient,
  key: ChangeListKey,
  since: string,
  signal?: AbortSignal,
): Promise<{ id: number; updatedAt: string }[]> {
  const search = { updatedSince: since, limit: CHANGED_LIMIT };
  switch (key) {
    case 'companies':
      return listCompanies(client, search, signal);
    case 'people':
      return listPeople(client, search, signal);
    case 'deals':
      return listDeals(client, search, signal);
  }
}

/** Ids of the list's records changed since `since` (ISO) by anyone but `currentUserId`. */
export async function listChangedIds(
  client: ApiClient,
  key: ChangeListKey,
  since: string,
  currentUserId: number | null,
  signal?: AbortSignal,
): Promise<number[]> {
  // The search takes whole seconds: a record changed earlier in the visit's second comes back too.
  // Updated times have whole seconds as well, so a change later in that second is not told apart
  // from one before the visit: both are left out (marks never repeat for what was seen).
  const after = Date.parse(since);
  const records = (await updatedSince(client, key, since, signal)).filter(
    (record) => Date.parse(record.updatedAt) > after,
  );
  if (records.length === 0) return [];
  let activities;
  try {
    activities = await listRecentActivities(client, { since, limit: 500 }, signal);
  } catch (error) {
    if (isHistoryUnavailable(error)) return records.map((r) => r.id);
    throw error;
  }
  const type = RECORD_TYPE[key];
  const byOthers = new Set(
    activities
      .filter(
        (a) => a.recordType === type && (currentUserId === null || a.userId !== currentUserId),
      )
      .map((a) => a.recordId),
  );
  return records.filter((r) => byOthers.has(r.id)).map((r) => r.id);
}
