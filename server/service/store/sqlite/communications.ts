import type { CommunicationStore } from '../communicationStore';
import type { SqliteDb } from './database';

export class SqliteCommunicationStore implements CommunicationStore {
  constructor(private readonly db: SqliteDb) {}
}
