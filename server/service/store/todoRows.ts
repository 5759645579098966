import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import { isoOf } from '#xml/dates';
import type { Database } from './schema';
import type { TodoRecord, TodoSearch } from './todoStore';

/**
 * The columns both backends read for a to-do (its own, and its assigner's and assignee's names
 * through the `assigner` and `assignee` joins of `users`), and the row → record mapping. Shared
 * so that SQLite and PostgreSQL turn rows into records the same way; each reads the participant
 * ids its own way.
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

export interface TodoRow {
  id: number;
  title: string;
  description: string;
  due_at: number | null;
  flagged: number;
  complete: number;
  assigned_to_id: number | null;
  version: number;
  created_at: number;
  updated_at: number;
  assigner_name: string | null;
  assignee_name: string | null;
}

export function todoRecordOf(row: TodoRow, participantIds: number[]): TodoRecord {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    dueDate: row.due_at === null ? null : isoOf(row.due_at),
    flagged: row.flagged === 1,
    complete: row.complete === 1,
    assignedBy: row.assigner_name ?? '',
    assignedTo: row.assignee_name ?? '',
    assignedToId: row.assigned_to_id,
    participantIds,
    version: row.version,
    createdAt: isoOf(row.created_at),
    updatedAt: isoOf(row.updated_at),
  };
}

/**
 * A search's conditions on `todos`, combined with AND (either store's builder: the SQL is the
 * same). `contact` keeps the to-dos with that contact, of that kind, as a participant.
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
