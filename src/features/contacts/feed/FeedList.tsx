import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useApiClient } from '#api/client/ApiClientProvider';
import type { RecordRef } from '#api/records';
import { errorMessage } from '#lib/errorMessage';
import { FEED_FILTER_LABELS, type FeedFilter } from './feedItems';
import { flattenPages } from './feedMerge';
import { feedQueries } from './feedQueries';
import { FAN_OUT } from './feedSources';
import { FeedItemView } from './FeedItemView';

/** A first guess of an entry's height; each is measured once drawn. */
const ESTIMATE = 110;
const GAP = 8;
/** Items drawn beyond the screen, so that the next ones are there before they scroll in. */
const OVERSCAN = 6;
/** The next page is read when the last drawn item is this close to the end. */
const LOAD_AHEAD = 5;

/**
 * The feed's history, newest first, read a page at a time as it scrolls. Windowed in the page's
 * own scroll (a record can have thousands of entries): only what is near the screen is drawn.
 */
export function FeedList({ record, filter }: { record: RecordRef; filter: FeedFilter }) {
  const client = useApiClient();
  const query = useInfiniteQuery(feedQueries.history(client, record, filter));
  const items = flattenPages(query.data?.pages ?? []);
  const first = query.data?.pages[0];
  const listRef = useRef<HTMLUListElement>(null);
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    const top = listRef.current?.getBoundingClientRect().top;
    if (top !== undefined) setOffset(top + window.scrollY);
  }, [query.isSuccess, items.length]);

  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => ESTIMATE,
    getItemKey: (index) => items[index]?.key ?? index,
    gap: GAP,
    overscan: OVERSCAN,
    scrollMargin: offset,
  });
  const lastDrawn = virtualizer.range?.endIndex ?? -1;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && lastDrawn >= items.length - LOAD_AHEAD)
      void fetchNextPage();
  }, [fetchNextPage, hasNextPage, isFetchingNextPage, items.length, lastDrawn]);

  if (query.isPending) return <Skeleton height={120} />;
  if (query.isError)
    return (
      <Alert role="alert" color="red" variant="light" title="Could not load the feed">
        {errorMessage(query.error)}
      </Alert>
    );
  const shown = FEED_FILTER_LABELS[filter].toLowerCase();
  return (
    <Stack gap="sm">
      {first?.people !== undefined && first.people.length > 0 && (
        <Text size="sm" c="dimmed">
          {first.morePeople === true
            ? `Includes the comments and communications of this company’s first ${FAN_OUT} people; it has more (open a person for theirs).`
            : `Includes the comments and communications of this company’s ${first.people.length === 1 ? 'person' : `${first.people.length} people`}.`}
        </Text>
      )}
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {filter === 'all' ? 'Nothing here yet.' : `No ${shown} yet.`}
        </Text>
      ) : (
        <ul
          ref={listRef}
          aria-label={filter === 'all' ? 'History' : `History: ${shown}`}
          style={{
            listStyle: 'none',
            margin: 0,
            padding: 0,
            position: 'relative',
            height: virtualizer.getTotalSize(),
          }}
        >
          {virtualizer.getVirtualItems().map((row) => (
            <li
              key={row.key}
              ref={virtualizer.measureElement}
              data-index={row.index}
              aria-setsize={hasNextPage ? -1 : items.length}
              aria-posinset={row.index + 1}
              style={{
                position: 'absolute',
                top: 0,
                left: 0,
                width: '100%',
                transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
              }}
            >
              <FeedItemView item={items[row.index]!} viewer={record} />
            </li>
          ))}
        </ul>
      )}
      {hasNextPage && (
        <Button
          variant="default"
          size="xs"
          loading={isFetchingNextPage}
          onClick={() => void fetchNextPage()}
          style={{ alignSelf: 'flex-start' }}
        >
          Load more
        </Button>
      )}
    </Stack>
  );
}
