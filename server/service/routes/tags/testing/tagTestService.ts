import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RecordKind } from '../../../store/scope';
import { SqliteDb } from '../../../store/sqlite/database';
import { insertRecord, recordVersion } from '../../../store/sqlite/tags/testing/insertRecord';
import { startTestService, type TestService } from '../../../testing/serviceHarness';

export interface TagTestService {
  service: TestService;
  /** A second connection to the service's database file, for seeding records and reading versions. */
  db: SqliteDb;
  /** A new record of `kind` in the harness account (or `accountId`). */
  record(kind: RecordKind, accountId?: number): number;
  version(kind: RecordKind, id: number): number;
  close(): Promise<void>;
}

/**
 * The real service over a SQLite file in a temporary folder, plus a direct connection to the same
 * file: tag tests make their records in SQL and need no other area's routes.
 */
export async function startTagTestService(): Promise<TagTestService> {
  const dir = mkdtempSync(join(tmpdir(), 'tags-test-'));
  const service = await startTestService({ filename: join(dir, 'crm.sqlite') });
  const db = new SqliteDb(join(dir, 'crm.sqlite'));
  return {
    service,
    db,
    record: (kind, accountId = service.scope.accountId) => insertRecord(db, accountId, kind),
    version: (kind, id) => recordVersion(db, kind, id).version,
    async close() {
      db.close();
      await service.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
