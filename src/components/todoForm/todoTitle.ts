import type { Todo } from '#xml/todo';

/** What a to-do is called wherever it is named: its title, or its number when it has none. */
export function todoTitle(todo: Pick<Todo, 'id' | 'title'>): string {
  return todo.title === '' ? `To-do #${todo.id}` : todo.title;
}
