import { useEffect, useRef, useState } from 'react';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Activity } from '#xml/activity';
import { listRecentActivities } from '../../api/activities';
import { useApiClient } from '../../api/client/ApiClientProvider';
import type { ApiClient } from '../../api/client/client';

/** Activities per request of the stream (offset/limit paging, newest first). */
export const STREAM_PAGE = 50;

export interface StreamSearch {
  userId?: number;
  /** ISO UTC. */
  since?: string;
}

/** The stream's pages, keyed under the activities' key so whatever refreshes activities refreshes it. */
function activityStreamQuery(client: ApiClient, search: StreamSearch) {
  return infiniteQueryOptions({
    queryKey: ['activities', 'recent', search.userId ?? null, search.since ?? null],
    queryFn: ({ pageParam, signal }) =>
      listRecentActivities(
        client,
        { offset: pageParam, limit: STREAM_PAGE, userId: search.userId, since: search.since },
        signal,
      ),
    initialPageParam: 0,
    // What happened since the last look: read again whenever the screen opens.
    staleTime: 0,
    getNextPageParam: (last: Activity[], pages: Activity[][]) =>
      last.length < STREAM_PAGE ? undefined : pages.length * STREAM_PAGE,
  });
}

/**
 * The account's activity stream, page after page (`useInfiniteQuery` over offset/limit). The pages
 * are flattened; the screens filter what the API cannot (record kind, the end of a date range).
 */
export function useActivityStream(search: StreamSearch) {
  const client = useApiClient();
  const query = useInfiniteQuery(activityStreamQuery(client, search));
  const activities = query.data?.pages.flat() ?? [];
  return { query, activities };
}

/**
 * The infinite scroll's sentinel: while it is in view, the next page loads (again and again while
 * filtered-out pages leave it in view). Returns the ref to put on it.
 */
export function useLoadMoreSentinel(
  canLoad: boolean,
  loadMore: () => unknown,
): (element: HTMLElement | null) => void {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [inView, setInView] = useState(false);
  const load = useRef(loadMore);
  useEffect(() => {
    load.current = loadMore;
  });
  useEffect(() => {
    if (element === null || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) =>
      setInView(entries.some((entry) => entry.isIntersecting)),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  useEffect(() => {
    if (inView && canLoad) load.current();
  }, [inView, canLoad]);
  return setElement;
}
