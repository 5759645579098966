import type { Todo } from '#xml/todo';
import type { User } from '#xml/user';

/** The user a to-do is assigned to: by the announced id, else by the name the API shows. */
export function assigneeEmail(todo: Todo | null, users: readonly User[]): string | null {
  if (todo === null) return null;
  const user = users.find(
    (u) =>
      (todo.assignedToId !== null && u.id === todo.assignedToId) ||
      (todo.assignedTo !== '' && u.name === todo.assignedTo),
  );
  return user?.email ?? null;
}

/**
 * The user a save hands the to-do to, when that is someone other than the current user: a new
 * to-do assigned elsewhere, or another assignee chosen on edit. Null when it stays (or may stay)
 * in the current user's list, including while the current user is not known.
 */
export function handedToOther(
  chosenEmail: string | null,
  before: string | null,
  users: readonly User[],
  current: User | undefined,
): User | null {
  if (chosenEmail === null || chosenEmail === before || current === undefined) return null;
  if (chosenEmail.toLowerCase() === current.email.toLowerCase()) return null;
  return users.find((user) => user.email === chosenEmail) ?? null;
}
