import { Anchor, Button, Checkbox, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useApiClient } from '../../api/client/ApiClientProvider';
import { todoQueries } from '../../api/todos';
import type { Todo } from '#xml/todo';
import { BREAK_ANYWHERE } from '../../lib/breakAnywhere';
import { formatDateTime } from '../../lib/formatDate';
import { QueryState } from '../../components/QueryState';
import { todoTitle } from '../../components/todoForm/todoTitle';
import { postponeByDay, postponeByWeek } from '../../components/todos/postpone';
import { dueGroupOf } from '../../components/todos/todoDates';
import { useTodoPatch } from '../../components/todos/useTodoPatch';
import { HomeSection } from './HomeSection';

/** Red that reads on both schemes (as on the to-dos screen). */
const OVERDUE_TEXT = 'light-dark(var(--mantine-color-red-9), var(--mantine-color-red-4))';

/** The current user's open to-dos that are overdue or due today, oldest first. */
export function dueTodos(todos: readonly Todo[], now: Date): Todo[] {
  return todos
    .filter((todo) => {
      if (todo.complete || todo.dueDate === null) return false;
      const group = dueGroupOf(todo.dueDate, now);
      return group === 'overdue' || group === 'today';
    })
    .sort((a, b) => (a.dueDate ?? '').localeCompare(b.dueDate ?? '') || a.id - b.id);
}

/** The user's overdue and due-today to-dos, done or postponed in place. */
export function HomeTodos({ now }: { now: Date }) {
  const client = useApiClient();
  const mine = todoQueries.mine(client);
  const query = useQuery(mine);
  const patch = useTodoPatch(mine.queryKey);
  return (
    <HomeSection
      title="Due today"
      action={
        <Anchor component={Link} to="/todos" size="sm">
          All to-dos
        </Anchor>
      }
    >
      <QueryState
        query={query}
        errorTitle="Could not load your to-dos"
        loading={
          <Stack gap="xs">
            <Skeleton height={48} />
            <Skeleton height={48} />
          </Stack>
        }
      >
        {(todos) => {
          const due = dueTodos(todos, now);
          if (due.length === 0) return <Text c="dimmed">Nothing overdue or due today.</Text>;
          return (
            <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
              {due.map((todo) => {
                const title = todoTitle(todo);
                const overdue = dueGroupOf(todo.dueDate, now) === 'overdue';
                return (
                  <Paper component="li" key={todo.id} withBorder p="xs" aria-label={title}>
                    <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
                      <Checkbox
                        checked={todo.complete}
                        onChange={() =>
                          patch.mutate({
                            todo,
                            change: { complete: true },
                            failure: `“${title}” was not marked done`,
                          })
                        }
                        label={
                          <Text component="span" lineClamp={2} title={title} style={BREAK_ANYWHERE}>
                            {title}
                          </Text>
                        }
                        description={
                          <Text
                            component="span"
                            size="xs"
                            c={overdue ? undefined : 'dimmed'}
                            style={overdue ? { color: OVERDUE_TEXT } : undefined}
                          >
                            {overdue ? 'Overdue: ' : 'Due '}
                            {formatDateTime(todo.dueDate ?? '')}
                          </Text>
                        }
                        style={{ flex: '1 1 12rem', minWidth: 0 }}
                      />
                      <Group gap={4} wrap="nowrap">
                        <Button
                          size="compact-xs"
                          variant="default"
                          aria-label={`Postpone “${title}” to tomorrow`}
                          onClick={() =>
                            patch.mutate({
                              todo,
                              change: { dueDate: postponeByDay(todo.dueDate, now).dueDate },
                              failure: `“${title}” was not postponed`,
                            })
                          }
                        >
                          Tomorrow
                        </Button>
                        <Button
                          size="compact-xs"
                          variant="default"
                          aria-label={`Postpone “${title}” to next week`}
                          onClick={() =>
                            patch.mutate({
                              todo,
                              change: { dueDate: postponeByWeek(todo.dueDate, now).dueDate },
                              failure: `“${title}” was not postponed`,
                            })
                          }
                        >
                          Next week
                        </Button>
                      </Group>
                    </Group>
                  </Paper>
                );
              })}
            </Stack>
          );
        }}
      </QueryState>
    </HomeSection>
  );
}
