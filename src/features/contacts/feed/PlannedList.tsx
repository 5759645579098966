import { Anchor, Badge, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useApiClient } from '#api/client/ApiClientProvider';
import type { ContactCollection, RecordRef } from '#api/records';
import { QueryState } from '#components/QueryState';
import { BREAK_ANYWHERE } from '#lib/breakAnywhere';
import { shownCommunicationType } from '#lib/communicationTypeLabels';
import { formatDateTime } from '#lib/formatDate';
import { useT } from '#i18n/useT';
import { feedQueries } from './feedQueries';
import { feedMessages } from './messages';

/** What is still to happen: open to-dos and upcoming meetings and calls, soonest first. */
export function PlannedList({ record }: { record: RecordRef<ContactCollection> }) {
  const t = useT(feedMessages);
  const client = useApiClient();
  const query = useQuery(feedQueries.planned(client, record));
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('planned.title')}
      </Title>
      <QueryState
        query={query}
        errorTitle={t('planned.error')}
        loading={<Skeleton height={40} />}
        isEmpty={(list) => list.length === 0}
        empty={
          <Text size="sm" c="dimmed">
            {t('planned.empty')}
          </Text>
        }
      >
        {(list) => (
          <Stack
            component="ul"
            gap={4}
            aria-label={t('planned.title')}
            style={{ listStyle: 'none', margin: 0, padding: 0 }}
          >
            {list.map((item) => (
              <Group component="li" key={item.key} gap="xs" wrap="wrap" style={BREAK_ANYWHERE}>
                <Badge size="xs" variant="light" tt="none">
                  {item.type === 'todo'
                    ? t('planned.todo')
                    : shownCommunicationType(item.communication.ctype)}
                </Badge>
                {item.type === 'todo' ? (
                  <Anchor component={Link} to="/todos" size="sm">
                    {item.todo.title || t('item.untitledTodo', { id: item.todo.id })}
                  </Anchor>
                ) : (
                  <Anchor
                    component={Link}
                    to={`/communications/${item.communication.id}`}
                    size="sm"
                  >
                    {item.communication.subject ||
                      t('item.untitledCommunication', { id: item.communication.id })}
                  </Anchor>
                )}
                <Text size="xs" c="dimmed">
                  {item.at === null ? t('planned.noDueDate') : formatDateTime(item.at)}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
