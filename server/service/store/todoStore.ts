import type { Todo } from '#xml/todo';
import type { ContactKind } from './scope';
import type { ContactLinkOutcome } from './sql/links';

/** A to-do's own fields and participants (tags and comments come from their areas). Times ISO UTC. */
export type TodoRecord = Omit<Todo, 'tags' | 'megaComments' | 'megaCommentCount'> & {
  version: number;
};

/** A new to-do; the route checks the assignee, the store the participants (`missing_contacts`). */
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

export type TodoCreateResult =
  | { status: 'ok'; id: number; version: number }
  | { status: 'missing_contacts'; contactIds: number[] };
export type TodoWriteResult = TodoCreateResult | { status: 'not_found' } | { status: 'stale' };

export type TodoParticipantOutcome = ContactLinkOutcome<'todo'>;
