import { HttpError } from '#server/http/httpError';
import { okReply } from '../../wire/reply';
import { idParam } from '../../wire/routeContext';
import type { Router } from '../../wire/router';
import { written } from '../../wire/written';
import type { WriteResult } from '../../store/writeResult';
import { relatedContactIdOf } from '../deals/relatedContactParam';
import { todoNotFound } from './records';

/** A missing contact is the body's mistake (422); a missing to-do, the path's (404). */
function replyTo(result: WriteResult<unknown>, todoId: number, contactId: number) {
  written(result, (missing) =>
    missing === 'contact'
      ? new HttpError(422, [`Contact ${contactId} does not exist`])
      : todoNotFound(todoId),
  );
  return okReply();
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
