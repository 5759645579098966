import { queryOptions } from '@tanstack/react-query';
import { detailKey, forgetRecord, invalidateCollection, listKey, useApiMutation } from './cache';
import { servicePath, type ApiClient } from './http/client';
import { createRecord, getDocument, getShown, sendWrite, type Shown } from './http/requests';
import { searchTime, type UpdateArgs, type DeleteOptions } from './records';
import {
  addRelatedContact,
  removeRelatedContact,
  type RelatedContactArgs,
} from './relatedContacts';
import { decodeTodo, decodeTodoList, encodeTodoWrite, type Todo, type TodoWrite } from '#xml/todo';

/**
 * The to-do search options are mutually exclusive (api.md: only one per request; the service
 * answers 422 otherwise), so the type admits exactly one of them.
 */
export type TodoSearch =
  /** To-dos having this person as a participant. */
  | { personId: number; companyId?: never; updatedSince?: never; assignedTo?: never }
  /** To-dos having this company as a participant. */
  | { companyId: number; personId?: never; updatedSince?: never; assignedTo?: never }
  /** To-dos updated since this ISO UTC time. */
  | { updatedSince: string; personId?: never; companyId?: never; assignedTo?: never }
  /** To-dos assigned to the user with this login (e-mail address). */
  | { assignedTo: string; personId?: never; companyId?: never; updatedSince?: never };

/** The current user's to-dos (no paging: the API lists them whole). */
export function listMyTodos(client: ApiClient, signal?: AbortSignal): Promise<Todo[]> {
  return getDocument(client, servicePath('todos'), 'todos', decodeTodoList, undefined, signal);
}

/** All users' to-dos matching the one search option. */
export function searchTodos(
  client: ApiClient,
  search: TodoSearch,
  signal?: AbortSignal,
): Promise<Todo[]> {
  const query = {
    person_id: search.personId,
    company_id: search.companyId,
    updated_since: searchTime(search.updatedSince),
    assigned_to: search.assignedTo,
  };
  return getDocument(client, servicePath('todos'), 'todos', decodeTodoList, query, signal);
}

export function getTodo(client: ApiClient, id: number, signal?: AbortSignal): Promise<Shown<Todo>> {
  return getShown(client, servicePath('todos', id), 'todo', decodeTodo, signal);
}

/** Resolves with the new to-do's id. */
export function createTodo(
  client: ApiClient,
  input: TodoWrite,
  signal?: AbortSignal,
): Promise<number> {
  return createRecord(client, servicePath('todos'), encodeTodoWrite(input), 'todos', signal);
}

export function updateTodo(
  client: ApiClient,
  { id, input, ifMatch }: UpdateArgs<TodoWrite>,
  signal?: AbortSignal,
): Promise<void> {
  return sendWrite(client, 'PUT', servicePath('todos', id), {
    body: encodeTodoWrite(input),
    ifMatch,
    signal,
  });
}

export function deleteTodo(
  client: ApiClient,
  id: number,
  options: DeleteOptions = {},
): Promise<void> {
  return sendWrite(client, 'DELETE', servicePath('todos', id), options);
}

export function addTodoRelatedContact(
  client: ApiClient,
  args: RelatedContactArgs,
  signal?: AbortSignal,
): Promise<void> {
  return addRelatedContact(client, 'todos', args, signal);
}

export function removeTodoRelatedContact(
  client: ApiClient,
  args: RelatedContactArgs,
  signal?: AbortSignal,
): Promise<void> {
  return removeRelatedContact(client, 'todos', args, signal);
}

export const todoQueries = {
  all: () => ['todos'] as const,
  mine: (client: ApiClient) =>
    queryOptions({
      queryKey: listKey('todos', 'mine'),
      queryFn: ({ signal }) => listMyTodos(client, signal),
    }),
  search: (client: ApiClient, search: TodoSearch) =>
    queryOptions({
      queryKey: listKey('todos', search),
      queryFn: ({ signal }) => searchTodos(client, search, signal),
    }),
  detail: (client: ApiClient, id: number) =>
    queryOptions({
      queryKey: detailKey('todos', id),
      queryFn: ({ signal }) => getTodo(client, id, signal),
    }),
};

export function useDeleteTodo() {
  return useApiMutation(deleteTodo, (queryClient, id) => {
    forgetRecord(queryClient, 'todos', id);
    return invalidateCollection(queryClient, 'todos');
  });
}
