import { useId } from 'react';
import { List, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { communicationQueries } from '../../api/communications';
import { useApiClient } from '../../api/client/ApiClientProvider';
import { todoQueries } from '../../api/todos';
import { useT } from '#i18n/useT';
import { dealMessages } from './messages';

function CommunicationLine({ id }: { id: number }) {
  const client = useApiClient();
  const query = useQuery(communicationQueries.detail(client, id));
  const subject = query.data?.value.subject;
  const t = useT(dealMessages);
  return (
    <List.Item>
      {query.isError
        ? t('attached.communicationFailed', { id })
        : (subject ?? t('attached.communicationLoading', { id })) ||
          t('attached.communication', { id })}
    </List.Item>
  );
}

function TodoLine({ id }: { id: number }) {
  const client = useApiClient();
  const query = useQuery(todoQueries.detail(client, id));
  const todo = query.data?.value;
  const t = useT(dealMessages);
  if (query.isError) return <List.Item>{t('attached.todoFailed', { id })}</List.Item>;
  const title = todo === undefined ? '' : todo.title || t('attached.todo', { id });
  return (
    <List.Item>
      {todo === undefined
        ? t('attached.todoLoading', { id })
        : todo.complete
          ? t('attached.todoDone', { title })
          : title}
    </List.Item>
  );
}

/** The communications and to-dos attached to a deal, by their subject and title. */
export function DealAttachments({
  communicationIds,
  todoIds,
}: {
  communicationIds: readonly number[];
  todoIds: readonly number[];
}) {
  const t = useT(dealMessages);
  const headingId = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId}>
        {t('attached.title')}
      </Title>
      {communicationIds.length === 0 && todoIds.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('attached.none')}
        </Text>
      ) : (
        <>
          {communicationIds.length > 0 && (
            <List size="sm" aria-label={t('attached.communications')}>
              {communicationIds.map((id) => (
                <CommunicationLine key={id} id={id} />
              ))}
            </List>
          )}
          {todoIds.length > 0 && (
            <List size="sm" aria-label={t('attached.todos')}>
              {todoIds.map((id) => (
                <TodoLine key={id} id={id} />
              ))}
            </List>
          )}
        </>
      )}
    </Stack>
  );
}
