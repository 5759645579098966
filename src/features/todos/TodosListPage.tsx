import { useId } from 'react';
import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { IconFlagFilled } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../api/http/ApiClientProvider';
import { todoQueries } from '../../api/todos';
import type { Todo } from '../../api/xml/todo';
import { formatDate } from '../../components/formatDate';
import { ListEmptyState } from '../../components/ListEmptyState';
import { QueryState } from '../../components/QueryState';
import { ScreenHeader } from '../../components/ScreenHeader';
import { TableSkeleton } from '../../components/TableSkeleton';

/** The current user's to-dos (the API lists them whole, without paging): open ones first, by due date. */
export function TodosListPage() {
  const client = useApiClient();
  const headingId = useId();
  const query = useQuery({ ...todoQueries.mine(client), select: sortTodos });
  return (
    <Stack gap="md">
      <ScreenHeader title="My to-dos" headingId={headingId} />
      <QueryState
        query={query}
        errorTitle="Could not load your to-dos"
        loading={<TableSkeleton />}
        isEmpty={(todos) => todos.length === 0}
        empty={<ListEmptyState noun="to-dos" offset={0} nothingYetHint="Nothing is assigned to you. To-dos assigned to you through the CRM service show up here." />}
      >
        {(todos) => <TodosTable todos={todos} labelledBy={headingId} />}
      </QueryState>
    </Stack>
  );
}

function sortTodos(todos: Todo[]): Todo[] {
  const due = (todo: Todo) => (todo.dueDate === null ? Number.POSITIVE_INFINITY : Date.parse(todo.dueDate));
  return [...todos].sort((a, b) => Number(a.complete) - Number(b.complete) || due(a) - due(b) || a.id - b.id);
}

function TodosTable({ todos, labelledBy }: { todos: readonly Todo[]; labelledBy: string }) {
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table striped verticalSpacing="sm" aria-labelledby={labelledBy}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Title</Table.Th>
            <Table.Th scope="col">Due</Table.Th>
            <Table.Th scope="col">State</Table.Th>
            <Table.Th scope="col" visibleFrom="sm">
              Assigned by
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {todos.map((todo) => (
            <Table.Tr key={todo.id}>
              <Table.Th scope="row" fw={500}>
                <Group gap={6} wrap="nowrap" component="span">
                  {todo.flagged && <IconFlagFilled size={14} color="var(--mantine-color-red-6)" aria-label="Flagged" role="img" />}
                  <Text span inherit td={todo.complete ? 'line-through' : undefined}>
                    {todo.title === '' ? `To-do #${todo.id}` : todo.title}
                  </Text>
                </Group>
              </Table.Th>
              <Table.Td>
                {todo.dueDate !== null && (
                  <Text size="sm" component="time" dateTime={todo.dueDate}>
                    {formatDate(todo.dueDate)}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Badge variant="dot" color={todo.complete ? 'green' : 'blue'}>
                  {todo.complete ? 'Done' : 'Open'}
                </Badge>
              </Table.Td>
              <Table.Td visibleFrom="sm">{todo.assignedBy}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
