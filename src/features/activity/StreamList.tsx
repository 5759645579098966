import type { ReactNode } from 'react';
import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { Activity } from '#xml/activity';
import { isHistoryUnavailable } from '../../api/activities';
import { errorMessage } from '../../lib/errorMessage';
import { useActivityStream, useLoadMoreSentinel, type StreamSearch } from './useActivityStream';
import { useT } from '#i18n/useT';
import { activityMessages } from './messages';

/**
 * A filtered view of the activity stream: loading, "this server keeps no history" (404), failure,
 * the entries (newest first), and more as the list's end comes into view or "Load more" is pressed.
 */
export function StreamList({
  search,
  keep,
  label,
  empty,
  children,
}: {
  search: StreamSearch;
  /** Which loaded activities to show. */
  keep: (activity: Activity) => boolean;
  /** The list's accessible name. */
  label: string;
  empty: string;
  children: (shown: Activity[], all: Activity[]) => ReactNode;
}) {
  const t = useT(activityMessages);
  const { query, activities } = useActivityStream(search);
  const canLoad = query.hasNextPage && !query.isFetchingNextPage && !query.isError;
  const sentinel = useLoadMoreSentinel(canLoad, () => void query.fetchNextPage());

  if (query.status === 'pending')
    return (
      <Stack gap="xs" aria-busy="true" aria-label={t('stream.loading')}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={56} />
        ))}
      </Stack>
    );
  if (query.status === 'error' && activities.length === 0)
    return isHistoryUnavailable(query.error) ? (
      <Alert color="gray" title={t('stream.noHistoryTitle')}>
        {t('stream.noHistory')}
      </Alert>
    ) : (
      <Alert color="red" title={t('stream.loadError')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{errorMessage(query.error)}</Text>
          <Button size="xs" variant="default" onClick={() => void query.refetch()}>
            {t('stream.retry')}
          </Button>
        </Stack>
      </Alert>
    );

  const shown = activities.filter(keep);
  return (
    <Stack gap="sm">
      {shown.length === 0 && !query.hasNextPage ? (
        <Text c="dimmed">{empty}</Text>
      ) : (
        <Stack
          component="ol"
          gap="xs"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
          aria-label={label}
        >
          {children(shown, activities)}
        </Stack>
      )}
      {query.isFetchNextPageError && (
        <Alert color="red" title={t('stream.loadMoreError')}>
          {errorMessage(query.error)}
        </Alert>
      )}
      <Group ref={sentinel} justify="center" mih={36}>
        {query.hasNextPage ? (
          <Button
            variant="default"
            loading={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {t('stream.loadMore')}
          </Button>
        ) : (
          shown.length > 0 && (
            <Text size="sm" c="dimmed">
              {t('stream.end')}
            </Text>
          )
        )}
      </Group>
    </Stack>
  );
}
