import { sql, type SqlBool, type Updateable } from 'kysely';
import { fullName, type PersonWrite } from '#xml/person';
import { ContactValidationError } from '../../contactStore';
import type { ContactsTable } from '../../schema';
import type { Scope, WriteOutcome } from '../../scope';
import type { SqliteDb } from '../database';
import { recordExists } from '../records';
import { insertCompany } from './companies';
import { touchDealsWith, touchRecordsLinkedTo } from './dependents';

/**
 * The employer a write asks for: `company_id` when given (it must be a company of the account),
 * else `company` by name — the account's company of that name, case-insensitive, or a new one
 * created in the same transaction. null clears the employer; undefined leaves it.
 */
function resolveEmployer(db: SqliteDb, scope: Scope, input: PersonWrite, now: number): number | null | undefined {
  if (input.companyId !== undefined) {
    if (input.companyId === null) return null;
    if (!recordExists(db, scope, 'company', input.companyId)) throw new ContactValidationError([`Company ${input.companyId} is not a company of this account`]);
    return input.companyId;
  }
  if (input.company === undefined) return undefined;
  if (input.company === '') return null;
  const existing = db.get(
    db.qb
      .selectFrom('contacts')
      .select('id')
      .where('account_id', '=', scope.accountId)
      .where('kind', '=', 'company')
      .where(sql<SqlBool>`${sql.ref('name')} = ${input.company} COLLATE NOCASE`)
      .orderBy('id')
      .limit(1),
  );
  return existing?.id ?? insertCompany(db, scope, { name: input.company }, now);
}

const NAME_REQUIRED = "First name and last name can't both be blank";

/** The caller has checked that a first or last name is given. */
export function createPerson(db: SqliteDb, scope: Scope, input: PersonWrite): number {
  return db.transaction(() => {
    const now = Date.now();
    const firstName = input.firstName ?? '';
    const lastName = input.lastName ?? '';
    if (firstName === '' && lastName === '') throw new ContactValidationError([NAME_REQUIRED]);
    const companyId = resolveEmployer(db, scope, input, now) ?? null;
    return db.run(
      db.qb.insertInto('contacts').values({
        account_id: scope.accountId,
        kind: 'person',
        // `name` holds the full name so that other areas (a deal's deal_with) read one column.
        name: fullName({ firstName, lastName }),
        first_name: firstName,
        last_name: lastName,
        title: input.title ?? '',
        notes: input.notes ?? '',
        small_image: input.smallImage ?? null,
        large_image: input.largeImage ?? null,
        company_id: companyId,
        created_at: now,
        updated_at: now,
      }),
    ).lastInsertRowid;
  });
}

export function updatePerson(db: SqliteDb, scope: Scope, id: number, input: PersonWrite, expectedVersion?: number): WriteOutcome {
  return db.transaction((): WriteOutcome => {
    const current = db.get(
      db.qb.selectFrom('contacts').select(['version', 'first_name', 'last_name']).where('id', '=', id).where('account_id', '=', scope.accountId).where('kind', '=', 'person'),
    );
    if (current === undefined) return 'not_found';
    if (expectedVersion !== undefined && current.version !== expectedVersion) return 'stale';
    const firstName = input.firstName ?? current.first_name;
    const lastName = input.lastName ?? current.last_name;
    if (firstName === '' && lastName === '') throw new ContactValidationError([NAME_REQUIRED]);
    const now = Date.now();
    const companyId = resolveEmployer(db, scope, input, now);
    const columns: Updateable<ContactsTable> = { first_name: firstName, last_name: lastName, name: fullName({ firstName, lastName }), updated_at: now };
    if (input.title !== undefined) columns.title = input.title;
    if (input.notes !== undefined) columns.notes = input.notes;
    if (input.smallImage !== undefined) columns.small_image = input.smallImage;
    if (input.largeImage !== undefined) columns.large_image = input.largeImage;
    if (companyId !== undefined) columns.company_id = companyId;
    db.run(
      db.qb
        .updateTable('contacts')
        .set((eb) => ({ ...columns, version: eb('version', '+', 1) }))
        .where('id', '=', id),
    );
    if (firstName !== current.first_name || lastName !== current.last_name) touchDealsWith(db, scope, id, now);
    return 'ok';
  });
}

export function deletePerson(db: SqliteDb, scope: Scope, id: number): boolean {
  return db.transaction(() => {
    if (!recordExists(db, scope, 'person', id)) return false;
    touchRecordsLinkedTo(db, scope, id, Date.now());
    db.run(db.qb.deleteFrom('contacts').where('id', '=', id));
    return true;
  });
}
