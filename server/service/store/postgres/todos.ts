import type { ContactKind } from '../contactStore';
import type { Scope } from '../scope';
import { TODO_COLUMNS, todoRecordOf, todoSearchConditions, type TodoRow } from '../todoRows';
import type { NewTodo, TodoChanges, TodoCreateResult, TodoParticipantOutcome, TodoRecord, TodoSearch, TodoStore, TodoWriteResult } from '../todoStore';
import type { Executor, PgDb } from './database';
import { existingIds, linkedIdsColumn, replaceLinks } from './links';
import { deletedRows, insertedRows, recordExists, touchRecord } from './records';

/** The shared row, plus the participant ids the same statement reads. */
interface TodoRowWithParticipants extends TodoRow {
  participant_ids: number[];
}

export class PostgresTodoStore implements TodoStore {
  constructor(private readonly db: PgDb) {}

  private todos(db: Executor, scope: Scope) {
    return db
      .selectFrom('todos')
      .leftJoin('users as assigner', 'assigner.id', 'todos.assigned_by_id')
      .leftJoin('users as assignee', 'assignee.id', 'todos.assigned_to_id')
      .select(TODO_COLUMNS)
      .select(linkedIdsColumn('todo_contacts', 'todos.id').as('participant_ids'))
      .where('todos.account_id', '=', scope.accountId);
  }

  /** Rows (with their participants, read by the same statement) → records. */
  private toRecords(rows: TodoRowWithParticipants[]): TodoRecord[] {
    return rows.map((row) => todoRecordOf(row, row.participant_ids));
  }

  async findTodo(scope: Scope, id: number): Promise<TodoRecord | null> {
    const row = await this.todos(this.db.kysely, scope).where('todos.id', '=', id).executeTakeFirst();
    return row === undefined ? null : this.toRecords([row])[0]!;
  }

  async searchTodos(scope: Scope, search: TodoSearch, max: number): Promise<TodoRecord[]> {
    const query = this.todos(this.db.kysely, scope).where((eb) => todoSearchConditions(eb, search));
    return this.toRecords(await query.orderBy('todos.id').limit(max).execute());
  }

  async todosOfContact(scope: Scope, kind: ContactKind, contactId: number, max: number): Promise<TodoRecord[] | null> {
    // One snapshot: the contact check and the list see the same state.
    return this.db.read(async (trx) => {
      if (!(await recordExists(trx, scope, kind, contactId))) return null;
      const rows = await this.todos(trx, scope)
        .where('todos.id', 'in', (eb) => eb.selectFrom('todo_contacts').select('todo_id').where('contact_id', '=', contactId))
        .orderBy('todos.id')
        .limit(max)
        .execute();
      return this.toRecords(rows);
    });
  }

  /** Participant ids that are no contacts of the account; the found ones stay locked against deletion until commit. */
  private async missingContacts(trx: Executor, scope: Scope, ids: number[] | undefined): Promise<number[]> {
    if (ids === undefined || ids.length === 0) return [];
    const found = await existingIds(trx, scope, 'contacts', ids, true);
    return [...new Set(ids)].filter((id) => !found.has(id));
  }

  async createTodo(scope: Scope, input: NewTodo): Promise<TodoCreateResult> {
    return this.db.write(async (trx): Promise<TodoCreateResult> => {
      const missing = await this.missingContacts(trx, scope, input.participantIds);
      if (missing.length > 0) return { status: 'missing_contacts', contactIds: missing };
      const now = Date.now();
      const { id } = await trx
        .insertInto('todos')
        .values({
          account_id: scope.accountId,
          title: input.title,
          description: input.description,
          due_at: input.dueDate === null ? null : Date.parse(input.dueDate),
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
      return { status: 'ok', id, version: 1 };
    });
  }

  async updateTodo(scope: Scope, id: number, changes: TodoChanges, expectedVersion?: number): Promise<TodoWriteResult> {
    return this.db.write(async (trx): Promise<TodoWriteResult> => {
      const current = await trx.selectFrom('todos').select('version').where('id', '=', id).where('account_id', '=', scope.accountId).forNoKeyUpdate().executeTakeFirst();
      if (current === undefined) return { status: 'not_found' };
      if (expectedVersion !== undefined && current.version !== expectedVersion) return { status: 'stale' };
      const missing = await this.missingContacts(trx, scope, changes.participantIds);
      if (missing.length > 0) return { status: 'missing_contacts', contactIds: missing };
      await trx
        .updateTable('todos')
        .set((eb) => ({
          ...(changes.title === undefined ? {} : { title: changes.title }),
          ...(changes.description === undefined ? {} : { description: changes.description }),
          ...(changes.dueDate === undefined ? {} : { due_at: changes.dueDate === null ? null : Date.parse(changes.dueDate) }),
          ...(changes.flagged === undefined ? {} : { flagged: changes.flagged ? 1 : 0 }),
          ...(changes.complete === undefined ? {} : { complete: changes.complete ? 1 : 0 }),
          ...(changes.assignedToId === undefined ? {} : { assigned_to_id: changes.assignedToId }),
          version: eb('version', '+', 1),
          updated_at: Date.now(),
        }))
        .where('id', '=', id)
        .execute();
      if (changes.participantIds !== undefined) await replaceLinks(trx, 'todo_contacts', id, changes.participantIds);
      return { status: 'ok', id, version: current.version + 1 };
    });
  }

  async deleteTodo(scope: Scope, id: number): Promise<boolean> {
    return this.db.write(async (trx) => {
      if (!(await recordExists(trx, scope, 'todo', id, 'update'))) return false;
      // Deals list their to-dos: their representation changes with this delete.
      const deals = await trx.selectFrom('deal_todos').select('deal_id').where('todo_id', '=', id).orderBy('deal_id').execute();
      const now = Date.now();
      for (const { deal_id } of deals) await touchRecord(trx, 'deal', deal_id, now);
      await trx.deleteFrom('todos').where('id', '=', id).execute();
      return true;
    });
  }

  /** Locks the to-do (participant writers of one to-do go one at a time) and checks the contact, keeping it from vanishing. */
  private async checkParticipant(trx: Executor, scope: Scope, todoId: number, contactId: number): Promise<TodoParticipantOutcome | null> {
    if (!(await recordExists(trx, scope, 'todo', todoId, 'update'))) return 'no_todo';
    if (!(await existingIds(trx, scope, 'contacts', [contactId], true)).has(contactId)) return 'no_contact';
    return null;
  }

  async addParticipant(scope: Scope, todoId: number, contactId: number): Promise<TodoParticipantOutcome> {
    return this.db.write(async (trx): Promise<TodoParticipantOutcome> => {
      const problem = await this.checkParticipant(trx, scope, todoId, contactId);
      if (problem !== null) return problem;
      const result = await trx.insertInto('todo_contacts').values({ todo_id: todoId, contact_id: contactId }).onConflict((oc) => oc.doNothing()).executeTakeFirst();
      if (insertedRows(result) === 0) return 'unchanged';
      await touchRecord(trx, 'todo', todoId);
      return 'added';
    });
  }

  async removeParticipant(scope: Scope, todoId: number, contactId: number): Promise<TodoParticipantOutcome> {
    return this.db.write(async (trx): Promise<TodoParticipantOutcome> => {
      const problem = await this.checkParticipant(trx, scope, todoId, contactId);
      if (problem !== null) return problem;
      const result = await trx.deleteFrom('todo_contacts').where('todo_id', '=', todoId).where('contact_id', '=', contactId).executeTakeFirst();
      if (deletedRows(result) === 0) return 'unchanged';
      await touchRecord(trx, 'todo', todoId);
      return 'removed';
    });
  }
}
