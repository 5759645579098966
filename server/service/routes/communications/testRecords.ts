import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteDb } from '../../store/sqlite/database';
import { startTestService, type TestService } from '../../testing/serviceHarness';

/**
 * Test support for the communications and comments areas: the real service over a SQLite file,
 * plus a second connection to that file that writes the records those areas hang off (people,
 * companies, deals, to-dos) and sets times, independently of the other areas' endpoints.
 */
export interface ServiceWithDb {
  service: TestService;
  db: SqliteDb;
  company(name: string, accountId?: number): number;
  person(first: string, last: string, accountId?: number): number;
  deal(title: string, accountId?: number): number;
  todo(title: string, accountId?: number): number;
  /** Sets a communication's created_at/updated_at (ISO UTC). */
  setTimes(communicationId: number, times: { createdAt?: string; updatedAt?: string }): void;
  /** Version and updated_at (epoch ms) of a record row, to see that a change touched it. */
  versionOf(table: 'contacts' | 'deals' | 'todos' | 'communications', id: number): { version: number; updated_at: number };
  close(): Promise<void>;
}

export async function startServiceWithDb(): Promise<ServiceWithDb> {
  const dir = mkdtempSync(join(tmpdir(), 'crm-comm-test-'));
  const filename = join(dir, 'crm.sqlite');
  const service = await startTestService({ filename });
  const db = new SqliteDb(filename);
  const now = Date.now();
  const own = service.scope.accountId;
  const insertContact = (values: { kind: 'person' | 'company'; name: string; first_name: string; last_name: string }, accountId: number): number =>
    db.run(
      db.qb
        .insertInto('contacts')
        .values({ ...values, account_id: accountId, title: '', notes: '', small_image: null, large_image: null, company_id: null, created_at: now, updated_at: now }),
    ).lastInsertRowid;
  return {
    service,
    db,
    company: (name, accountId = own) => insertContact({ kind: 'company', name, first_name: '', last_name: '' }, accountId),
    person: (first, last, accountId = own) => insertContact({ kind: 'person', name: '', first_name: first, last_name: last }, accountId),
    deal: (title, accountId = own) => db.run(db.qb.insertInto('deals').values({ account_id: accountId, title, description: '', deal_with_id: null, status: 'pending', assigned_to_id: null, amount_cents: 0, created_at: now, updated_at: now })).lastInsertRowid,
    todo: (title, accountId = own) => db.run(db.qb.insertInto('todos').values({ account_id: accountId, title, description: '', due_at: null, flagged: 0, complete: 0, assigned_by_id: null, assigned_to_id: null, created_at: now, updated_at: now })).lastInsertRowid,
    setTimes(id, times) {
      db.run(
        db.qb
          .updateTable('communications')
          .set({
            ...(times.createdAt === undefined ? {} : { created_at: Date.parse(times.createdAt) }),
            ...(times.updatedAt === undefined ? {} : { updated_at: Date.parse(times.updatedAt) }),
          })
          .where('id', '=', id),
      );
    },
    versionOf: (table, id) => db.get(db.qb.selectFrom(table).select(['version', 'updated_at']).where('id', '=', id))!,
    async close() {
      db.close();
      await service.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The id at the end of a Location header (`…/service/communications/12.xml` → 12). */
export function idFromLocation(location: string | string[] | undefined): number {
  const match = /\/(\d+)\.xml$/.exec(String(location));
  if (match === null) throw new Error(`Not a record Location: ${String(location)}`);
  return Number(match[1]);
}
