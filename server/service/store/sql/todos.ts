import type { Executor, StoreDb } from '../dialect/database';
import { idList, type StoreDialect } from '../dialect/dialect';
import {
  TODO_COLUMNS,
  TODO_FIELDS,
  todoRecordOf,
  todoSearchConditions,
  type TodoRow,
} from '../todoRows';
import type {
  TodoCreateResult,
  TodoParticipantOutcome,
  TodoRecord,
  TodoStore,
  TodoWriteResult,
} from '../todoStore';
import { recordLifecycle, recordUpdate } from './activityLog';
import { changeContactLink, linkedToContact, type ContactLinkOutcome } from './contactLinks';
import { touchDealsListing } from './deals/listedInDeals';
import { deleteRecord } from './deleteRecord';
import { flagOf, msOrNull, updateFields } from './fieldColumns';
import { linkedIdsColumn, missingIds, replaceLinks } from './links';
import { findById, insertStamped, lockRecord, readOfRecord } from './records';

/** The shared row, plus the participant ids the same statement reads (an `idArray` column). */
type TodoRowWithParticipants = TodoRow & { participant_ids: unknown };

/** The account's to-dos with everything a record shows but its tags and comments, participants included: one statement. */
function accountTodos(db: Executor, dialect: StoreDialect, accountId: number) {
  return db
    .selectFrom('todos')
    .leftJoin('users as assigner', 'assigner.id', 'todos.assigned_by_id')
    .leftJoin('users as assignee', 'assignee.id', 'todos.assigned_to_id')
    .select(TODO_COLUMNS)
    .select(linkedIdsColumn(dialect, 'todo_contacts', 'todos.id').as('participant_ids'))
    .where('todos.account_id', '=', accountId);
}

const toRecord = (row: TodoRowWithParticipants): TodoRecord =>
  todoRecordOf(row, idList(row.participant_ids));

const todoOutcome = (outcome: ContactLinkOutcome): TodoParticipantOutcome =>
  outcome === 'no_owner' ? 'no_todo' : outcome;

/** To-dos and their participants (related contacts), on SQLite or PostgreSQL. */
export function sqlTodoStore(db: StoreDb): TodoStore {
  return {
    findTodo: findById(
      db,
      (param) =>
        accountTodos(db.kysely, db.dialect, param<number>('accountId')).where(
          'todos.id',
          '=',
          param<number>('id'),
        ),
      toRecord,
    ),

    async searchTodos(scope, search, max) {
      const rows = await accountTodos(db.kysely, db.dialect, scope.accountId)
        .where((eb) => todoSearchConditions(eb, search))
        .orderBy('todos.id')
        .limit(max)
        .execute();
      return rows.map(toRecord);
    },

    todosOfContact: (scope, kind, contactId, max) =>
      readOfRecord(db, scope, kind, contactId, async (trx) => {
        const rows = await accountTodos(trx, db.dialect, scope.accountId)
          .where('todos.id', 'in', linkedToContact('todo', contactId))
          .orderBy('todos.id')
          .limit(max)
          .execute();
        return rows.map(toRecord);
      }),

    /** Participant ids that are no contacts of the account write nothing; the others stay locked against deletion until commit. */
    createTodo: (scope, input) =>
      db.write(async (trx): Promise<TodoCreateResult> => {
        const missing = await missingIds(trx, scope, 'contacts', input.participantIds);
        if (missing.length > 0) return { status: 'missing_contacts', contactIds: missing };
        const id = await insertStamped(trx, scope, 'todos', {
          title: input.title,
          description: input.description,
          due_at: msOrNull(input.dueDate),
          flagged: flagOf(input.flagged),
          complete: flagOf(input.complete),
          assigned_by_id: scope.userId,
          assigned_to_id: input.assignedToId,
        });
        await replaceLinks(trx, 'todo_contacts', id, input.participantIds);
        await recordLifecycle(trx, scope, 'todo', id, input.title, 'created');
        return { status: 'ok', id, version: 1 };
      }),

    updateTodo: (scope, id, changes, expectedVersion) =>
      db.write(async (trx): Promise<TodoWriteResult> => {
        const current = await lockRecord(trx, scope, 'todo', id, 'update', expectedVersion);
        if (typeof current === 'string') return { status: current };
        const missing = await missingIds(trx, scope, 'contacts', changes.participantIds);
        if (missing.length > 0) return { status: 'missing_contacts', contactIds: missing };
        const logged = await updateFields(trx, 'todos', id, TODO_FIELDS, changes);
        if (changes.participantIds !== undefined)
          await replaceLinks(trx, 'todo_contacts', id, changes.participantIds);
        await recordUpdate(trx, scope, 'todo', id, logged);
        return { status: 'ok', id, version: current.version + 1 };
      }),

    deleteTodo: (scope, id, expectedVersion) =>
      db.write((trx) =>
        deleteRecord(trx, scope, 'todo', id, expectedVersion, (now) =>
          touchDealsListing(trx, 'todo', id, now),
        ),
      ),

    addParticipant: async (scope, todoId, contactId) =>
      todoOutcome(await changeContactLink(db, scope, 'todo', todoId, { contactId }, 'add')),

    removeParticipant: async (scope, todoId, contactId) =>
      todoOutcome(await changeContactLink(db, scope, 'todo', todoId, { contactId }, 'remove')),
  };
}
