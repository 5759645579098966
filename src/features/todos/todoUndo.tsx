import { Button, Group, List, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Todo } from '#xml/todo';
import { errorMessage } from '../../lib/errorMessage';
import { todoTitle } from '../../components/todoForm/todoTitle';

/** How long Undo stays offered after a delete. */
export const TODO_UNDO_MS = 15_000;

/**
 * After a to-do was deleted on the server: a notification whose Undo creates it again by new
 * requests (it comes back with a new id; nothing waits to be sent). `restore` resolves with what
 * could not be put back, which the notification then lists instead of claiming all is well.
 */
export function showTodoUndo(todo: Todo, restore: () => Promise<readonly string[]>): void {
  const id = `todo-undo-${todo.id}-${Date.now()}`;
  const title = todoTitle(todo);
  notifications.show({
    id,
    autoClose: TODO_UNDO_MS,
    title: `“${title}” deleted`,
    message: (
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm">Undo creates it again.</Text>
        {/* Never squeezed by the text beside it (the hand-off toast's button was clipped so). */}
        <Button
          style={{ flexShrink: 0 }}
          size="xs"
          variant="light"
          onClick={() => {
            notifications.update({
              id,
              loading: true,
              autoClose: false,
              title: `Restoring “${title}”…`,
              message: 'Creating it again.',
            });
            restore().then(
              (notRestored) =>
                notifications.update(
                  notRestored.length === 0
                    ? {
                        id,
                        loading: false,
                        color: 'green',
                        autoClose: 5000,
                        title: `“${title}” restored`,
                        message: 'It is back in the list.',
                      }
                    : {
                        id,
                        loading: false,
                        color: 'yellow',
                        autoClose: false,
                        title: `“${title}” restored, but not all of it`,
                        message: <NotRestored items={notRestored} />,
                      },
                ),
              (error: unknown) =>
                notifications.update({
                  id,
                  loading: false,
                  color: 'red',
                  autoClose: false,
                  title: `“${title}” was not restored`,
                  message: errorMessage(error),
                }),
            );
          }}
        >
          Undo
        </Button>
      </Group>
    ),
  });
}

function NotRestored({ items }: { items: readonly string[] }) {
  return (
    <>
      <Text size="sm">It is back in the list without:</Text>
      <List size="sm">
        {items.map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List>
    </>
  );
}
