import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { invalidateCollection } from '../../api/cache';
import { useApiClient } from '../../api/client/ApiClientProvider';
import { updateTodo } from '../../api/todos';
import type { Todo, TodoWrite } from '#xml/todo';
import { errorMessage } from '../../lib/errorMessage';

export interface TodoPatch {
  todo: Todo;
  /** Only the fields that change: complete, flagged or the due date. */
  change: Pick<TodoWrite, 'complete' | 'flagged' | 'dueDate'>;
  /** Says what failed, e.g. "“Call Ann” was not marked done". */
  failure: string;
}

/**
 * Changes a to-do in the shown list at once and sends the update; when the service refuses, the
 * list goes back to what it was and a notification says so. Either way the lists refetch after.
 */
export function useTodoPatch(listQueryKey: QueryKey) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ todo, change }: TodoPatch) => updateTodo(client, { id: todo.id, input: change }),
    onMutate: async ({ todo, change }: TodoPatch) => {
      await queryClient.cancelQueries({ queryKey: listQueryKey });
      const before = queryClient.getQueryData<Todo[]>(listQueryKey);
      queryClient.setQueryData<Todo[]>(listQueryKey, (todos) =>
        todos?.map((t) => (t.id === todo.id ? { ...t, ...change } : t)),
      );
      return { before };
    },
    onError: (error, { failure }, context) => {
      if (context?.before !== undefined) queryClient.setQueryData(listQueryKey, context.before);
      notifications.show({ color: 'red', title: failure, message: errorMessage(error) });
    },
    onSettled: () => invalidateCollection(queryClient, 'todos'),
  });
}
