import { queryOptions } from '@tanstack/react-query';
import { listKey } from './cache';
import { servicePath, type ApiClient } from './client/client';
import { getDocument } from './client/requests';
import { searchTime } from './records';
import { recordResource } from './recordResource';
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

const todos = recordResource<Todo, TodoWrite, TodoSearch>({
  collection: 'todos',
  element: 'todo',
  decodeOne: decodeTodo,
  decodeList: decodeTodoList,
  encodeWrite: encodeTodoWrite,
  searchQuery: (search) => ({
    person_id: search.personId,
    company_id: search.companyId,
    updated_since: searchTime(search.updatedSince),
    assigned_to: search.assignedTo,
  }),
});

/** All users' to-dos matching the one search option. */
export const searchTodos = todos.list;

export const getTodo = todos.get;
export const createTodo = todos.create;
export const updateTodo = todos.update;
export const deleteTodo = todos.remove;

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
  all: todos.queries.all,
  mine: (client: ApiClient) =>
    queryOptions({
      queryKey: listKey('todos', 'mine'),
      queryFn: ({ signal }) => listMyTodos(client, signal),
    }),
  search: todos.queries.list,
  detail: todos.queries.detail,
};

export const useDeleteTodo = todos.useRemove;
