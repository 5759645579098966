import { Button, Checkbox, Group, Paper, Text } from '@mantine/core';
import type { Todo } from '#xml/todo';
import { BREAK_ANYWHERE } from '../../lib/breakAnywhere';
import { formatDateTime } from '../../lib/formatDate';
import { todoTitle } from '../../components/todoForm/todoTitle';
import { postponeByDay, postponeByWeek } from '../../components/todos/postpone';
import type { useTodoPatch } from '../../components/todos/useTodoPatch';
import { useT } from '#i18n/useT';
import { homeMessages } from './messages';

/** Red that reads on both schemes (as on the to-dos screen). */
const OVERDUE_TEXT = 'light-dark(var(--mantine-color-red-9), var(--mantine-color-red-4))';

export interface HomeTodoItemProps {
  todo: Todo;
  overdue: boolean;
  now: Date;
  patch: ReturnType<typeof useTodoPatch>;
}

/** One of the user's to-dos on the home screen: done or postponed in place. */
export function HomeTodoItem({ todo, overdue, now, patch }: HomeTodoItemProps) {
  const t = useT(homeMessages);
  const title = todoTitle(todo);
  return (
    <Paper component="li" withBorder p="xs" aria-label={title}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Checkbox
          checked={todo.complete}
          onChange={() =>
            patch.mutate({
              todo,
              change: { complete: true },
              failure: t('todo.notDone', { title }),
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
              {t(overdue ? 'todo.wasDue' : 'todo.due', {
                date: formatDateTime(todo.dueDate ?? ''),
              })}
            </Text>
          }
          style={{ flex: '1 1 12rem', minWidth: 0 }}
        />
        <Group gap={4} wrap="nowrap">
          <Button
            size="compact-xs"
            variant="default"
            aria-label={t('todo.postponeTomorrow', { title })}
            onClick={() =>
              patch.mutate({
                todo,
                change: { dueDate: postponeByDay(todo.dueDate, now).dueDate },
                failure: t('todo.notPostponed', { title }),
              })
            }
          >
            {t('todo.tomorrow')}
          </Button>
          <Button
            size="compact-xs"
            variant="default"
            aria-label={t('todo.postponeWeek', { title })}
            onClick={() =>
              patch.mutate({
                todo,
                change: { dueDate: postponeByWeek(todo.dueDate, now).dueDate },
                failure: t('todo.notPostponed', { title }),
              })
            }
          >
            {t('todo.nextWeek')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
