import type { ContactStore } from '../contactStore';
import type { SqliteDb } from './database';

export class SqliteContactStore implements ContactStore {
  constructor(private readonly db: SqliteDb) {}
}
