import { ActionIcon, Anchor, Button, Checkbox, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconCalendarEvent, IconFlag, IconFlagFilled, IconTrash } from '@tabler/icons-react';
import type { Todo } from '../../api/xml/todo';
import { formatDateTime } from '../../components/formatDate';
import { TodoParticipants } from './TodoParticipants';

export interface TodoItemProps {
  todo: Todo;
  overdue: boolean;
  onToggleComplete: () => void;
  onToggleFlag: () => void;
  onPostponeTomorrow: () => void;
  onPostponeNextWeek: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

export function todoTitle(todo: Pick<Todo, 'id' | 'title'>): string {
  return todo.title === '' ? `To-do #${todo.id}` : todo.title;
}

/**
 * Overdue stands out by a red edge and the faintest tint: a stronger fill (red "light") put the
 * links and dimmed text of the item under the 4.5:1 contrast they need.
 */
/** Red that reads on both schemes: dark red on light, light red on dark. */
export const OVERDUE_TEXT = 'light-dark(var(--mantine-color-red-9), var(--mantine-color-red-4))';

const OVERDUE_STYLE = {
  borderLeft: '4px solid var(--mantine-color-red-7)',
  backgroundColor: 'light-dark(var(--mantine-color-red-0), var(--mantine-color-dark-6))',
} as const;

/** One to-do: complete checkbox, title (opens the editor), due date, assignee, related contacts, one-click postpone, flag and delete. */
export function TodoItem({ todo, overdue, onToggleComplete, onToggleFlag, onPostponeTomorrow, onPostponeNextWeek, onEdit, onDelete }: TodoItemProps) {
  const title = todoTitle(todo);
  return (
    <Paper component="li" withBorder p="xs" radius="sm" aria-label={title} style={overdue && !todo.complete ? OVERDUE_STYLE : undefined}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Checkbox mt={3} checked={todo.complete} onChange={onToggleComplete} aria-label={todo.complete ? `Mark “${title}” not done` : `Mark “${title}” done`} />
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Anchor component="button" type="button" onClick={onEdit} ta="left" fw={500} td={todo.complete ? 'line-through' : undefined} c={todo.complete ? 'dimmed' : undefined} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Anchor>
          <Group gap="xs" wrap="wrap">
            {todo.dueDate !== null && (
              <Text size="xs" component="time" dateTime={todo.dueDate} c={overdue && !todo.complete ? OVERDUE_TEXT : 'dimmed'} fw={overdue && !todo.complete ? 600 : undefined}>
                {overdue && !todo.complete ? 'Overdue · ' : 'Due '}
                {formatDateTime(todo.dueDate)}
              </Text>
            )}
            {todo.assignedTo !== '' && (
              <Text size="xs" c="dimmed">
                Assigned to {todo.assignedTo}
              </Text>
            )}
            <TodoParticipants ids={todo.participantIds} />
          </Group>
          {!todo.complete && (
            <Group gap={4} wrap="wrap">
              <Text size="xs" c="dimmed">
                Postpone:
              </Text>
              <Button size="compact-xs" variant="subtle" leftSection={<IconCalendarEvent size={14} aria-hidden />} onClick={onPostponeTomorrow} aria-label={`Postpone “${title}” to tomorrow`}>
                Tomorrow
              </Button>
              <Button size="compact-xs" variant="subtle" onClick={onPostponeNextWeek} aria-label={`Postpone “${title}” to next week`}>
                Next week
              </Button>
            </Group>
          )}
        </Stack>
        <Tooltip label={todo.flagged ? 'Remove flag' : 'Flag'}>
          <ActionIcon variant="subtle" color={todo.flagged ? 'red' : 'gray'} onClick={onToggleFlag} aria-pressed={todo.flagged} aria-label={`Flag “${title}”`}>
            {todo.flagged ? <IconFlagFilled size={18} aria-hidden /> : <IconFlag size={18} aria-hidden />}
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Delete">
          <ActionIcon variant="subtle" color="red" onClick={onDelete} aria-label={`Delete “${title}”`}>
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Paper>
  );
}
