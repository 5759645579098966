import { useId } from 'react';
import { List, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { communicationQueries } from '../../api/communications';
import { useApiClient } from '../../api/client/ApiClientProvider';
import { todoQueries } from '../../api/todos';

function CommunicationLine({ id }: { id: number }) {
  const client = useApiClient();
  const query = useQuery(communicationQueries.detail(client, id));
  const subject = query.data?.value.subject;
  return (
    <List.Item>
      {query.isError
        ? `Communication #${id} (could not be loaded)`
        : (subject ?? `Communication #${id}…`) || `Communication #${id}`}
    </List.Item>
  );
}

function TodoLine({ id }: { id: number }) {
  const client = useApiClient();
  const query = useQuery(todoQueries.detail(client, id));
  const todo = query.data?.value;
  if (query.isError) return <List.Item>To-do #{id} (could not be loaded)</List.Item>;
  return (
    <List.Item>
      {todo === undefined
        ? `To-do #${id}…`
        : `${todo.title || `To-do #${id}`}${todo.complete ? ' (done)' : ''}`}
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
  const headingId = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId}>
        Attached communications and to-dos
      </Title>
      {communicationIds.length === 0 && todoIds.length === 0 ? (
        <Text size="sm" c="dimmed">
          None. Communications and to-dos are attached to a deal from their own screens.
        </Text>
      ) : (
        <>
          {communicationIds.length > 0 && (
            <List size="sm" aria-label="Communications">
              {communicationIds.map((id) => (
                <CommunicationLine key={id} id={id} />
              ))}
            </List>
          )}
          {todoIds.length > 0 && (
            <List size="sm" aria-label="To-dos">
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
