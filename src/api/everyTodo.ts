import type { ApiClient } from './client/client';
import { listMyTodos, searchTodos } from './todos';
import type { Todo } from '#xml/todo';

// "Every to-do": the API lists the current user's alone, or all users' matching one search
// option. Updated since the epoch matches every to-do; each user's assigned ones are asked too, so
// a server that caps one answer still gives them all when no user has more than the cap.
const EPOCH = '1970-01-01T00:00:00.000Z';

/** Every to-do of the account, all users', by id. */
export async function everyTodo(
  client: ApiClient,
  userEmails: readonly string[],
  signal?: AbortSignal,
): Promise<Todo[]> {
  const lists = [
    await listMyTodos(client, signal),
    await searchTodos(client, { updatedSince: EPOCH }, signal),
  ];
  for (const email of userEmails)
    lists.push(await searchTodos(client, { assignedTo: email }, signal));
  const byId = new Map<number, Todo>();
  for (const list of lists)
    for (const todo of list) if (!byId.has(todo.id)) byId.set(todo.id, todo);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}
