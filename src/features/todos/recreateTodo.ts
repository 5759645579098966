import { createComment } from '../../api/comments';
import type { ApiClient } from '../../api/client/client';
import { addTags } from '../../api/tags';
import { addTodoRelatedContact, createTodo } from '../../api/todos';
import type { Todo, TodoWrite } from '#xml/todo';
import { errorMessage } from '../../lib/errorMessage';
import { todoMessages } from './messages';

export interface RecreatedTodo {
  id: number;
  /** What could not be put back, one sentence each ("Tags A, B: …"); empty when all of it was. */
  notRestored: string[];
}

/** The to-do's own fields, the assignee by e-mail when known (a name sent on write is ignored). */
export function restoreInput(todo: Todo, assigneeEmail: string | null): TodoWrite {
  const input: TodoWrite = {
    title: todo.title,
    description: todo.description,
    dueDate: todo.dueDate,
    flagged: todo.flagged,
    complete: todo.complete,
  };
  if (assigneeEmail !== null) input.assignedTo = assigneeEmail;
  return input;
}

/**
 * A deleted to-do again: a new POST with its fields, then its related contacts, tags and comments
 * by their own requests. Only the POST failing fails the undo; anything after it that the service
 * refuses (a related contact deleted meanwhile, say) is left off and named, so the user learns what
 * is missing instead of losing the whole to-do. Related contacts are not sent in the POST for the
 * same reason: one gone contact would refuse the whole create. Comments come back with the current
 * user as author and today's date, which the API sets.
 */
export async function recreateTodo(
  client: ApiClient,
  todo: Todo,
  assigneeEmail: string | null,
): Promise<RecreatedTodo> {
  const id = await createTodo(client, restoreInput(todo, assigneeEmail));
  const notRestored: string[] = [];
  /** `failed` words the sentence of what was not put back around the service's error. */
  const attempt = async (failed: (error: string) => string, write: () => Promise<unknown>) => {
    try {
      await write();
    } catch (error) {
      notRestored.push(failed(errorMessage(error)));
    }
  };
  // One at a time: each moves the to-do's version, and the list of failures keeps their order.
  for (const contactId of todo.participantIds) {
    await attempt(
      (error) => todoMessages.t('restore.contact', { id: contactId, error }),
      () => addTodoRelatedContact(client, { id, contactId }),
    );
  }
  if (todo.tags.length > 0) {
    const names = todo.tags.map((tag) => tag.name);
    await attempt(
      (error) =>
        todoMessages.t('restore.tags', { count: names.length, names: names.join(', '), error }),
      () => addTags(client, { record: { collection: 'todos', id }, names }),
    );
  }
  // Oldest first, so the restored to-do lists them as before.
  const oldestFirst = [...todo.megaComments].sort(
    (a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id,
  );
  for (const comment of oldestFirst) {
    const text = shortened(comment.comment);
    await attempt(
      (error) => todoMessages.t('restore.comment', { text, error }),
      () =>
        createComment(client, {
          record: { collection: 'todos', id },
          input: { comment: comment.comment },
        }),
    );
  }
  return { id, notRestored };
}

function shortened(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length <= 40 ? oneLine : `${oneLine.slice(0, 39)}…`;
}
