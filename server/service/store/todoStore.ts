import type { Todo } from '#xml/todo';
import type { ContactKind } from './scope';
import type { ContactLinkOutcome } from './sql/links';

/** A to-do's own fields and participants (tags and comments come from their areas). Times ISO UTC. */
export type TodoRecord = Omit<Todo, 'tags' | 'megaComments'> & { version: number };

/** Fields of a new to-do, already validated by the route (assignee a user of the account). */
export interface NewTodo extends Pick<
  TodoRecord,
  'title' | 'description' | 'dueDate' | 'flagged' | 'complete' | 'assignedToId'
> {
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

export type TodoParticipantOutcome = ContactLinkOutcome<'todo'>;
