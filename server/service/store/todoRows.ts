import type { Expression, ExpressionBuilder, Nullable, Selection, SqlBool } from 'kysely';
import { isoOf } from '#xml/dates';
import type { Database, TodosTable, UsersTable } from './schema';
import { flagOf, isFlagged, isoOrNull, msOrNull, type FieldColumns } from './sql/fieldColumns';
import type { TodoChanges, TodoRecord, TodoSearch } from './todoStore';

/**
 * The columns a to-do's record is read from: its own, and its assigner's and assignee's names
 * through the `assigner` and `assignee` joins of `users` (left joins: either may be missing).
 */
export const TODO_COLUMNS = [
  'todos.id',
  'todos.title',
  'todos.description',
  'todos.due_at',
  'todos.flagged',
  'todos.complete',
  'todos.assigned_to_id',
  'todos.version',
  'todos.created_at',
  'todos.updated_at',
  'assigner.name as assigner_name',
  'assignee.name as assignee_name',
] as const;

type TodoJoins = {
  todos: TodosTable;
  assigner: Nullable<UsersTable>;
  assignee: Nullable<UsersTable>;
};
export type TodoRow = Selection<TodoJoins, keyof TodoJoins, (typeof TODO_COLUMNS)[number]>;

export function todoRecordOf(row: TodoRow, participantIds: number[]): TodoRecord {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    dueDate: isoOrNull(row.due_at),
    flagged: isFlagged(row.flagged),
    complete: isFlagged(row.complete),
    assignedBy: row.assigner_name ?? '',
    assignedTo: row.assignee_name ?? '',
    assignedToId: row.assigned_to_id,
    participantIds,
    version: row.version,
    createdAt: isoOf(row.created_at),
    updatedAt: isoOf(row.updated_at),
  };
}

/** Where an update's fields are kept, in the order the activity log lists them. */
export const TODO_FIELDS: FieldColumns<TodoChanges, TodosTable> = {
  title: 'title',
  description: 'description',
  dueDate: { column: 'due_at', store: msOrNull, show: isoOrNull, log: 'due_date' },
  flagged: { column: 'flagged', store: flagOf, show: isFlagged },
  complete: { column: 'complete', store: flagOf, show: isFlagged },
  assignedToId: 'assigned_to_id',
};

/**
 * A search's conditions on `todos`, combined with AND. `contact` keeps the to-dos with that
 * contact, of that kind, as a participant.
 */
export function todoSearchConditions(
  eb: ExpressionBuilder<Database, 'todos'>,
  search: TodoSearch,
): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [];
  if (search.assignedToId !== undefined)
    conditions.push(eb('todos.assigned_to_id', '=', search.assignedToId));
  if (search.updatedSince !== undefined)
    conditions.push(eb('todos.updated_at', '>=', Date.parse(search.updatedSince)));
  const contact = search.contact;
  if (contact !== undefined) {
    conditions.push(
      eb(
        'todos.id',
        'in',
        eb
          .selectFrom('todo_contacts')
          .innerJoin('contacts', 'contacts.id', 'todo_contacts.contact_id')
          .select('todo_contacts.todo_id')
          .where('todo_contacts.contact_id', '=', contact.id)
          .where('contacts.kind', '=', contact.kind),
      ),
    );
  }
  return eb.and(conditions);
}
