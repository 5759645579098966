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
import { useT } from '#i18n/useT';
import { homeMessages } from './messages';
import { HydrateLater } from '#components/takeOver/HydrateLater';

/** The two boxes of to-dos: what is late, and what is for today (never mixed). */
export type HomeTodoGroup = 'overdue' | 'today';

const BOXES = {
  overdue: {
    titleKey: 'todos.overdue',
    countsKey: 'todos.overdueCounts',
    noneKey: 'todos.overdueNone',
    failedKey: 'todos.overdueFailed',
  },
  today: {
    titleKey: 'todos.today',
    countsKey: 'todos.todayCounts',
    noneKey: 'todos.todayNone',
    failedKey: 'todos.todayFailed',
  },
} as const satisfies Readonly<Record<HomeTodoGroup, Record<string, string>>>;

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
  const t = useT(homeMessages);
  const client = useApiClient();
  const mine = todoQueries.mine(client);
  const query = useQuery(mine);
  const patch = useTodoPatch(mine.queryKey);
  const box = BOXES[group];
  const shown = query.data === undefined ? null : dueTodos(query.data, now, group);
  return (
    <HomeSection
      title={t(box.titleKey)}
      counts={shown === null ? t('todos.yours') : t(box.countsKey, { count: shown.length })}
      failedTitle={t(box.failedKey)}
      action={
        <Anchor component={Link} to="/todos" size="sm">
          {t('todos.all')}
        </Anchor>
      }
    >
      <QueryState
        query={query}
        errorTitle={t('todos.loadError')}
        loading={
          <Stack gap="xs">
            <Skeleton height={48} />
            <Skeleton height={48} />
          </Stack>
        }
      >
        {(todos) => {
          const due = dueTodos(todos, now, group);
          if (due.length === 0) return <Text c="dimmed">{t(box.noneKey)}</Text>;
          return (
            <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
              {due.map((todo) => (
                <HydrateLater key={todo.id}>
                  <HomeTodoItem todo={todo} overdue={group === 'overdue'} now={now} patch={patch} />
                </HydrateLater>
              ))}
            </Stack>
          );
        }}
      </QueryState>
    </HomeSection>
  );
}
