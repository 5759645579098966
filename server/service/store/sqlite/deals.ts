import type { DealStore } from '../dealStore';
import type { SqliteDb } from './database';

export class SqliteDealStore implements DealStore {
  constructor(private readonly db: SqliteDb) {}
}
