import { Alert, Skeleton, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { activityQueries, isHistoryUnavailable } from '../api/activities';
import { detailKey } from '../api/cache';
import { useApiClient } from '../api/client/ApiClientProvider';
import type { RecordRef } from '../api/records';
import { activityActor, activityDescription, commentOfActivity } from '../lib/activityText';
import type { Activity } from '#xml/activity';
import { BREAK_ANYWHERE } from '../lib/breakAnywhere';
import { ActivityTime } from './ActivityTime';
import { DetailSection } from './DetailSection';
import { errorMessage } from '../lib/errorMessage';
import { FieldChanges } from './FieldChanges';
import { CommentText } from './CommentText';
import { useT } from '#i18n/useT';
import { componentMessages } from './messages';

/**
 * A record's History section: every activity of it, newest first, with who did it and the fields'
 * old → new values. A server without the activity stream (404) keeps no history: it says so.
 */
export function RecordHistory({ record }: { record: RecordRef }) {
  const t = useT(componentMessages);
  return (
    <DetailSection title={t('history.title')}>
      {() => <HistoryList record={record} />}
    </DetailSection>
  );
}

function HistoryList({ record }: { record: RecordRef }) {
  const t = useT(componentMessages);
  const client = useApiClient();
  const queryClient = useQueryClient();
  const query = useQuery(activityQueries.record(client, record));
  const { collection, id } = record;
  // A record page saves some edits with plain requests and then sets the record's data: a new
  // version of the record means new history.
  useEffect(() => {
    const recordKey = JSON.stringify(detailKey(collection, id));
    return queryClient.getQueryCache().subscribe((event) => {
      if (
        event.type === 'updated' &&
        event.action.type === 'success' &&
        JSON.stringify(event.query.queryKey) === recordKey
      )
        void queryClient.invalidateQueries({
          queryKey: activityQueries.record(client, { collection, id }).queryKey,
        });
    });
  }, [queryClient, client, collection, id]);
  if (query.status === 'pending')
    return (
      <Stack gap="xs" aria-busy="true">
        <Skeleton height={16} width="60%" />
        <Skeleton height={16} width="40%" />
      </Stack>
    );
  if (query.status === 'error')
    return isHistoryUnavailable(query.error) ? (
      <Text size="sm" c="dimmed">
        {t('history.unavailable')}
      </Text>
    ) : (
      <Alert color="red" title={t('history.failed')}>
        {errorMessage(query.error)}
      </Alert>
    );
  if (query.data.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('history.empty')}
      </Text>
    );
  return (
    // Names and old/new values may be one unbroken string (up to 255 characters): they wrap.
    <Stack
      gap="xs"
      component="ol"
      style={{ listStyle: 'none', padding: 0, margin: 0, ...BREAK_ANYWHERE }}
    >
      {query.data.map((activity) => (
        <li key={activity.id}>
          <Text size="sm">
            <Text span fw={600} size="sm">
              {activityActor(activity)}
            </Text>
            {activity.description !== '' && ` — ${activityDescription(activity)}`}{' '}
            <ActivityTime iso={activity.date} />
          </Text>
          <ActivityDetail activity={activity} />
        </li>
      ))}
    </Stack>
  );
}

/** A comment's text (a reply's quote drawn as one), or the fields' old → new. */
function ActivityDetail({ activity }: { activity: Activity }) {
  const comment = commentOfActivity(activity);
  return comment === null ? (
    <FieldChanges changes={activity.changes} />
  ) : (
    <CommentText text={comment} />
  );
}
