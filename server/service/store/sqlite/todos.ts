import type { TodoStore } from '../todoStore';
import type { SqliteDb } from './database';

export class SqliteTodoStore implements TodoStore {
  constructor(private readonly db: SqliteDb) {}
}
