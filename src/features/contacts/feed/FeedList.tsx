import { Suspense } from 'react';
import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useApiClient } from '#api/client/ApiClientProvider';
import type { RecordRef } from '#api/records';
import { errorMessage } from '#lib/errorMessage';
import { useT } from '#i18n/useT';
import { formatNumber } from '#lib/formatNumber';
import type { FeedFilter } from './feedItems';
import { flattenPages } from './feedMerge';
import { feedQueries } from './feedQueries';
import { FAN_OUT, PAGE_SIZE } from './feedSources';
import { FeedPlainRows, type FeedRowsProps } from './FeedRows';
import { feedMessages } from './messages';
import { lazyNamed } from '#components/lazy/lazyNamed';

// The windowing library (10 KB of gzip) loads only for a history longer than a page.
const FeedVirtualRows = lazyNamed(() => import('./FeedVirtualRows'), 'FeedVirtualRows');

const EMPTY = {
  all: 'list.nothing',
  comments: 'list.noComments',
  communications: 'list.noCommunications',
  todos: 'list.noTodos',
  changes: 'list.noChanges',
} as const satisfies Record<FeedFilter, string>;

/**
 * The feed's history, newest first, read a page at a time as it scrolls. A history of one page is
 * drawn as it is (FeedPlainRows); a longer one is windowed in the page's own scroll
 * (FeedVirtualRows: a record can have thousands of entries), drawn plain while that code loads.
 */
export function FeedList({ record, filter }: { record: RecordRef; filter: FeedFilter }) {
  const t = useT(feedMessages);
  const client = useApiClient();
  const query = useInfiniteQuery(feedQueries.history(client, record, filter));
  const items = flattenPages(query.data?.pages ?? []);
  const first = query.data?.pages[0];
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;

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
        <Rows
          items={items}
          record={record}
          label={
            filter === 'all'
              ? t('list.history')
              : t('list.historyOf', { filter: t(`filterShown.${filter}`) })
          }
          hasNextPage={hasNextPage}
          isFetchingNextPage={isFetchingNextPage}
          fetchNextPage={fetchNextPage}
        />
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

function Rows(props: FeedRowsProps) {
  if (!props.hasNextPage && props.items.length <= PAGE_SIZE) return <FeedPlainRows {...props} />;
  return (
    <Suspense fallback={<FeedPlainRows {...props} />}>
      <FeedVirtualRows {...props} />
    </Suspense>
  );
}
