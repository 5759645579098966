import type { TodoWrite } from '#xml/todo';
import { HttpError } from '#server/http/httpError';
import type { RouteContext } from '../../wire/routeContext';
import type { NewTodo, TodoChanges, TodoRecord } from '../../store/todoStore';
import { resolveAssignee } from '../deals/assignee';

/**
 * A decoded to-do write → the store's fields, reporting every problem at once as a 422 (the
 * codec has already turned an unreadable due date into a 400). Participant ids are checked by
 * the store inside the write's transaction. `held` reads an update's to-do as it is (a deactivated
 * assignee it already has may be sent back).
 */
export async function todoChangesOf(
  ctx: RouteContext,
  write: TodoWrite,
  held?: () => Promise<Pick<TodoRecord, 'assignedToId'> | null>,
): Promise<TodoChanges> {
  const problems: string[] = [];
  const changes: TodoChanges = {};
  if (write.title !== undefined) {
    changes.title = write.title.trim();
    if (changes.title === '') problems.push("Title can't be blank");
  }
  if (write.description !== undefined) changes.description = write.description;
  if (write.dueDate !== undefined) changes.dueDate = write.dueDate;
  if (write.flagged !== undefined) changes.flagged = write.flagged;
  if (write.complete !== undefined) changes.complete = write.complete;
  const assignee = await resolveAssignee(
    ctx,
    write,
    held && (async () => (await held())?.assignedToId ?? null),
  );
  if ('problem' in assignee) problems.push(assignee.problem);
  else if (assignee.userId !== undefined) changes.assignedToId = assignee.userId;
  if (write.participantIds !== undefined) changes.participantIds = write.participantIds;
  if (problems.length > 0) throw new HttpError(422, problems);
  return changes;
}

/** A new to-do: title required; assigned to the current user unless the write names another. */
export async function newTodoOf(ctx: RouteContext, write: TodoWrite): Promise<NewTodo> {
  const changes = await todoChangesOf(ctx, { ...write, title: write.title ?? '' });
  return {
    title: changes.title ?? '',
    description: changes.description ?? '',
    dueDate: changes.dueDate ?? null,
    flagged: changes.flagged ?? false,
    complete: changes.complete ?? false,
    assignedToId: changes.assignedToId ?? ctx.scope.userId,
    participantIds: changes.participantIds ?? [],
  };
}
