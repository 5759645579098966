import type { Kysely } from 'kysely';
import type { Database } from '../store/schema';
import type { RecordKind } from '../store/scope';

/**
 * Rows written and read straight in the service's database (`TestServiceWithDb.db`), so a test of
 * one area needs no other area's routes. Plain Kysely: the same on SQLite and PostgreSQL.
 */

const CONTACT_DEFAULTS = {
  first_name: '',
  last_name: '',
  name: '',
  title: '',
  notes: '',
  small_image: null,
  large_image: null,
  company_id: null,
} as const;

export async function insertContact(
  db: Kysely<Database>,
  accountId: number,
  values: { kind: 'person' | 'company'; name?: string; first_name?: string; last_name?: string },
  now = Date.now(),
): Promise<number> {
  const row = await db
    .insertInto('contacts')
    .values({
      ...CONTACT_DEFAULTS,
      ...values,
      account_id: accountId,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const dealRow = (accountId: number, title: string, now: number) =>
  ({
    account_id: accountId,
    title,
    description: '',
    deal_with_id: null,
    status: 'pending',
    assigned_to_id: null,
    amount_cents: 0,
    created_at: now,
    updated_at: now,
  }) as const;

export async function insertDeal(
  db: Kysely<Database>,
  accountId: number,
  title: string,
  now = Date.now(),
): Promise<number> {
  const row = await db
    .insertInto('deals')
    .values(dealRow(accountId, title, now))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Rows per INSERT: 9 values each stays under SQLite's limit of 32,766 bound parameters. */
const DEALS_PER_INSERT = 1000;

/**
 * Many pending deals at once, a few multi-row INSERTs instead of one round trip (and one commit)
 * each: thousands of deals in well under a second on either store. Returns their ids in order.
 */
export async function insertDeals(
  db: Kysely<Database>,
  accountId: number,
  titles: readonly string[],
  now = Date.now(),
): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < titles.length; start += DEALS_PER_INSERT) {
    const rows = titles
      .slice(start, start + DEALS_PER_INSERT)
      .map((title) => dealRow(accountId, title, now));
    const inserted = await db.insertInto('deals').values(rows).returning('id').execute();
    ids.push(...inserted.map((row) => row.id).sort((a, b) => a - b));
  }
  return ids;
}

export async function insertTodo(
  db: Kysely<Database>,
  accountId: number,
  title: string,
  now = Date.now(),
): Promise<number> {
  const row = await db
    .insertInto('todos')
    .values({
      account_id: accountId,
      title,
      description: '',
      due_at: null,
      flagged: 0,
      complete: 0,
      assigned_by_id: null,
      assigned_to_id: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertCommunication(
  db: Kysely<Database>,
  accountId: number,
  subject: string,
  now = Date.now(),
): Promise<number> {
  const row = await db
    .insertInto('communications')
    .values({
      account_id: accountId,
      subject,
      body: '',
      date_at: null,
      ctype: 'note',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A bare record of any kind; returns its id. */
export async function insertRecord(
  db: Kysely<Database>,
  accountId: number,
  kind: RecordKind,
  label = `${kind} record`,
): Promise<number> {
  switch (kind) {
    case 'person':
      return insertContact(db, accountId, { kind, first_name: label, last_name: 'Test' });
    case 'company':
      return insertContact(db, accountId, { kind, name: label });
    case 'deal':
      return insertDeal(db, accountId, label);
    case 'todo':
      return insertTodo(db, accountId, label);
    case 'communication':
      return insertCommunication(db, accountId, label);
  }
}

export type RecordTable = 'contacts' | 'deals' | 'todos' | 'communications';

export const tableOfKind = (kind: RecordKind): RecordTable =>
  kind === 'person' || kind === 'company'
    ? 'contacts'
    : kind === 'deal'
      ? 'deals'
      : kind === 'todo'
        ? 'todos'
        : 'communications';

/** A record row's version and updated_at (epoch ms), to see whether a change touched it. */
export async function recordVersion(
  db: Kysely<Database>,
  table: RecordTable,
  id: number,
): Promise<{ version: number; updated_at: number }> {
  const row = await db
    .selectFrom(table)
    .select(['version', 'updated_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (row === undefined) throw new Error(`No row ${id} in ${table}`);
  return row;
}
