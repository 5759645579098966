import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { User } from '#xml/user';
import { todoFormMessages } from './messages';

export interface TodoSavedNotice {
  created: boolean;
  title: string;
  /** Set when the to-do was just given to another user: it has left the current user's list. */
  handedTo: User | null;
  /** Opens the all-users to-do list searched by that user (a router navigation captured by the caller). */
  showHandedTo: (user: User) => void;
}

/** The all-users to-do search for one assignee (the to-dos screen keeps its search in the URL). */
export function allUsersTodosPath(user: Pick<User, 'email'>): string {
  return `/todos?${new URLSearchParams({ scope: 'all', by: 'assigned', q: user.email }).toString()}`;
}

/**
 * "To-do created" alone would leave a to-do given to someone else looking lost, since "My to-dos"
 * no longer lists it: the notification says whose it is and where to find it, with a way there.
 */
export function showTodoSaved({ created, title, handedTo, showHandedTo }: TodoSavedNotice): void {
  const t = todoFormMessages.t;
  const heading = created ? t('saved.created') : t('saved.saved');
  if (handedTo === null) {
    notifications.show({ color: 'green', title: heading, message: title });
    return;
  }
  const id = `todo-saved-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const name = handedTo.name === '' ? handedTo.email : handedTo.name;
  notifications.show({
    id,
    color: 'green',
    autoClose: 10_000,
    title: heading,
    message: (
      // Wrapping, and the button never shrinks: in a 440 px toast beside a long title it was
      // squeezed to "Show und".
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm" style={{ flex: '1 1 12rem', overflowWrap: 'anywhere' }}>
          {t('saved.handedTo', { title, name })}
        </Text>
        <Button
          size="xs"
          variant="light"
          style={{ flexShrink: 0 }}
          onClick={() => {
            notifications.hide(id);
            showHandedTo(handedTo);
          }}
        >
          {t('saved.showAllUsers')}
        </Button>
      </Group>
    ),
  });
}
