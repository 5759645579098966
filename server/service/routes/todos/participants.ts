import { HttpError } from '#server/http/httpError';
import { okReply } from '../../http/reply';
import { idParam } from '../../http/routeContext';
import type { Router } from '../../http/router';
import type { TodoParticipantOutcome } from '../../store/todoStore';
import { relatedContactIdOf } from '../deals/relatedContactParam';
import { todoNotFound } from './records';

function replyTo(outcome: TodoParticipantOutcome, todoId: number, contactId: number) {
  switch (outcome) {
    case 'added':
    case 'removed':
    case 'unchanged':
      return okReply();
    case 'no_todo':
      throw todoNotFound(todoId);
    case 'no_contact':
      throw new HttpError(422, [`Contact ${contactId} does not exist`]);
  }
}

/** Related contacts of a to-do (its `participants`): add (idempotent) and remove with `contact_id`. */
export function registerTodoParticipantRoutes(router: Router): void {
  router.add('PUT', 'todos/:id/add_related_contact', async (ctx) => {
    const id = idParam(ctx);
    const contactId = relatedContactIdOf(ctx);
    return replyTo(await ctx.store.todos.addParticipant(ctx.scope, id, contactId), id, contactId);
  });

  router.add('DELETE', 'todos/:id/remove_related_contact', async (ctx) => {
    const id = idParam(ctx);
    const contactId = relatedContactIdOf(ctx);
    return replyTo(
      await ctx.store.todos.removeParticipant(ctx.scope, id, contactId),
      id,
      contactId,
    );
  });
}
