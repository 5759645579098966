import { queryOptions } from '@tanstack/react-query';
import { ACTIVITY_DETAIL, decodeActivityEntries, type ActivityEntry } from '#xml/activity';
import { isNotFound } from './client/apiError';
import { servicePath, type ApiClient } from './client/client';
import { getDocument } from './client/requests';

/**
 * The account's latest activity for the home screen (`GET /service/activities/recent.xml?limit=N`),
 * read by the service's own codec (`#xml/activity`). The home screen's policy: every entry shows
 * as written. It names the record and links the kinds of record it knows, so a record type or
 * kind it does not know is shown, not refused, and the seven documented elements are enough (no
 * `id`, `kind` or `changes` needed). A server without the stream (404) is no error: null.
 */
export async function listLatestActivity(
  client: ApiClient,
  limit: number,
  signal?: AbortSignal,
): Promise<ActivityEntry[] | null> {
  try {
    return await getDocument(
      client,
      servicePath('activities', 'recent'),
      'activities',
      decodeActivityEntries,
      // `detail=full`: a comment's entry then carries its first lines (a server without it ignores it).
      { limit, [ACTIVITY_DETAIL.parameter]: ACTIVITY_DETAIL.full },
      signal,
    );
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

export const latestActivityQueries = {
  recent: (client: ApiClient, limit: number) =>
    queryOptions({
      queryKey: ['activities', 'recent', limit],
      queryFn: ({ signal }) => listLatestActivity(client, limit, signal),
    }),
};
