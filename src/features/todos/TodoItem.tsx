import { ActionIcon, Anchor, Button, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCalendarEvent, IconFlag, IconFlagFilled, IconTrash } from '@tabler/icons-react';
import type { Todo } from '#xml/todo';
// Four per to-do: Mantine's Tooltip would set up a positioning engine for each on the first
// render (a list of 30 to-dos held the page for hundreds of milliseconds); these load it on hover.
import { LazyTooltip } from '#components/tooltips/LazyTooltip';
import { formatDateTime } from '../../lib/formatDate';
import { todoTitle } from '../../components/todoForm/todoTitle';
import {
  postponeByDay,
  postponeByWeek,
  type DayPostponeKind,
  type WeekPostponeKind,
} from '../../components/todos/postpone';
import { TodoParticipants } from './TodoParticipants';
import { useT } from '#i18n/useT';
import { todoMessages } from './messages';

export interface TodoItemProps {
  todo: Todo;
  overdue: boolean;
  /** The reader's current time: where a postpone button moves the to-do depends on it. */
  now: Date;
  onToggleComplete: () => void;
  onToggleFlag: () => void;
  /** Moves the to-do to this due date (ISO UTC). */
  onPostpone: (dueDate: string) => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** Button texts that say where the to-do goes (postpone.ts: never earlier than it was due). */
const DAY_LABELS = {
  tomorrow: { textKey: 'item.tomorrow', actionKey: 'item.postponeTomorrow' },
  dayLater: { textKey: 'item.dayLater', actionKey: 'item.postponeDayLater' },
} as const satisfies Readonly<Record<DayPostponeKind, { textKey: string; actionKey: string }>>;
const WEEK_LABELS = {
  nextWeek: { textKey: 'item.nextWeek', actionKey: 'item.postponeNextWeek' },
  mondayAfter: { textKey: 'item.mondayAfter', actionKey: 'item.postponeMondayAfter' },
} as const satisfies Readonly<Record<WeekPostponeKind, { textKey: string; actionKey: string }>>;

/** Red that reads on both schemes: dark red on light, light red on dark. */
export const OVERDUE_TEXT = 'light-dark(var(--mantine-color-red-9), var(--mantine-color-red-4))';

/**
 * Overdue stands out by a red edge and the faintest tint: a stronger fill (red "light") put the
 * links and dimmed text of the item under the 4.5:1 contrast they need.
 */
const OVERDUE_STYLE = {
  borderLeft: '4px solid var(--mantine-color-red-7)',
  backgroundColor: 'light-dark(var(--mantine-color-red-0), var(--mantine-color-dark-6))',
} as const;

/** One to-do: complete checkbox, title (opens the editor), due date, assignee, related contacts, one-click postpone, flag and delete. */
export function TodoItem({
  todo,
  overdue,
  now,
  onToggleComplete,
  onToggleFlag,
  onPostpone,
  onEdit,
  onDelete,
}: TodoItemProps) {
  const t = useT(todoMessages);
  const title = todoTitle(todo);
  const dayLater = postponeByDay(todo.dueDate, now);
  const weekLater = postponeByWeek(todo.dueDate, now);
  return (
    <Paper
      component="li"
      withBorder
      p="xs"
      radius="sm"
      aria-label={title}
      style={overdue && !todo.complete ? OVERDUE_STYLE : undefined}
      // A row for the `j`/`k` keys (src/app/keys); its title is what Enter opens.
      data-row
    >
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Checkbox
          mt={3}
          checked={todo.complete}
          onChange={onToggleComplete}
          aria-label={t(todo.complete ? 'item.markNotDone' : 'item.markDone', { title })}
        />
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Anchor
            component="button"
            type="button"
            onClick={onEdit}
            data-row-open
            ta="left"
            fw={500}
            td={todo.complete ? 'line-through' : undefined}
            c={todo.complete ? 'dimmed' : undefined}
            style={{ overflowWrap: 'anywhere' }}
          >
            {title}
          </Anchor>
          <Group gap="xs" wrap="wrap">
            {todo.dueDate !== null && (
              <Text
                size="xs"
                component="time"
                dateTime={todo.dueDate}
                c={overdue && !todo.complete ? OVERDUE_TEXT : 'dimmed'}
                fw={overdue && !todo.complete ? 600 : undefined}
              >
                {t(overdue && !todo.complete ? 'item.overdue' : 'item.due', {
                  date: formatDateTime(todo.dueDate),
                })}
              </Text>
            )}
            {todo.assignedTo !== '' && (
              <Text size="xs" c="dimmed">
                {t('item.assignedTo', { name: todo.assignedTo })}
              </Text>
            )}
            <TodoParticipants ids={todo.participantIds} todoId={todo.id} />
          </Group>
          {!todo.complete && (
            <Group gap={4} wrap="wrap">
              <Text size="xs" c="dimmed">
                {t('item.postpone')}
              </Text>
              <LazyTooltip label={t('item.due', { date: formatDateTime(dayLater.dueDate) })}>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  leftSection={<IconCalendarEvent size={14} aria-hidden />}
                  onClick={() => onPostpone(dayLater.dueDate)}
                  aria-label={t(DAY_LABELS[dayLater.kind].actionKey, { title })}
                >
                  {t(DAY_LABELS[dayLater.kind].textKey)}
                </Button>
              </LazyTooltip>
              <LazyTooltip label={t('item.due', { date: formatDateTime(weekLater.dueDate) })}>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  onClick={() => onPostpone(weekLater.dueDate)}
                  aria-label={t(WEEK_LABELS[weekLater.kind].actionKey, { title })}
                >
                  {t(WEEK_LABELS[weekLater.kind].textKey)}
                </Button>
              </LazyTooltip>
            </Group>
          )}
        </Stack>
        <LazyTooltip label={todo.flagged ? t('item.removeFlag') : t('item.flag')}>
          <ActionIcon
            variant="subtle"
            color={todo.flagged ? 'red' : 'gray'}
            onClick={onToggleFlag}
            aria-pressed={todo.flagged}
            aria-label={t('item.flagTitle', { title })}
          >
            {todo.flagged ? (
              <IconFlagFilled size={18} aria-hidden />
            ) : (
              <IconFlag size={18} aria-hidden />
            )}
          </ActionIcon>
        </LazyTooltip>
        <LazyTooltip label={t('item.delete')}>
          <ActionIcon
            variant="subtle"
            color="red"
            onClick={onDelete}
            aria-label={t('item.deleteTitle', { title })}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </LazyTooltip>
      </Group>
    </Paper>
  );
}
