import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { invalidateCollection } from '../../api/cache';
import { everyComment } from '../../api/comments';
import { useApiClient } from '../../api/client/ApiClientProvider';
import { useDeleteTodo } from '../../api/todos';
import { userQueries } from '../../api/users';
import { assigneeEmail } from '../../components/todoForm/assignee';
import type { Todo } from '#xml/todo';
import { errorMessage } from '../../lib/errorMessage';
import { todoTitle } from '../../components/todoForm/todoTitle';
import { recreateTodo } from './recreateTodo';
import type { TodoActions } from './TodoGroups';
import { showTodoUndo } from './todoUndo';
import { useTodoPatch } from '../../components/todos/useTodoPatch';
import { todoMessages } from './messages';

/** The row actions of the to-do list: optimistic patches, the editor, delete with undo. */
export function useTodoActions(
  listQueryKey: QueryKey,
  linger: (id: number) => void,
  edit: (todo: Todo) => void,
): TodoActions {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const patch = useTodoPatch(listQueryKey);
  const remove = useDeleteTodo();
  const users = useQuery(userQueries.list(client));

  return {
    onToggleComplete: (todo) => {
      if (!todo.complete) linger(todo.id);
      patch.mutate({
        todo,
        change: { complete: !todo.complete },
        failure: todoMessages.t(todo.complete ? 'actions.notMarkedOpen' : 'actions.notMarkedDone', {
          title: todoTitle(todo),
        }),
      });
    },
    onToggleFlag: (todo) =>
      patch.mutate({
        todo,
        change: { flagged: !todo.flagged },
        failure: todoMessages.t('actions.flagNotChanged', { title: todoTitle(todo) }),
      }),
    onPostpone: (todo, dueDate) =>
      patch.mutate({
        todo,
        change: { dueDate },
        failure: todoMessages.t('actions.notPostponed', { title: todoTitle(todo) }),
      }),
    onEdit: edit,
    onDelete: (todo) => void deleteWithUndo(todo),
  };

  async function deleteWithUndo(todo: Todo): Promise<void> {
    const assignee = assigneeEmail(todo, users.data ?? []);
    // A to-do embeds only its latest comments when it has many: Undo needs them all, read
    // before the delete (if that read fails, nothing is deleted).
    let megaComments;
    try {
      megaComments = await everyComment(client, { collection: 'todos', id: todo.id }, todo);
    } catch (error) {
      notifications.show({
        color: 'red',
        title: todoMessages.t('actions.notDeleted', { title: todoTitle(todo) }),
        message: errorMessage(error),
      });
      return;
    }
    const deleted = { ...todo, megaComments };
    remove.mutate(todo.id, {
      onSuccess: () =>
        showTodoUndo(todo, async () => {
          try {
            return (await recreateTodo(client, deleted, assignee)).notRestored;
          } finally {
            // Whatever part of it came back is shown.
            await invalidateCollection(queryClient, 'todos');
          }
        }),
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: todoMessages.t('actions.notDeleted', { title: todoTitle(todo) }),
          message: errorMessage(error),
        }),
    });
  }
}
