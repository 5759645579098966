import type { ContactKind } from '../contactStore';
import type { Scope } from '../scope';
import { TODO_COLUMNS, todoRecordOf, todoSearchConditions, type TodoRow } from '../todoRows';
import type { NewTodo, TodoChanges, TodoCreateResult, TodoParticipantOutcome, TodoRecord, TodoSearch, TodoStore, TodoWriteResult } from '../todoStore';
import type { SqliteDb } from './database';
import { existingIds, linkedIds, replaceLinks } from './links';
import { recordExists, touchRecord } from './records';

export class SqliteTodoStore implements TodoStore {
  constructor(private readonly db: SqliteDb) {}

  private todos(scope: Scope) {
    return this.db.qb
      .selectFrom('todos')
      .leftJoin('users as assigner', 'assigner.id', 'todos.assigned_by_id')
      .leftJoin('users as assignee', 'assignee.id', 'todos.assigned_to_id')
      .select(TODO_COLUMNS)
      .where('todos.account_id', '=', scope.accountId);
  }

  private toRecords(rows: TodoRow[]): TodoRecord[] {
    const participants = linkedIds(this.db, 'todo_contacts', rows.map((r) => r.id));
    return rows.map((row) => todoRecordOf(row, participants.get(row.id) ?? []));
  }

  async findTodo(scope: Scope, id: number): Promise<TodoRecord | null> {
    return this.db.transaction(() => {
      const row = this.db.get(this.todos(scope).where('todos.id', '=', id));
      return row === undefined ? null : this.toRecords([row])[0]!;
    });
  }

  async searchTodos(scope: Scope, search: TodoSearch, max: number): Promise<TodoRecord[]> {
    const limited = this.todos(scope)
      .where((eb) => todoSearchConditions(eb, search))
      .orderBy('todos.id')
      .limit(max);
    return this.db.transaction(() => this.toRecords(this.db.all(limited)));
  }

  async todosOfContact(scope: Scope, kind: ContactKind, contactId: number, max: number): Promise<TodoRecord[] | null> {
    // One transaction: the contact check and the list see the same state.
    return this.db.transaction(() => {
      if (!recordExists(this.db, scope, kind, contactId)) return null;
      const query = this.todos(scope)
        .where('todos.id', 'in', (eb) => eb.selectFrom('todo_contacts').select('todo_id').where('contact_id', '=', contactId))
        .orderBy('todos.id')
        .limit(max);
      return this.toRecords(this.db.all(query));
    });
  }

  private missingContacts(scope: Scope, ids: number[] | undefined): number[] {
    if (ids === undefined || ids.length === 0) return [];
    const found = existingIds(this.db, scope, 'contacts', ids);
    return [...new Set(ids)].filter((id) => !found.has(id));
  }

  async createTodo(scope: Scope, input: NewTodo): Promise<TodoCreateResult> {
    return this.db.transaction((): TodoCreateResult => {
      const missing = this.missingContacts(scope, input.participantIds);
      if (missing.length > 0) return { status: 'missing_contacts', contactIds: missing };
      const now = Date.now();
      const { lastInsertRowid: id } = this.db.run(
        this.db.qb.insertInto('todos').values({
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
        }),
      );
      replaceLinks(this.db, 'todo_contacts', id, input.participantIds);
      return { status: 'ok', id, version: 1 };
    });
  }

  async updateTodo(scope: Scope, id: number, changes: TodoChanges, expectedVersion?: number): Promise<TodoWriteResult> {
    return this.db.transaction((): TodoWriteResult => {
      const current = this.db.get(this.db.qb.selectFrom('todos').select('version').where('id', '=', id).where('account_id', '=', scope.accountId));
      if (current === undefined) return { status: 'not_found' };
      if (expectedVersion !== undefined && current.version !== expectedVersion) return { status: 'stale' };
      const missing = this.missingContacts(scope, changes.participantIds);
      if (missing.length > 0) return { status: 'missing_contacts', contactIds: missing };
      this.db.run(
        this.db.qb
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
          .where('id', '=', id),
      );
      if (changes.participantIds !== undefined) replaceLinks(this.db, 'todo_contacts', id, changes.participantIds);
      return { status: 'ok', id, version: current.version + 1 };
    });
  }

  async deleteTodo(scope: Scope, id: number): Promise<boolean> {
    return this.db.transaction(() => {
      if (!recordExists(this.db, scope, 'todo', id)) return false;
      // Deals list their to-dos: their representation changes with this delete.
      const deals = this.db.all(this.db.qb.selectFrom('deal_todos').select('deal_id').where('todo_id', '=', id));
      const now = Date.now();
      for (const { deal_id } of deals) touchRecord(this.db, 'deal', deal_id, now);
      this.db.run(this.db.qb.deleteFrom('todos').where('id', '=', id));
      return true;
    });
  }

  async addParticipant(scope: Scope, todoId: number, contactId: number): Promise<TodoParticipantOutcome> {
    return this.db.transaction((): TodoParticipantOutcome => {
      if (!recordExists(this.db, scope, 'todo', todoId)) return 'no_todo';
      if (!existingIds(this.db, scope, 'contacts', [contactId]).has(contactId)) return 'no_contact';
      const { changes } = this.db.run(this.db.qb.insertInto('todo_contacts').values({ todo_id: todoId, contact_id: contactId }).onConflict((oc) => oc.doNothing()));
      if (changes === 0) return 'unchanged';
      touchRecord(this.db, 'todo', todoId);
      return 'added';
    });
  }

  async removeParticipant(scope: Scope, todoId: number, contactId: number): Promise<TodoParticipantOutcome> {
    return this.db.transaction((): TodoParticipantOutcome => {
      if (!recordExists(this.db, scope, 'todo', todoId)) return 'no_todo';
      if (!existingIds(this.db, scope, 'contacts', [contactId]).has(contactId)) return 'no_contact';
      const { changes } = this.db.run(this.db.qb.deleteFrom('todo_contacts').where('todo_id', '=', todoId).where('contact_id', '=', contactId));
      if (changes === 0) return 'unchanged';
      touchRecord(this.db, 'todo', todoId);
      return 'removed';
    });
  }
}
