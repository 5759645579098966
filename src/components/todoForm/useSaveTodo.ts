import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateCollection } from '../../api/cache';
import { useApiClient } from '../../api/client/ApiClientProvider';
import {
  addTodoRelatedContact,
  createTodo,
  removeTodoRelatedContact,
  updateTodo,
} from '../../api/todos';
import type { Todo, TodoWrite } from '#xml/todo';
import type { ContactRef } from '../../hooks/useResolvedContact';

/** A related contact the service did not take (the to-do itself was saved). */
export interface ParticipantFailure {
  contact: ContactRef;
  change: 'add' | 'remove';
  error: unknown;
}

export interface TodoSave {
  input: TodoWrite;
  /** The related contacts the to-do should have. */
  contacts: readonly ContactRef[];
}

/**
 * Saves a to-do's fields (create or update), then changes its related contacts by difference with
 * what the service has: one add_related_contact or remove_related_contact per changed contact, none
 * for the others. The contacts are not sent in the to-do's body, since an update would then replace
 * the whole set, including contacts someone else added meanwhile.
 *
 * A contact request that fails does not stop the others; the failures are the mutation's result,
 * so the form can stay open and say which. Saving again then updates the same to-do (a failed
 * create's retry must not make a second one) against the participants the earlier requests left.
 */
export function useSaveTodo(todo: Todo | null) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [savedId, setSavedId] = useState<number | null>(todo?.id ?? null);
  const [savedContactIds, setSavedContactIds] = useState<readonly number[]>(
    todo?.participantIds ?? [],
  );

  const mutation = useMutation({
    mutationFn: async ({ input, contacts }: TodoSave): Promise<ParticipantFailure[]> => {
      let id = savedId;
      if (id === null) {
        id = await createTodo(client, input);
        setSavedId(id);
      } else {
        await updateTodo(client, { id, input });
      }
      const todoId = id;
      const wanted = new Set(contacts.map((contact) => contact.id));
      const present = new Set(savedContactIds);
      const failures: ParticipantFailure[] = [];
      // In order, one at a time: each changes the to-do's version, and the messages follow the list.
      for (const contact of contacts.filter((c) => !present.has(c.id))) {
        try {
          await addTodoRelatedContact(client, { id: todoId, contactId: contact.id });
          present.add(contact.id);
        } catch (error) {
          failures.push({ contact, change: 'add', error });
        }
      }
      for (const contactId of savedContactIds.filter((c) => !wanted.has(c))) {
        try {
          await removeTodoRelatedContact(client, { id: todoId, contactId });
          present.delete(contactId);
        } catch (error) {
          failures.push({ contact: { id: contactId }, change: 'remove', error });
        }
      }
      setSavedContactIds([...present]);
      await invalidateCollection(queryClient, 'todos');
      return failures;
    },
  });

  return { ...mutation, isNew: savedId === null };
}
