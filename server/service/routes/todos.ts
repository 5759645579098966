import { encodeTodoList } from '#xml/todo';
import type { Router } from '../wire/router';
import { addOfContactRoutes } from './ofContact';
import { registerTodoParticipantRoutes } from './todos/participants';
import { registerTodoRecordRoutes } from './todos/records';
import { MAX_TODOS_PER_LIST, representTodos } from './todos/represent';

/** To-dos: records, their related contacts, and the to-dos of a company or person (see ./todos/). */
export function registerTodoRoutes(router: Router): void {
  registerTodoRecordRoutes(router);
  registerTodoParticipantRoutes(router);
  // With that contact as a participant, unpaged like every to-do list.
  addOfContactRoutes(router, 'todos', async (ctx, kind, id) => {
    const records = await ctx.store.todos.todosOfContact(ctx.scope, kind, id, MAX_TODOS_PER_LIST);
    if (records === null) return null;
    return encodeTodoList(await representTodos(ctx, records), ctx.encodeOptions);
  });
}
