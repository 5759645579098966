import { queryOptions } from '@tanstack/react-query';
import {
  ACTIVITY_DETAIL,
  decodeActivityEntries,
  isActivityKind,
  isActivityRecordType,
  type Activity,
  type ActivityEntry,
  type ActivityRecordType,
} from '#xml/activity';
import { XmlDecodeError } from '#xml/decodeError';
import type { XmlElement } from '#xml/tree';
import { ACTIVITIES_KEY } from './activityKeys';
import { detailKey } from './cache';
import { isNotFound } from './client/apiError';
import { servicePath, type ApiClient } from './client/client';
import { getDocument } from './client/requests';
import { searchTime, type RecordCollection, type RecordRef } from './records';

/**
 * The activity stream (issue 14, our service's extension): what changed, and by whom.
 * `GET /service/activities/recent.xml` is the account's stream, newest first;
 * `GET /service/{collection}/{id}/activities.xml` is one record's (a deleted record's still answers).
 * A classic server has neither and answers 404: `isHistoryUnavailable` tells the screens so.
 *
 * The entries are read by the service's own codec (`#xml/activity`); what the Activity, Comments
 * and History screens do with a word they do not know is decided here (`streamActivity`). These
 * screens need each entry's `id`, `kind` and field `changes`, which the service writes only when
 * asked (`detail=full`): without it an entry has the seven elements classic clients read.
 */

const FULL_DETAIL = { [ACTIVITY_DETAIL.parameter]: ACTIVITY_DETAIL.full };

const COLLECTION_OF: Readonly<Record<ActivityRecordType, RecordCollection>> = {
  Company: 'companies',
  Person: 'people',
  Deal: 'deals',
  Todo: 'todos',
  Communication: 'communications',
};

/**
 * The stream screens' policy over an entry as written. An unknown kind (a newer service's) still
 * shows, as an update of the record. An unknown record type is refused: the screens link every
 * entry to its record and filter by kind, and could do neither. An entry without an id (not our
 * service's stream) is refused too: the screens name and key entries by it.
 */
export function streamActivity(entry: ActivityEntry): Activity {
  const { recordType, kind, id } = entry;
  if (!isActivityRecordType(recordType))
    throw new XmlDecodeError('invalid', `Unknown record_type "${recordType.slice(0, 40)}"`);
  if (id === null) throw new XmlDecodeError('invalid', '<activity> has no <id>');
  return { ...entry, recordType, id, kind: isActivityKind(kind) ? kind : 'updated' };
}

/** `<activities type="array">…</activities>` as the stream screens show it. */
export function decodeActivityList(root: XmlElement): Activity[] {
  return decodeActivityEntries(root).map(streamActivity);
}

export function collectionOfRecordType(type: ActivityRecordType): RecordCollection {
  return COLLECTION_OF[type];
}

export function recordOfActivity(activity: Activity): RecordRef {
  return { collection: COLLECTION_OF[activity.recordType], id: activity.recordId };
}

/**
 * Where the console shows a record: contacts and communications have pages, a deal opens in the
 * deals list's panel, to-dos have no page of their own (the list).
 */
export function recordHref(type: ActivityRecordType, id: number): string {
  switch (type) {
    case 'Company':
      return `/companies/${id}`;
    case 'Person':
      return `/people/${id}`;
    case 'Deal':
      return `/deals?deal=${id}`;
    case 'Communication':
      return `/communications/${id}`;
    case 'Todo':
      return '/todos';
  }
}

/** A 404 from the activity endpoints: the server keeps no history (a classic server). */
export function isHistoryUnavailable(error: unknown): boolean {
  return isNotFound(error);
}

export interface ActivitySearch {
  offset?: number;
  /** At most 500. */
  limit?: number;
  /** ISO UTC: activities at or after this time. */
  since?: string;
  /** Only one record's activities (both or neither). */
  record?: { type: ActivityRecordType; id: number };
  userId?: number;
  /** Only the entries of the deals this contact is the party or a related contact of (our extension). */
  dealsOfContact?: number;
}

export function listRecentActivities(
  client: ApiClient,
  search: ActivitySearch = {},
  signal?: AbortSignal,
): Promise<Activity[]> {
  const query = {
    offset: search.offset,
    limit: search.limit === undefined ? undefined : Math.min(500, search.limit),
    since: searchTime(search.since),
    record_type: search.record?.type,
    record_id: search.record?.id,
    user_id: search.userId,
    deal_contact_id: search.dealsOfContact,
    ...FULL_DETAIL,
  };
  return getDocument(
    client,
    servicePath('activities', 'recent'),
    'activities',
    decodeActivityList,
    query,
    signal,
  );
}

export function listRecordActivities(
  client: ApiClient,
  record: RecordRef,
  signal?: AbortSignal,
): Promise<Activity[]> {
  return getDocument(
    client,
    servicePath(record.collection, record.id, 'activities'),
    'activities',
    decodeActivityList,
    FULL_DETAIL,
    signal,
  );
}

export const activityQueries = {
  /** The account's stream (a record's history sits below the record's detail key). */
  all: () => [ACTIVITIES_KEY] as const,
  record: (client: ApiClient, record: RecordRef) =>
    queryOptions({
      // Below the record's detail key: whatever refreshes the record refreshes its history too.
      queryKey: [...detailKey(record.collection, record.id), ACTIVITIES_KEY],
      queryFn: ({ signal }) => listRecordActivities(client, record, signal),
    }),
};

/** Records (by collection and id) that have a `deleted` activity among the given ones. */
export function deletedRecords(activities: readonly Activity[]): Set<string> {
  const keys = new Set<string>();
  for (const a of activities) if (a.kind === 'deleted') keys.add(`${a.recordType}:${a.recordId}`);
  return keys;
}
