import type { Kysely } from 'kysely';
import type { Database } from '../../../store/schema';
import type { RecordKind } from '../../../store/scope';
import { insertRecord, recordVersion, tableOfKind } from '../../../testing/directRecords';
import { startTestServiceWithDb, type TestServiceWithDb } from '../../../testing/serviceHarness';

export interface TagTestService {
  service: TestServiceWithDb;
  /** The service's database, directly (the same on SQLite and PostgreSQL), for seeding records and reading versions. */
  db: Kysely<Database>;
  /** A new record of `kind` in the harness account (or `accountId`). */
  record(kind: RecordKind, accountId?: number): Promise<number>;
  version(kind: RecordKind, id: number): Promise<number>;
  close(): Promise<void>;
}

/** The real service plus a direct connection to its database: tag tests make their records in SQL and need no other area's routes. */
export async function startTagTestService(): Promise<TagTestService> {
  const service = await startTestServiceWithDb();
  const db = service.db;
  return {
    service,
    db,
    record: (kind, accountId = service.scope.accountId) => insertRecord(db, accountId, kind),
    version: async (kind, id) => (await recordVersion(db, tableOfKind(kind), id)).version,
    close: () => service.close(),
  };
}
