import type { Todo } from '#xml/todo';
import { todoFormMessages } from './messages';

/** What a to-do is called wherever it is named: its title, or its number when it has none. */
export function todoTitle(todo: Pick<Todo, 'id' | 'title'>): string {
  return todo.title === '' ? todoFormMessages.t('title.numbered', { id: todo.id }) : todo.title;
}
