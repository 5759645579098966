import type { Todo } from '#xml/todo';
import type { ContactKind, Scope, WriteOutcome } from './scope';

/** A to-do's own fields and participants (tags and comments come from their areas). Times ISO UTC. */
export interface TodoRecord extends Omit<Todo, 'tags' | 'megaComments'> {
  version: number;
}

/** Fields of a new to-do, already validated by the route (assignee a user of the account). */
export interface NewTodo {
  title: string;
  description: string;
  /** ISO UTC or null. */
  dueDate: string | null;
  flagged: boolean;
  complete: boolean;
  assignedToId: number | null;
  /** Contact ids; each must be a contact of the account (else `missing_contacts`). */
  participantIds: number[];
}

/** An update: absent fields stay as they are; given participants replace the old ones. */
export type TodoChanges = Partial<NewTodo>;

/** Search filters, combined with AND; `contact`: with that participant, of that kind. */
export interface TodoSearch {
  assignedToId?: number;
  contact?: { kind: ContactKind; id: number };
  /** ISO UTC, inclusive. */
  updatedSince?: string;
}

export type TodoCreateResult =
  | { status: 'ok'; id: number; version: number }
  | { status: 'missing_contacts'; contactIds: number[] };
export type TodoWriteResult = TodoCreateResult | { status: 'not_found' } | { status: 'stale' };

/** `no_todo`/`no_contact`: not in the caller's account; `unchanged`: nothing to add or remove. */
export type TodoParticipantOutcome = 'added' | 'removed' | 'unchanged' | 'no_todo' | 'no_contact';

/** Store area: to-dos and their participants (related contacts). */
export interface TodoStore {
  findTodo(scope: Scope, id: number): Promise<TodoRecord | null>;
  /** Matching to-dos of all users of the account, in id order, at most `max` of them. */
  searchTodos(scope: Scope, search: TodoSearch, max: number): Promise<TodoRecord[]>;
  /** To-dos with the contact as a participant, in id order; null when the contact is not in the account or is the other kind. */
  todosOfContact(
    scope: Scope,
    kind: ContactKind,
    contactId: number,
    max: number,
  ): Promise<TodoRecord[] | null>;
  /** The current user (`scope.userId`) is recorded as the one who assigned it. */
  createTodo(scope: Scope, input: NewTodo): Promise<TodoCreateResult>;
  /** `expectedVersion` (from `If-Match`) is checked in the write's own transaction (`WriteOutcome`). */
  updateTodo(
    scope: Scope,
    id: number,
    changes: TodoChanges,
    expectedVersion?: number,
  ): Promise<TodoWriteResult>;
  deleteTodo(scope: Scope, id: number, expectedVersion?: number): Promise<WriteOutcome>;
  addParticipant(scope: Scope, todoId: number, contactId: number): Promise<TodoParticipantOutcome>;
  removeParticipant(
    scope: Scope,
    todoId: number,
    contactId: number,
  ): Promise<TodoParticipantOutcome>;
}
