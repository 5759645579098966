import { queryOptions } from '@tanstack/react-query';
import { isNotFound } from './http/apiError';
import { servicePath, type ApiClient } from './http/client';
import { getDocument } from './http/requests';
import type { XmlElement } from '#xml/tree';
import { listItems, readInt, readText, readTimestamp, requireRoot } from '#xml/values';

/**
 * The account's latest activity (`GET /service/activities/recent.xml?limit=N`), our service's
 * extension. A small local decoder for now: the lead moves it into the shared codec (`src/xml/`)
 * once the endpoint has settled.
 */
export interface Activity {
  name: string;
  description: string;
  /** `Company`, `Person`, `Deal`, `Todo`, `Communication`… as the service writes it. */
  recordType: string;
  recordId: number | null;
  userName: string;
  userId: number | null;
  /** ISO UTC, or '' when the service sent none. */
  date: string;
}

export function decodeActivity(el: XmlElement): Activity {
  return {
    name: readText(el, 'name') ?? '',
    description: readText(el, 'description') ?? '',
    recordType: (readText(el, 'record_type') ?? '').trim(),
    recordId: readInt(el, 'record_id') ?? null,
    userName: readText(el, 'user_name') ?? '',
    userId: readInt(el, 'user_id') ?? null,
    date: readTimestamp(el, 'date') ?? '',
  };
}

export function decodeActivityList(root: XmlElement): Activity[] {
  return listItems(requireRoot(root, 'activities'), 'activity').map(decodeActivity);
}

/** The latest activity, newest first; null when the server keeps no activity stream (a 404). */
export async function listRecentActivity(
  client: ApiClient,
  limit: number,
  signal?: AbortSignal,
): Promise<Activity[] | null> {
  try {
    return await getDocument(
      client,
      servicePath('activities', 'recent'),
      'activities',
      decodeActivityList,
      { limit },
      signal,
    );
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

export const activityQueries = {
  recent: (client: ApiClient, limit: number) =>
    queryOptions({
      queryKey: ['activities', 'recent', limit],
      queryFn: ({ signal }) => listRecentActivity(client, limit, signal),
    }),
};
