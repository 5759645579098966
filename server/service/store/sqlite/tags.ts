import type { TagStore } from '../tagStore';
import type { SqliteDb } from './database';

export class SqliteTagStore implements TagStore {
  constructor(private readonly db: SqliteDb) {}
}
