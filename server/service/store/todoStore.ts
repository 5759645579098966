import type { Todo } from '#xml/todo';
import type { ContactKind, LinkChange, Scope } from './scope';
import type { Stamp, WriteResult } from './writeResult';

/** A to-do's own fields and participants (tags and comments come from their areas). Times ISO UTC. */
export type TodoRecord = Omit<Todo, 'tags' | 'megaComments' | 'megaCommentCount'> & {
  version: number;
};

/** A new to-do; the route checks the assignee, the store the participants (`invalid`). */
export type NewTodo = Pick<
  TodoRecord,
  'title' | 'description' | 'dueDate' | 'flagged' | 'complete' | 'assignedToId' | 'participantIds'
>;

/** An update: absent fields stay as they are; given participants replace the old ones. */
export type TodoChanges = Partial<NewTodo>;

/** Search filters, combined with AND; `contact`: with that participant, of that kind. */
export interface TodoSearch {
  assignedToId?: number;
  contact?: { kind: ContactKind; id: number };
  /** ISO UTC, inclusive. */
  updatedSince?: string;
}

/** Store area: to-dos and their participants (`sql/todos.ts`). */
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
  /** Assigned by the current user (`scope.userId`); nothing is written if a contact is missing. */
  createTodo(scope: Scope, input: NewTodo): Promise<WriteResult<Stamp>>;
  updateTodo(
    scope: Scope,
    id: number,
    changes: TodoChanges,
    expectedVersion?: number,
  ): Promise<WriteResult<Stamp>>;
  deleteTodo(scope: Scope, id: number, expectedVersion?: number): Promise<WriteResult>;
  addParticipant(scope: Scope, todoId: number, contactId: number): Promise<WriteResult<LinkChange>>;
  removeParticipant(
    scope: Scope,
    todoId: number,
    contactId: number,
  ): Promise<WriteResult<LinkChange>>;
}
