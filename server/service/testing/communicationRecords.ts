import type { Kysely } from 'kysely';
import type { Database } from '../store/schema';
import {
  insertContact,
  insertDeal,
  insertTodo,
  recordVersion,
  type RecordTable,
} from './directRecords';
import { startTestServiceWithDb, type TestServiceWithDb } from './serviceHarness';

/**
 * Test support for the communications and comments areas: the real service plus a second
 * connection to its database (SQLite or PostgreSQL, the same queries) that writes the records
 * those areas hang off (people, companies, deals, to-dos) and sets times, independently of the
 * other areas' endpoints.
 */
export interface ServiceWithDb {
  service: TestServiceWithDb;
  db: Kysely<Database>;
  company(name: string, accountId?: number): Promise<number>;
  person(first: string, last: string, accountId?: number): Promise<number>;
  deal(title: string, accountId?: number): Promise<number>;
  todo(title: string, accountId?: number): Promise<number>;
  /** Sets a communication's created_at/updated_at (ISO UTC). */
  setTimes(
    communicationId: number,
    times: { createdAt?: string; updatedAt?: string },
  ): Promise<void>;
  /** Version and updated_at (epoch ms) of a record row, to see that a change touched it. */
  versionOf(table: RecordTable, id: number): Promise<{ version: number; updated_at: number }>;
  close(): Promise<void>;
}

export async function startServiceWithDb(): Promise<ServiceWithDb> {
  const service = await startTestServiceWithDb();
  const db = service.db;
  const now = Date.now();
  const own = service.scope.accountId;
  return {
    service,
    db,
    company: (name, accountId = own) =>
      insertContact(db, accountId, { kind: 'company', name }, now),
    person: (first, last, accountId = own) =>
      insertContact(db, accountId, { kind: 'person', first_name: first, last_name: last }, now),
    deal: (title, accountId = own) => insertDeal(db, accountId, title, now),
    todo: (title, accountId = own) => insertTodo(db, accountId, title, now),
    async setTimes(id, times) {
      await db
        .updateTable('communications')
        .set({
          ...(times.createdAt === undefined ? {} : { created_at: Date.parse(times.createdAt) }),
          ...(times.updatedAt === undefined ? {} : { updated_at: Date.parse(times.updatedAt) }),
        })
        .where('id', '=', id)
        .execute();
    },
    versionOf: (table, id) => recordVersion(db, table, id),
    close: () => service.close(),
  };
}

/** The id at the end of a Location header (`…/service/communications/12.xml` → 12). */
export function idFromLocation(location: string | string[] | undefined): number {
  const match = /\/(\d+)\.xml$/.exec(String(location));
  if (match === null) throw new Error(`Not a record Location: ${String(location)}`);
  return Number(match[1]);
}
