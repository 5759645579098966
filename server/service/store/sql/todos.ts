import { isoOf } from '#xml/dates';
import type { Executor, StoreDb } from '../dialect/database';
import { idList, type StoreDialect } from '../dialect/dialect';
import { Precompiled } from '../precompiled';
import type { ContactKind, Scope, WriteOutcome } from '../scope';
import { TODO_COLUMNS, todoRecordOf, todoSearchConditions, type TodoRow } from '../todoRows';
import type {
  NewTodo,
  TodoChanges,
  TodoCreateResult,
  TodoParticipantOutcome,
  TodoRecord,
  TodoSearch,
  TodoStore,
  TodoWriteResult,
} from '../todoStore';
import { touchDealsListing } from './deals/listedInDeals';
import { fieldChanges, recordLifecycle, recordUpdate } from './activities';
import { changeContactLink, linkedToContact, type ContactLinkOutcome } from './contactLinks';
import { linkedIdsColumn, missingIds, replaceLinks } from './links';
import { deleteRecord } from './deleteRecord';
import { lockRecord, readOfRecord } from './records';

/** The shared row, plus the participant ids the same statement reads (an `idArray` column). */
interface TodoRowWithParticipants extends TodoRow {
  participant_ids: unknown;
}

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

const dueAt = (dueDate: string | null): number | null =>
  dueDate === null ? null : Date.parse(dueDate);

const todoOutcome = (outcome: ContactLinkOutcome): TodoParticipantOutcome =>
  outcome === 'no_owner' ? 'no_todo' : outcome;

/** To-dos and their participants (related contacts), on SQLite or PostgreSQL. */
export class SqlTodoStore implements TodoStore {
  /** Compiled once: every to-do shown reads it. */
  private readonly byId: Precompiled<{ accountId: number; id: number }, TodoRowWithParticipants>;

  constructor(private readonly db: StoreDb) {
    this.byId = new Precompiled((param) =>
      accountTodos(db.kysely, db.dialect, param<number>('accountId')).where(
        'todos.id',
        '=',
        param<number>('id'),
      ),
    );
  }

  async findTodo(scope: Scope, id: number): Promise<TodoRecord | null> {
    const row = await this.byId.get(this.db.kysely, { accountId: scope.accountId, id });
    return row === undefined ? null : toRecord(row);
  }

  async searchTodos(scope: Scope, search: TodoSearch, max: number): Promise<TodoRecord[]> {
    const rows = await accountTodos(this.db.kysely, this.db.dialect, scope.accountId)
      .where((eb) => todoSearchConditions(eb, search))
      .orderBy('todos.id')
      .limit(max)
      .execute();
    return rows.map(toRecord);
  }

  async todosOfContact(
    scope: Scope,
    kind: ContactKind,
    contactId: number,
    max: number,
  ): Promise<TodoRecord[] | null> {
    return readOfRecord(this.db, scope, kind, contactId, async (trx) => {
      const rows = await accountTodos(trx, this.db.dialect, scope.accountId)
        .where('todos.id', 'in', linkedToContact('todo', contactId))
        .orderBy('todos.id')
        .limit(max)
        .execute();
      return rows.map(toRecord);
    });
  }

  async createTodo(scope: Scope, input: NewTodo): Promise<TodoCreateResult> {
    return this.db.write(async (trx): Promise<TodoCreateResult> => {
      const missing = await missingIds(trx, scope, 'contacts', input.participantIds);
      if (missing.length > 0) return { status: 'missing_contacts', contactIds: missing };
      const now = Date.now();
      const { id } = await trx
        .insertInto('todos')
        .values({
          account_id: scope.accountId,
          title: input.title,
          description: input.description,
          due_at: dueAt(input.dueDate),
          flagged: input.flagged ? 1 : 0,
          complete: input.complete ? 1 : 0,
          assigned_by_id: scope.userId,
          assigned_to_id: input.assignedToId,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await replaceLinks(trx, 'todo_contacts', id, input.participantIds);
      await recordLifecycle(trx, scope, 'todo', id, input.title, 'created');
      return { status: 'ok', id, version: 1 };
    });
  }

  async updateTodo(
    scope: Scope,
    id: number,
    changes: TodoChanges,
    expectedVersion?: number,
  ): Promise<TodoWriteResult> {
    return this.db.write(async (trx): Promise<TodoWriteResult> => {
      const current = await lockRecord(trx, scope, 'todo', id, 'update', expectedVersion);
      if (typeof current === 'string') return { status: current };
      const missing = await missingIds(trx, scope, 'contacts', changes.participantIds);
      if (missing.length > 0) return { status: 'missing_contacts', contactIds: missing };
      const before = await trx
        .selectFrom('todos')
        .select(['title', 'description', 'due_at', 'flagged', 'complete', 'assigned_to_id'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('todos')
        .set((eb) => ({
          ...(changes.title === undefined ? {} : { title: changes.title }),
          ...(changes.description === undefined ? {} : { description: changes.description }),
          ...(changes.dueDate === undefined ? {} : { due_at: dueAt(changes.dueDate) }),
          ...(changes.flagged === undefined ? {} : { flagged: changes.flagged ? 1 : 0 }),
          ...(changes.complete === undefined ? {} : { complete: changes.complete ? 1 : 0 }),
          ...(changes.assignedToId === undefined ? {} : { assigned_to_id: changes.assignedToId }),
          version: eb('version', '+', 1),
          updated_at: Date.now(),
        }))
        .where('id', '=', id)
        .execute();
      if (changes.participantIds !== undefined)
        await replaceLinks(trx, 'todo_contacts', id, changes.participantIds);
      await recordUpdate(
        trx,
        scope,
        'todo',
        id,
        fieldChanges(
          {
            title: before.title,
            description: before.description,
            due_date: before.due_at === null ? null : isoOf(before.due_at),
            flagged: before.flagged === 1,
            complete: before.complete === 1,
            assigned_to_id: before.assigned_to_id,
          },
          {
            title: changes.title,
            description: changes.description,
            due_date:
              changes.dueDate === undefined
                ? undefined
                : changes.dueDate === null
                  ? null
                  : isoOf(Date.parse(changes.dueDate)),
            flagged: changes.flagged,
            complete: changes.complete,
            assigned_to_id: changes.assignedToId,
          },
        ),
      );
      return { status: 'ok', id, version: current.version + 1 };
    });
  }

  async deleteTodo(scope: Scope, id: number, expectedVersion?: number): Promise<WriteOutcome> {
    return this.db.write((trx) =>
      deleteRecord(trx, scope, 'todo', id, expectedVersion, (now) =>
        touchDealsListing(trx, 'todo', id, now),
      ),
    );
  }

  async addParticipant(
    scope: Scope,
    todoId: number,
    contactId: number,
  ): Promise<TodoParticipantOutcome> {
    return todoOutcome(
      await changeContactLink(this.db, scope, 'todo', todoId, { contactId }, 'add'),
    );
  }

  async removeParticipant(
    scope: Scope,
    todoId: number,
    contactId: number,
  ): Promise<TodoParticipantOutcome> {
    return todoOutcome(
      await changeContactLink(this.db, scope, 'todo', todoId, { contactId }, 'remove'),
    );
  }
}
