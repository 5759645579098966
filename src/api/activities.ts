import { queryOptions } from '@tanstack/react-query';
import type { XmlElement } from '#xml/tree';
import {
  listItems,
  parseIntText,
  readInt,
  readText,
  readTimestamp,
  requireChild,
} from '#xml/values';
import { detailKey } from './cache';
import { isNotFound } from './http/apiError';
import { servicePath, type ApiClient } from './http/client';
import { getDocument } from './http/requests';
import { searchTime, type RecordCollection, type RecordRef } from './records';

/**
 * The activity stream (issue 14, our service's extension): what changed, and by whom.
 * `GET /service/activities/recent.xml` is the account's stream, newest first;
 * `GET /service/{collection}/{id}/activities.xml` is one record's (a deleted record's still answers).
 * A classic server has neither and answers 404: `isHistoryUnavailable` tells the screens so.
 *
 * The decoder lives here for now; the service's codec (`src/xml/activity.ts`) is written at the
 * same time and the two are to be reconciled.
 */

export const ACTIVITY_RECORD_TYPES = [
  'Company',
  'Person',
  'Deal',
  'Todo',
  'Communication',
] as const;
export type ActivityRecordType = (typeof ACTIVITY_RECORD_TYPES)[number];

export const ACTIVITY_KINDS = [
  'created',
  'updated',
  'deleted',
  'tagged',
  'untagged',
  'super_tag_set',
  'super_tag_removed',
  'location_added',
  'location_changed',
  'location_removed',
  'commented',
  'comment_edited',
  'comment_removed',
  'participant_added',
  'participant_removed',
  'related_contact_added',
  'related_contact_removed',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** One field's change: `old`/`new` are null when the element is absent or nil (no value). */
export interface FieldChange {
  field: string;
  old: string | null;
  new: string | null;
}

export interface Activity {
  id: number;
  /** The record's name (company name, person's full name, deal or to-do title, subject). */
  name: string;
  description: string;
  recordType: ActivityRecordType;
  recordId: number;
  userName: string;
  userId: number | null;
  /** ISO UTC. */
  date: string;
  kind: ActivityKind;
  changes: FieldChange[];
}

const COLLECTION_OF: Readonly<Record<ActivityRecordType, RecordCollection>> = {
  Company: 'companies',
  Person: 'people',
  Deal: 'deals',
  Todo: 'todos',
  Communication: 'communications',
};

function isRecordType(text: string): text is ActivityRecordType {
  return (ACTIVITY_RECORD_TYPES as readonly string[]).includes(text);
}

function isKind(text: string): text is ActivityKind {
  return (ACTIVITY_KINDS as readonly string[]).includes(text);
}

function optionalText(el: XmlElement, field: string): string | null {
  const found = el.children.find((c) => c.name === field);
  return found === undefined || found.nil ? null : found.text;
}

export function decodeFieldChange(el: XmlElement): FieldChange {
  return {
    field: readText(el, 'field') ?? '',
    old: optionalText(el, 'old'),
    new: optionalText(el, 'new'),
  };
}

export function decodeActivity(el: XmlElement): Activity {
  const recordType = readText(el, 'record_type') ?? '';
  if (!isRecordType(recordType)) throw new Error(`Unknown record_type "${recordType}"`);
  const kind = readText(el, 'kind') ?? '';
  // An unknown kind (a newer service) still shows: as an update of the record.
  return {
    id: parseIntText(requireChild(el, 'id').text, 'id'),
    name: readText(el, 'name') ?? '',
    description: readText(el, 'description') ?? '',
    recordType,
    recordId: parseIntText(requireChild(el, 'record_id').text, 'record_id'),
    userName: readText(el, 'user_name') ?? '',
    userId: readInt(el, 'user_id') ?? null,
    date: readTimestamp(el, 'date') ?? '',
    kind: isKind(kind) ? kind : 'updated',
    changes: listItems(
      el.children.find((c) => c.name === 'changes'),
      'change',
    ).map(decodeFieldChange),
  };
}

/** `<activities type="array">…</activities>` (the root is checked by getDocument). */
export function decodeActivityList(root: XmlElement): Activity[] {
  return listItems(root, 'activity').map(decodeActivity);
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
    undefined,
    signal,
  );
}

export const activityQueries = {
  /** The account's stream (a record's history sits below the record's detail key). */
  all: () => ['activities'] as const,
  record: (client: ApiClient, record: RecordRef) =>
    queryOptions({
      // Below the record's detail key: whatever refreshes the record refreshes its history too.
      queryKey: [...detailKey(record.collection, record.id), 'activities'],
      queryFn: ({ signal }) => listRecordActivities(client, record, signal),
    }),
};

/** Records (by collection and id) that have a `deleted` activity among the given ones. */
export function deletedRecords(activities: readonly Activity[]): Set<string> {
  const keys = new Set<string>();
  for (const a of activities) if (a.kind === 'deleted') keys.add(`${a.recordType}:${a.recordId}`);
  return keys;
}
