import { decodeTodoWrite, encodeTodo, encodeTodoList } from '#xml/todo';
import { recordNotFound, type HttpError } from '#server/http/httpError';
import { createdReply, etagOf, okReply, xmlReply } from '../../wire/reply';
import { decodeInput, idParam, recordInput, type RouteContext } from '../../wire/routeContext';
import { addDeleteRoute } from '../../wire/deleteRoute';
import { expectedVersionOf } from '../../wire/ifMatch';
import type { Router } from '../../wire/router';
import { written } from '../../wire/written';
import { MAX_TODOS_PER_LIST, representTodos } from './represent';
import { todoSearchOf } from './search';
import { newTodoOf, todoChangesOf } from './todoInput';
import { readOnce } from '../deals/assignee';

export const todoNotFound = (id: number): HttpError => recordNotFound('to-do', id);

function writeOf(ctx: RouteContext) {
  return decodeInput(() => decodeTodoWrite(recordInput(ctx, 'todo')));
}

/** Show (with ETag), list/search (unpaged, id order), create, update (If-Match), destroy. */
export function registerTodoRecordRoutes(router: Router): void {
  router.add('GET', 'todos/:id', async (ctx) => {
    const id = idParam(ctx);
    const record = await ctx.store.todos.findTodo(ctx.scope, id);
    if (record === null) throw todoNotFound(id);
    const [todo] = await representTodos(ctx, [record]);
    return xmlReply(encodeTodo(todo!, ctx.encodeOptions), etagOf(record.version));
  });

  router.add('GET', 'todos', async (ctx) => {
    const search = await todoSearchOf(ctx);
    const records =
      search === null
        ? []
        : await ctx.store.todos.searchTodos(ctx.scope, search, MAX_TODOS_PER_LIST);
    return xmlReply(encodeTodoList(await representTodos(ctx, records), ctx.encodeOptions));
  });

  router.add('POST', 'todos', async (ctx) => {
    const input = await newTodoOf(ctx, writeOf(ctx));
    const { id } = written(await ctx.store.todos.createTodo(ctx.scope, input));
    return createdReply(`${ctx.baseUrl}/service/todos/${id}.xml`);
  });

  router.add('PUT', 'todos/:id', async (ctx) => {
    const id = idParam(ctx);
    const expected = await expectedVersionOf(ctx, 'todo', id);
    const changes = await todoChangesOf(
      ctx,
      writeOf(ctx),
      readOnce(() => ctx.store.todos.findTodo(ctx.scope, id)),
    );
    const result = await ctx.store.todos.updateTodo(ctx.scope, id, changes, expected);
    return okReply(etagOf(written(result, () => todoNotFound(id)).version));
  });

  addDeleteRoute(
    router,
    'todos',
    (ctx, id, expected) => ctx.store.todos.deleteTodo(ctx.scope, id, expected),
    todoNotFound,
  );
}
