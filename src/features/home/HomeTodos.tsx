import { Anchor, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useApiClient } from '../../api/client/ApiClientProvider';
import { todoQueries } from '../../api/todos';
import type { Todo } from '#xml/todo';
import { QueryState } from '../../components/QueryState';
import { dueGroupOf } from '../../components/todos/todoDates';
import { useTodoPatch } from '../../components/todos/useTodoPatch';
import { HomeSection } from './HomeSection';
import { HomeTodoItem } from './HomeTodoItem';

/** The two boxes of to-dos: what is late, and what is for today (never mixed). */
export type HomeTodoGroup = 'overdue' | 'today';

const BOXES: Readonly<
  Record<HomeTodoGroup, { title: string; counts: (n: number) => string; none: string }>
> = {
  overdue: {
    title: 'Overdue',
    counts: (n) => `${n} open ${n === 1 ? 'to-do' : 'to-dos'} of yours past the due date`,
    none: 'Nothing overdue.',
  },
  today: {
    title: 'Due today',
    counts: (n) => `${n} open ${n === 1 ? 'to-do' : 'to-dos'} of yours due today`,
    none: 'Nothing due today.',
  },
};

/** The current user's open to-dos of one group, oldest due first. */
function dueTodos(todos: readonly Todo[], now: Date, group: HomeTodoGroup): Todo[] {
  return todos
    .filter(
      (todo) => !todo.complete && todo.dueDate !== null && dueGroupOf(todo.dueDate, now) === group,
    )
    .sort((a, b) => (a.dueDate ?? '').localeCompare(b.dueDate ?? '') || a.id - b.id);
}

/** The user's overdue or due-today to-dos (one read shared by both boxes), done or postponed in place. */
export function HomeTodos({ now, group }: { now: Date; group: HomeTodoGroup }) {
  const client = useApiClient();
  const mine = todoQueries.mine(client);
  const query = useQuery(mine);
  const patch = useTodoPatch(mine.queryKey);
  const box = BOXES[group];
  const shown = query.data === undefined ? null : dueTodos(query.data, now, group);
  return (
    <HomeSection
      title={box.title}
      counts={shown === null ? 'Your open to-dos' : box.counts(shown.length)}
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
          const due = dueTodos(todos, now, group);
          if (due.length === 0) return <Text c="dimmed">{box.none}</Text>;
          return (
            <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
              {due.map((todo) => (
                <HomeTodoItem
                  key={todo.id}
                  todo={todo}
                  overdue={group === 'overdue'}
                  now={now}
                  patch={patch}
                />
              ))}
            </Stack>
          );
        }}
      </QueryState>
    </HomeSection>
  );
}
