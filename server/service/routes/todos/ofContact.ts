import { encodeTodoList } from '#xml/todo';
import { recordNotFound } from '#server/http/httpError';
import { xmlReply } from '../../http/reply';
import { idParam } from '../../http/routeContext';
import type { Router } from '../../http/router';
import type { ContactKind } from '../../store/scope';
import { MAX_TODOS_PER_LIST, representTodos } from './represent';

const CONTACT_COLLECTIONS: readonly { collection: string; kind: ContactKind }[] = [
  { collection: 'companies', kind: 'company' },
  { collection: 'people', kind: 'person' },
];

/** `companies/:id/todos` and `people/:id/todos`: to-dos with that contact as a participant (unpaged, like all to-do lists). */
export function registerContactTodoRoutes(router: Router): void {
  for (const { collection, kind } of CONTACT_COLLECTIONS) {
    router.add('GET', `${collection}/:id/todos`, async (ctx) => {
      const id = idParam(ctx);
      const records = await ctx.store.todos.todosOfContact(ctx.scope, kind, id, MAX_TODOS_PER_LIST);
      if (records === null) throw recordNotFound(kind, id);
      return xmlReply(encodeTodoList(await representTodos(ctx, records), ctx.encodeOptions));
    });
  }
}
