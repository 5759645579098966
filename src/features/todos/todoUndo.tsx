import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Todo, TodoWrite } from '../../api/xml/todo';
import { errorMessage } from '../../components/errorMessage';
import { todoTitle } from './TodoItem';

/** How long Undo stays offered after a delete. */
export const TODO_UNDO_MS = 15_000;

/** What re-creates a deleted to-do: its own fields, the assignee by e-mail when known. */
export function restoreInput(todo: Todo, assigneeEmail: string | null): TodoWrite {
  const input: TodoWrite = {
    title: todo.title,
    description: todo.description,
    dueDate: todo.dueDate,
    flagged: todo.flagged,
    complete: todo.complete,
    participantIds: todo.participantIds,
  };
  if (assigneeEmail !== null) input.assignedTo = assigneeEmail;
  return input;
}

/**
 * After a to-do was deleted on the server: a notification whose Undo creates it again by a new
 * request (it comes back with a new id; nothing waits to be sent).
 */
export function showTodoUndo(todo: Todo, restore: () => Promise<unknown>): void {
  const id = `todo-undo-${todo.id}-${Date.now()}`;
  const title = todoTitle(todo);
  notifications.show({
    id,
    autoClose: TODO_UNDO_MS,
    title: `“${title}” deleted`,
    message: (
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm">Undo creates it again.</Text>
        <Button
          size="xs"
          variant="light"
          onClick={() => {
            notifications.update({ id, loading: true, autoClose: false, title: `Restoring “${title}”…`, message: 'Creating it again.' });
            restore().then(
              () => notifications.update({ id, loading: false, color: 'green', autoClose: 5000, title: `“${title}” restored`, message: 'It is back in the list.' }),
              (error: unknown) =>
                notifications.update({ id, loading: false, color: 'red', autoClose: false, title: `“${title}” was not restored`, message: errorMessage(error) }),
            );
          }}
        >
          Undo
        </Button>
      </Group>
    ),
  });
}
