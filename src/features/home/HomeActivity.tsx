import { Anchor, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { ActivityEntry } from '#xml/activity';
import { latestActivityQueries } from '../../api/homeActivity';
import { useApiClient } from '../../api/client/ApiClientProvider';
import { activityDescription, commentOfActivity } from '../../lib/activityText';
import { BREAK_ANYWHERE } from '../../lib/breakAnywhere';
import { splitQuote } from '../../lib/commentQuote';
import { formatDateTime } from '../../lib/formatDate';
import { QueryState } from '../../components/QueryState';
import { HomeSection } from './HomeSection';
import { useT } from '#i18n/useT';
import { homeMessages } from './messages';

/** Where an activity's record is shown, or null for a kind the console has no page for. */
export function activityPath(
  activity: Pick<ActivityEntry, 'recordType' | 'recordId'>,
): string | null {
  const id = activity.recordId;
  switch (activity.recordType.toLowerCase()) {
    case 'company':
      return `/companies/${id}`;
    case 'person':
      return `/people/${id}`;
    case 'deal':
      return `/deals?deal=${id}`;
    case 'communication':
    case 'email':
    case 'note':
      return `/communications/${id}`;
    case 'todo':
    case 'task':
      return '/todos';
    default:
      return null;
  }
}

function ActivityItem({ activity }: { activity: ActivityEntry }) {
  const t = useT(homeMessages);
  const path = activityPath(activity);
  const name =
    activity.name.trim() === ''
      ? t('activity.unnamed', { kind: activity.recordType, id: activity.recordId })
      : activity.name;
  // A comment says what was said (its first lines), not "Comment added".
  const comment = commentOfActivity(activity);
  const said =
    comment === null
      ? activityDescription(activity)
      : t('activity.said', { text: splitQuote(comment).body });
  return (
    <Stack component="li" gap={0}>
      {path === null ? (
        <Text size="sm" fw={600} lineClamp={2} title={name} style={BREAK_ANYWHERE}>
          {name}
        </Text>
      ) : (
        <Anchor
          component={Link}
          to={path}
          size="sm"
          fw={600}
          lineClamp={2}
          title={name}
          style={BREAK_ANYWHERE}
        >
          {name}
        </Anchor>
      )}
      {said.trim() !== '' && (
        <Text size="sm" lineClamp={2} title={said} style={BREAK_ANYWHERE}>
          {said}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {[activity.userName, formatDateTime(activity.date)]
          .filter((part) => part !== '')
          .join(' · ')}
      </Text>
    </Stack>
  );
}

/** The account's latest activity; a quiet line against a server that keeps none. */
export function HomeActivity() {
  const t = useT(homeMessages);
  const client = useApiClient();
  const query = useQuery(latestActivityQueries.recent(client, 10));
  return (
    <HomeSection
      title={t('activity.title')}
      counts={t('activity.counts')}
      failedTitle={t('activity.failed')}
    >
      <QueryState
        query={query}
        errorTitle={t('activity.loadError')}
        loading={
          <Stack gap="xs">
            <Skeleton height={36} />
            <Skeleton height={36} />
            <Skeleton height={36} />
          </Stack>
        }
      >
        {(activities) => {
          if (activities === null)
            return (
              <Text size="sm" c="dimmed">
                {t('activity.noStream')}
              </Text>
            );
          if (activities.length === 0)
            return (
              <Text size="sm" c="dimmed">
                {t('activity.nothing')}
              </Text>
            );
          return (
            <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
              {activities.map((activity, index) => (
                <ActivityItem
                  key={`${activity.recordType}-${activity.recordId}-${index}`}
                  activity={activity}
                />
              ))}
            </Stack>
          );
        }}
      </QueryState>
    </HomeSection>
  );
}
