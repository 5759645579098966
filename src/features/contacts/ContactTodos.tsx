import { useState } from 'react';
import { Anchor, Button, List, Skeleton, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { contactQueries } from '../../api/contactRecords';
import { useApiClient } from '../../api/http/ApiClientProvider';
import type { ContactCollection } from '../../api/records';
import type { Todo } from '#xml/todo';
import { BREAK_ANYWHERE } from '../../lib/breakAnywhere';
import { formatDate } from '../../lib/formatDate';
import { QueryState } from '../../components/QueryState';
import { TodoFormModal } from '../../components/todoForm/TodoFormModal';
import { todoTitle } from '../../components/todoForm/todoTitle';
import { DetailSection } from '../../components/DetailSection';

/** A company's or person's to-dos: each opens the to-do dialog; "New to-do" starts one about them. */
export function ContactTodos({ collection, id }: { collection: ContactCollection; id: number }) {
  const client = useApiClient();
  const todos = useQuery(contactQueries.todos(client, { collection, id }));
  // The to-do in the dialog: null for a new one; undefined while the dialog is closed.
  const [editingTodo, setEditingTodo] = useState<Todo | null | undefined>(undefined);
  return (
    <DetailSection
      title="To-dos"
      action={
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => setEditingTodo(null)}
        >
          New to-do
        </Button>
      }
    >
      {(headingId) => (
        <>
          <QueryState
            query={todos}
            errorTitle="Could not load the to-dos"
            loading={
              <Stack gap={6}>
                <Skeleton height={14} width="60%" />
                <Skeleton height={14} width="40%" />
              </Stack>
            }
            isEmpty={(items) => items.length === 0}
            empty={
              <Text size="sm" c="dimmed">
                No to-dos about them yet.
              </Text>
            }
          >
            {(items) => (
              <List spacing={4} aria-labelledby={headingId} style={BREAK_ANYWHERE}>
                {items.map((todo) => (
                  <List.Item key={todo.id}>
                    <Anchor
                      component="button"
                      type="button"
                      size="sm"
                      fw={500}
                      td={todo.complete ? 'line-through' : undefined}
                      onClick={() => setEditingTodo(todo)}
                    >
                      {todoTitle(todo)}
                    </Anchor>
                    <Text size="sm" c="dimmed" span>
                      {todo.complete ? ' · done' : ''}
                      {todo.dueDate !== null ? ` · due ${formatDate(todo.dueDate)}` : ''}
                      {todo.assignedTo !== '' ? ` · ${todo.assignedTo}` : ''}
                    </Text>
                  </List.Item>
                ))}
              </List>
            )}
          </QueryState>
          {/* A new one starts related to this contact, so once saved it is listed above. */}
          <TodoFormModal
            opened={editingTodo !== undefined}
            todo={editingTodo ?? null}
            fromContact={{ id, kind: collection }}
            onClose={() => setEditingTodo(undefined)}
          />
        </>
      )}
    </DetailSection>
  );
}
