import type { Todo } from '#xml/todo';
import type { RouteContext } from '../../wire/routeContext';
import type { TodoRecord } from '../../store/todoStore';
import { loadEmbeds, NO_EMBEDS } from '../embeds';

/**
 * To-do lists are not paged (api.md Limits 2); a list stops after this many to-dos so that one
 * request cannot make the service build an unbounded document. Clients that need more use the
 * search options to narrow the list.
 */
export const MAX_TODOS_PER_LIST = 1000;

/** Store records → the API's to-dos, with tags and comments (two batched queries for the whole list). */
export async function representTodos(
  ctx: RouteContext,
  records: readonly TodoRecord[],
): Promise<Todo[]> {
  const embeds = await loadEmbeds(
    ctx,
    'todo',
    records.map((r) => r.id),
  );
  return records.map(({ version: _version, ...record }) => ({
    ...record,
    ...(embeds.get(record.id) ?? NO_EMBEDS),
  }));
}
