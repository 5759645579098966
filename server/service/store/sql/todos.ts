import type { TodoStore } from '../todoStore';
import type { InferResult } from 'kysely';
import type { Executor, StoreDb } from '../dialect/database';
import { idList, type StoreDialect } from '../dialect/dialect';
import type { TodosTable } from '../schema';
import type { ContactKind, Scope } from '../scope';
import {
  invalid,
  refusal,
  written,
  type Refusal,
  type Stamp,
  type WriteResult,
} from '../writeResult';
import type { NewTodo, TodoChanges, TodoRecord, TodoSearch } from '../todoStore';
import { recordLifecycle, recordUpdate } from './activityLog';
import { deleteOfKind } from './deleteRecord';
import {
  flagOf,
  isFlagged,
  isoOrNull,
  msOrNull,
  newColumns,
  updateFields,
  type FieldColumns,
} from './fieldColumns';
import { changeContactLink, linkedIdsColumn, missingIds, replaceLinks } from './links';
import { columnsOf, findById, insertStamped, lockRecord, readOfRecord, stampsOf } from './records';

const FIELDS: FieldColumns<TodoChanges, TodosTable> = {
  title: 'title',
  description: 'description',
  dueDate: { column: 'due_at', store: msOrNull, show: isoOrNull, log: 'due_date' },
  flagged: { column: 'flagged', store: flagOf, show: isFlagged },
  complete: { column: 'complete', store: flagOf, show: isFlagged },
  assignedToId: 'assigned_to_id',
};

/** The account's to-dos with all a record shows but its tags and comments, in one statement. */
const accountTodos = (db: Executor, dialect: StoreDialect, accountId: number) =>
  db
    .selectFrom('todos')
    .leftJoin('users as assigner', 'assigner.id', 'todos.assigned_by_id')
    .leftJoin('users as assignee', 'assignee.id', 'todos.assigned_to_id')
    .select([
      ...columnsOf('todos', ['id', 'title', 'description', 'due_at', 'flagged', 'complete']),
      ...columnsOf('todos', ['assigned_to_id', 'version', 'created_at', 'updated_at']),
      'assigner.name as assigner_name',
      'assignee.name as assignee_name',
      linkedIdsColumn(dialect, 'todo_contacts', 'todos.id').as('participant_ids'),
    ])
    .where('todos.account_id', '=', accountId);

type TodoRow = InferResult<ReturnType<typeof accountTodos>>[number];

const recordOf = (row: TodoRow): TodoRecord => ({
  title: row.title,
  description: row.description,
  dueDate: isoOrNull(row.due_at),
  flagged: isFlagged(row.flagged),
  complete: isFlagged(row.complete),
  assignedBy: row.assigner_name ?? '',
  assignedTo: row.assignee_name ?? '',
  assignedToId: row.assigned_to_id,
  participantIds: idList(row.participant_ids),
  ...stampsOf(row),
});

/** Store area: to-dos and their participants (related contacts). */
/** Participants a to-do write named that are not contacts of the account: nothing is written. */
const missingParticipants = (contactIds: readonly number[]): Refusal =>
  invalid({
    field: 'participants',
    message: `Participants do not exist: ${contactIds.join(', ')}`,
  });

export function sqlTodoStore(db: StoreDb): TodoStore {
  async function matching(trx: Executor, scope: Scope, search: TodoSearch, max: number) {
    const { assignedToId, updatedSince, contact } = search;
    let query = accountTodos(trx, db.dialect, scope.accountId);
    if (assignedToId !== undefined) query = query.where('todos.assigned_to_id', '=', assignedToId);
    if (updatedSince !== undefined)
      query = query.where('todos.updated_at', '>=', Date.parse(updatedSince));
    if (contact !== undefined)
      query = query.where('todos.id', 'in', (eb) =>
        eb
          .selectFrom('todo_contacts')
          .innerJoin('contacts', 'contacts.id', 'todo_contacts.contact_id')
          .select('todo_contacts.todo_id')
          .where('todo_contacts.contact_id', '=', contact.id)
          .where('contacts.kind', '=', contact.kind),
      );
    return (await query.orderBy('todos.id').limit(max).execute()).map(recordOf);
  }

  return {
    findTodo: findById(
      db,
      (accountId, id) => accountTodos(db.kysely, db.dialect, accountId).where('todos.id', '=', id),
      recordOf,
    ),

    /** Matching to-dos of all users of the account, in id order, at most `max` of them. */
    searchTodos: (scope: Scope, search: TodoSearch, max: number) =>
      matching(db.kysely, scope, search, max),

    /** To-dos with the contact as a participant, in id order; null when the contact is not in the account or is the other kind. */
    todosOfContact: (scope: Scope, kind: ContactKind, contactId: number, max: number) =>
      readOfRecord(db, scope, kind, contactId, (trx) =>
        matching(trx, scope, { contact: { kind, id: contactId } }, max),
      ),

    /** Assigned by the current user (`scope.userId`); nothing is written if a contact is missing. */
    createTodo: (scope: Scope, input: NewTodo) =>
      db.write(async (trx): Promise<WriteResult<Stamp>> => {
        const missing = await missingIds(trx, scope, 'contacts', input.participantIds);
        if (missing.length > 0) return missingParticipants(missing);
        const id = await insertStamped(trx, scope, 'todos', {
          ...newColumns(FIELDS, input),
          assigned_by_id: scope.userId,
        });
        await replaceLinks(trx, 'todo_contacts', id, input.participantIds);
        await recordLifecycle(trx, scope, 'todo', id, input.title, 'created');
        return written({ id, version: 1 });
      }, scope),

    updateTodo: (scope: Scope, id: number, changes: TodoChanges, expectedVersion?: number) =>
      db.write(async (trx): Promise<WriteResult<Stamp>> => {
        const current = await lockRecord(trx, scope, 'todo', id, expectedVersion);
        if (typeof current === 'string') return refusal(current);
        const missing = await missingIds(trx, scope, 'contacts', changes.participantIds);
        if (missing.length > 0) return missingParticipants(missing);
        const logged = await updateFields(trx, 'todos', id, FIELDS, changes);
        await replaceLinks(trx, 'todo_contacts', id, changes.participantIds);
        await recordUpdate(trx, scope, 'todo', id, logged);
        return written({ id, version: current.version + 1 });
      }, scope),

    deleteTodo: deleteOfKind(db, 'todo'),

    addParticipant: (scope: Scope, todoId: number, contactId: number) =>
      changeContactLink(db, scope, 'todo', todoId, { contactId }, 'add'),

    removeParticipant: (scope: Scope, todoId: number, contactId: number) =>
      changeContactLink(db, scope, 'todo', todoId, { contactId }, 'remove'),
  };
}
