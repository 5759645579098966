import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useApiClient } from '#api/client/ApiClientProvider';
import type { RecordRef } from '#api/records';
import { errorMessage } from '#lib/errorMessage';
import { useT } from '#i18n/useT';
import { formatNumber } from '#lib/formatNumber';
import type { FeedFilter } from './feedItems';
import { flattenPages } from './feedMerge';
import { feedQueries } from './feedQueries';
import { FAN_OUT } from './feedSources';
import { FeedItemView } from './FeedItemView';
import { feedMessages } from './messages';

/** A first guess of an entry's height; each is measured once drawn. */
const ESTIMATE = 110;
const GAP = 8;
/** Items drawn beyond the screen, so that the next ones are there before they scroll in. */
const OVERSCAN = 6;
/** The next page is read when the last drawn item is this close to the end. */
const LOAD_AHEAD = 5;

const EMPTY = {
  all: 'list.nothing',
  comments: 'list.noComments',
  communications: 'list.noCommunications',
  todos: 'list.noTodos',
  changes: 'list.noChanges',
} as const satisfies Record<FeedFilter, string>;

/**
 * The feed's history, newest first, read a page at a time as it scrolls. Windowed in the page's
 * own scroll (a record can have thousands of entries): only what is near the screen is drawn.
 */
export function FeedList({ record, filter }: { record: RecordRef; filter: FeedFilter }) {
  const t = useT(feedMessages);
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
      <Alert role="alert" color="red" variant="light" title={t('list.error')}>
        {errorMessage(query.error)}
      </Alert>
    );
  return (
    <Stack gap="sm">
      {first?.people !== undefined && first.people.length > 0 && (
        <Text size="sm" c="dimmed">
          {first.morePeople === true
            ? t('list.firstPeople', { number: formatNumber(FAN_OUT) })
            : first.people.length === 1
              ? t('list.onePerson')
              : t('list.people', { number: formatNumber(first.people.length) })}
        </Text>
      )}
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t(EMPTY[filter])}
        </Text>
      ) : (
        <ul
          ref={listRef}
          aria-label={
            filter === 'all'
              ? t('list.history')
              : t('list.historyOf', { filter: t(`filterShown.${filter}`) })
          }
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
          {t('list.loadMore')}
        </Button>
      )}
    </Stack>
  );
}
